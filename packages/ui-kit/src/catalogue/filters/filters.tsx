'use client';

import { useI18n } from '@clubshop/i18n';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '../../primitives/button/button.tsx';
import { cx } from '../../primitives/class-names.ts';
import { FilterPanel } from './filter-panel.tsx';
import { countActiveFilters, type FilterDefinition, type FilterSelection } from './filter-types.ts';
import './filters.css';

// The slide-in (with its focus trap and scroll lock) is needed once a shopper on a phone opens the
// filters: a chunk of its own for a bundling app, so a first visit does not load it.
const SlideInOverlay = lazy(() =>
  import('../../overlay/slide-in-overlay/slide-in-overlay.tsx').then((module) => ({
    default: module.SlideInOverlay,
  })),
);

/** Props of {@link Filters}. */
export interface FiltersProps {
  filters: readonly FilterDefinition[];
  /** The applied selection. */
  value: FilterSelection;
  /** Called with the new selection on Apply, and with an empty one on Clear. */
  onApply: (selection: FilterSelection) => void;
  /**
   * `inline` beside the list, `overlay` behind a button in a slide-in, `auto` (default): inline
   * from 1024 px, overlay below.
   */
  layout?: 'auto' | 'inline' | 'overlay' | undefined;
  /** Heading text; default the text of `Catalogue.Filters.Title`. */
  title?: string | undefined;
}

/**
 * Product filters: inline on desktop, behind a "Filter (n)" button that opens a slide-in on
 * mobile (the slide-in closes on Apply or Clear). With `layout="auto"` both are rendered and CSS
 * shows the one for the screen (from 1024 px, the theme's `desktopMediaQuery`): a page rendered on
 * a server, which cannot know the screen, then shows the right one from the first paint, and
 * nothing moves when it hydrates.
 *
 * Dictionary keys: `Catalogue.Filters.Title`, `Catalogue.Filters.Open` (`{count}`), plus those of
 * FilterPanel.
 */
export function Filters({ filters, value, onApply, layout = 'auto', title }: FiltersProps) {
  const { t } = useI18n();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so it can animate out when it closes.
  const [opened, setOpened] = useState(false);
  const heading = title ?? t('Catalogue.Filters.Title');

  const inline = (
    <section className={cx('cs-filters cs-filters--inline', layout === 'auto' && 'cs-filters--from-desktop')}>
      <h2 id={headingId} className="cs-filters__title">
        {heading}
      </h2>
      <FilterPanel filters={filters} value={value} onApply={onApply} labelledBy={headingId} />
    </section>
  );
  if (layout === 'inline') return inline;

  const active = countActiveFilters(value);
  const overlay = (
    <div className={cx('cs-filters cs-filters--overlay', layout === 'auto' && 'cs-filters--below-desktop')}>
      <Button
        variant="outline"
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {active > 0 ? t('Catalogue.Filters.Open', { count: active }) : heading}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <SlideInOverlay open={open} variant="filter" title={heading} onClose={() => setOpen(false)}>
            <FilterPanel
              filters={filters}
              value={value}
              onApply={(selection) => {
                onApply(selection);
                setOpen(false);
              }}
            />
          </SlideInOverlay>
        </Suspense>
      ) : null}
    </div>
  );
  if (layout === 'overlay') return overlay;
  return (
    <>
      {inline}
      {overlay}
    </>
  );
}
