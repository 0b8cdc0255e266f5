'use client';

import { useTranslation } from '@clubshop/i18n';
import type { ReactNode } from 'react';
import { IconButton } from '../primitives/icon-button/icon-button.tsx';
import { CloseIcon } from '../primitives/icons/icons.tsx';

/**
 * The header row of an overlay panel (Modal, SlideInOverlay): an optional control before the
 * title (a back button), the title that names the dialog (`titleId`), and the close button.
 *
 * Dictionary keys: `Common.Close`.
 */
export function OverlayHeader(props: {
  titleId: string;
  title: ReactNode;
  onClose: () => void;
  before?: ReactNode;
}) {
  const t = useTranslation();
  return (
    <div className="cs-overlay__header">
      {props.before}
      <h2 id={props.titleId} className="cs-overlay__title">
        {props.title}
      </h2>
      <IconButton label={t('Common.Close')} size="sm" onClick={props.onClose}>
        <CloseIcon />
      </IconButton>
    </div>
  );
}
