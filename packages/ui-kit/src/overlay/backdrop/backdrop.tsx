import type { ComponentProps } from 'react';
import { cx } from '../../primitives/class-names.ts';
import './backdrop.css';

/** Props of {@link Backdrop}. */
export interface BackdropProps extends Omit<ComponentProps<'div'>, 'onClick'> {
  /** Whether the overlay it belongs to is open; closed backdrops fade out. */
  open?: boolean;
  /** Called on a click on the backdrop (the overlay is dismissed). */
  onDismiss?: () => void;
}

/**
 * The dimmed layer behind an overlay. A pointer-only affordance: it is hidden from assistive
 * technology, which closes overlays with their close button or Escape instead.
 */
export function Backdrop({ open = true, onDismiss, className, ...props }: BackdropProps) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer-only affordance; Escape and the close button are the keyboard way
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above, the overlay handles Escape
    <div
      data-slot="backdrop"
      data-state={open ? 'open' : 'closed'}
      className={cx('cs-backdrop', className)}
      aria-hidden="true"
      onClick={onDismiss}
      {...props}
    />
  );
}
