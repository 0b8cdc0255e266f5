'use client';

import { useTranslation } from '@clubshop/i18n';
import { cx } from '../../primitives/class-names.ts';
import type { UspItem } from '../header-types.ts';
import { UspItemContent } from './usp-item-content.tsx';
import './usp-strip.css';

/** Props of {@link UspStrip}. */
export interface UspStripProps {
  items: readonly UspItem[];
  /** Accessible name of the strip; default `t('Header.Usps')`. */
  label?: string;
  className?: string;
}

/** The selling points above the header. Below 1024 px only items with `showOnMobile` show. */
export function UspStrip({ items, label, className }: UspStripProps) {
  const t = useTranslation();
  if (items.length === 0) return null;
  return (
    <section
      data-slot="usp-strip"
      aria-label={label ?? t('Header.Usps')}
      className={cx('cs-usp-strip', className)}
    >
      <ul className="cs-usp-strip__list">
        {items.map((item) => (
          <li
            key={`${item.text}-${item.link?.url ?? ''}`}
            className="cs-usp-strip__item"
            data-mobile={item.showOnMobile ? 'shown' : 'hidden'}
          >
            <UspItemContent item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
