'use client';

import { useI18n } from '@clubshop/i18n';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '../../primitives/button/button.tsx';
import { cx } from '../../primitives/class-names.ts';
import { type FilterForm, FilterPanel } from './filter-panel.tsx';
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
  /**
   * Makes the panels native GET forms ({@link FilterForm}), and the phone's "Filter" button a
   * native disclosure (`details`) holding one: the filters work before the app's code runs and
   * without JavaScript. Once the code runs, the button opens the slide-in as before.
   */
  form?: FilterForm | undefined;
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
export function Filters({ filters, value, onApply, layout = 'auto', title, form }: FiltersProps) {
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
      <FilterPanel filters={filters} value={value} onApply={onApply} labelledBy={headingId} form={form} />
    </section>
  );
  if (layout === 'inline') return inline;

  const active = countActiveFilters(value);
  const buttonText = active > 0 ? t('Catalogue.Filters.Open', { count: active }) : heading;
  const openSlideIn = () => {
    setOpened(true);
    setOpen(true);
  };
  const overlayClass = cx('cs-filters cs-filters--overlay', layout === 'auto' && 'cs-filters--below-desktop');
  const slideIn = opened ? (
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
  ) : null;
  // The native form of the phone's filters: the disclosure opens the panel in place (before the
  // code runs); once it runs, a press on its summary opens the slide-in instead (a disclosure
  // opened before that closes in place).
  const overlay = form ? (
    <details className={cx(overlayClass, 'cs-filters__disclosure')}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is the platform's button (Enter and Space click it) */}
      <summary
        className="cs-button"
        data-slot="button"
        data-variant="outline"
        data-size="md"
        onClick={(event) => {
          if ((event.currentTarget.parentElement as HTMLDetailsElement | null)?.open) return;
          event.preventDefault();
          openSlideIn();
        }}
      >
        {buttonText}
      </summary>
      <FilterPanel filters={filters} value={value} onApply={onApply} form={form} />
      {slideIn}
    </details>
  ) : (
    <div className={overlayClass}>
      <Button variant="outline" aria-haspopup="dialog" onClick={openSlideIn}>
        {buttonText}
      </Button>
      {slideIn}
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
