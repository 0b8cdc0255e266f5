'use client';

import { type ReactNode, useId } from 'react';
import { cx } from '../../primitives/class-names.ts';
import { type OverlayBehaviourProps, OverlayFrame } from '../overlay-frame.tsx';
import { OverlayHeader } from '../overlay-header.tsx';
import '../overlay-panel.css';
import './modal.css';

/** Props of {@link Modal}. */
export interface ModalProps extends OverlayBehaviourProps {
  /** The dialog title; names the dialog. */
  title: ReactNode;
  /** A sentence under the title; describes the dialog. */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions at the bottom, e.g. Cancel / Confirm buttons. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/**
 * A centred modal dialog (WAI-ARIA dialog pattern): `aria-modal`, focus moved in, trapped and
 * returned on close; Escape, the close button, a backdrop click and a route change close it;
 * the page does not scroll behind it.
 */
export function Modal({
  title,
  description,
  children,
  footer,
  size = 'md',
  className,
  ...behaviour
}: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <OverlayFrame
      {...behaviour}
      className="cs-overlay cs-modal"
      renderPanel={(panelRef, onKeyDown) => (
        <div
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          {...(description ? { 'aria-describedby': descriptionId } : {})}
          tabIndex={-1}
          data-slot="modal"
          data-size={size}
          className={cx('cs-overlay__panel', 'cs-modal__panel', className)}
          onKeyDown={onKeyDown}
        >
          <OverlayHeader titleId={titleId} title={title} onClose={behaviour.onClose} />
          <div className="cs-overlay__body">
            {description ? (
              <p id={descriptionId} className="cs-modal__description">
                {description}
              </p>
            ) : null}
            {children}
          </div>
          {footer ? <div className="cs-overlay__footer">{footer}</div> : null}
        </div>
      )}
    />
  );
}
