import { useI18n } from '@clubshop/i18n';
import { type ReactNode, useEffect, useRef } from 'react';
import { VisuallyHidden } from '../../primitives/visually-hidden/visually-hidden.tsx';

/** Props of {@link FilterOverlay}. */
export interface FilterOverlayProps {
  open: boolean;
  title: string;
  titleId: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The slide-in that holds the filters on mobile: a modal dialog from the side with a titled
 * header and a close button; Escape and the backdrop close it, focus moves in and returns.
 *
 * Dictionary keys: `Overlay.Close`.
 */
export function FilterOverlay({ open, title, titleId, onClose, children }: FilterOverlayProps) {
  const { t } = useI18n();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      previous?.focus();
    };
  }, [open]);
  if (!open) return null;
  return (
    <div className="cs-filters__overlay">
      <div className="cs-filters__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        className="cs-filters__sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
        <div className="cs-filters__sheet-header">
          <h2 id={titleId} className="cs-filters__title">
            {title}
          </h2>
          <button ref={closeRef} type="button" className="cs-filters__close" onClick={onClose}>
            <span aria-hidden="true">×</span>
            <VisuallyHidden>{t('Overlay.Close')}</VisuallyHidden>
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
