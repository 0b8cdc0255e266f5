import { Button, type ButtonProps } from '../button/button.tsx';
import { cx } from '../class-names.ts';
import './icon-button.css';

/** Props of {@link IconButton}. */
export interface IconButtonProps extends Omit<ButtonProps, 'aria-label'> {
  /** The accessible name; required because the button shows only an icon. */
  label: string;
}

/** A square button that shows only an icon; `label` names it for screen readers. */
export function IconButton({ label, className, variant = 'ghost', ...props }: IconButtonProps) {
  return (
    <Button
      data-slot="icon-button"
      aria-label={label}
      variant={variant}
      className={cx('cs-icon-button', className)}
      {...props}
    />
  );
}
