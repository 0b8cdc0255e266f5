'use client';

import { useTranslation } from '@clubshop/i18n';
import { type ReactNode, useId } from 'react';
import { cx } from '../../primitives/class-names.ts';
import { IconButton } from '../../primitives/icon-button/icon-button.tsx';
import { ChevronLeftIcon } from '../../primitives/icons/icons.tsx';
import { type OverlayBehaviourProps, OverlayFrame } from '../overlay-frame.tsx';
import { OverlayHeader } from '../overlay-header.tsx';
import '../overlay-panel.css';
import './slide-in-overlay.css';

/** Props of {@link SlideInOverlay}. */
export interface SlideInOverlayProps extends OverlayBehaviourProps {
  /** The header title: a navigation level's name or the filter title. Names the dialog. */
  title: ReactNode;
  /** `navigation` (mobile menu levels, may show Back) or `filter` (product filters). */
  variant?: 'navigation' | 'filter';
  /** The edge it slides in from; default left for navigation, right for filters. */
  side?: 'left' | 'right';
  /** Shows a Back button in the header (e.g. up one navigation level). */
  onBack?: () => void;
  /** Label of the Back button; default `t('Common.Back')`. */
  backLabel?: string;
  children?: ReactNode;
  /** Sticky actions at the bottom, e.g. "Show 24 products". */
  footer?: ReactNode;
  className?: string;
}

/**
 * A panel that slides in from the side over a backdrop: the mobile navigation and the filters.
 * A modal dialog (focus trapped and returned, Escape, backdrop click and route change close it,
 * page scroll locked); the content stays 400 ms after closing for the slide-out animation.
 */
export function SlideInOverlay({
  title,
  variant = 'navigation',
  side,
  onBack,
  backLabel,
  children,
  footer,
  className,
  ...behaviour
}: SlideInOverlayProps) {
  const t = useTranslation();
  const titleId = useId();
  const edge = side ?? (variant === 'filter' ? 'right' : 'left');
  return (
    <OverlayFrame
      {...behaviour}
      className="cs-overlay"
      renderPanel={(panelRef, onKeyDown) => (
        <div
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          data-slot="slide-in-overlay"
          data-side={edge}
          data-variant={variant}
          className={cx('cs-overlay__panel', 'cs-slide-in__panel', className)}
          onKeyDown={onKeyDown}
        >
          <OverlayHeader
            titleId={titleId}
            title={title}
            onClose={behaviour.onClose}
            before={
              onBack ? (
                <IconButton label={backLabel ?? t('Common.Back')} size="sm" onClick={onBack}>
                  <ChevronLeftIcon />
                </IconButton>
              ) : null
            }
          />
          <div className="cs-overlay__body">{children}</div>
          {footer ? <div className="cs-overlay__footer">{footer}</div> : null}
        </div>
      )}
    />
  );
}
