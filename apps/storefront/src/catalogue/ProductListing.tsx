import { useI18n } from '@clubshop/i18n';
import {
  emptyFilterSelection,
  type FilterSelection,
  Filters,
  Paging,
  ProductList,
  Sorting,
} from '@clubshop/ui-kit';
import { useRef } from 'react';
import { useHydrated } from '../app/ClientOnly.tsx';
import { anchorScrollTop } from '../app/scroll-offset.ts';
import { cardsOf } from './cards-of.ts';
import { isListingParam, type SearchScope } from './listing-state.ts';
import { sortChoiceKey, sortChoices } from './sort-choices.ts';
import { useListing } from './use-listing.ts';
import './ProductListing.css';

/** Props of {@link ProductListing}. */
export interface ProductListingProps {
  scope: SearchScope;
  /** Accessible name of the list. */
  label: string;
}

/**
 * A category's or a search's products: filters (Multiple, Range, Bit), sorting and paging, all
 * kept in the URL (see listing-state.ts).
 */
export function ProductListing({ scope, label }: ProductListingProps) {
  const { t } = useI18n();
  const { state, result, change, hrefForPage, urlOf, location, params } = useListing(scope);
  const hydrated = useHydrated();
  const listing = useRef<HTMLDivElement>(null);
  const count = useRef<HTMLHeadingElement>(null);
  // Another page starts at the top of the listing (not at the paging bar at its end), and the
  // focus goes to its count, so a keyboard or screen reader continues with the new products.
  const showFromTop = () => {
    const top = listing.current?.getBoundingClientRect().top;
    if (top !== undefined) window.scrollTo({ top: anchorScrollTop(top, window.scrollY) });
    count.current?.focus({ preventScroll: true });
  };
  const data = result.data;
  // The page stays (heading, navigation); only the list says it could not be loaded.
  if (result.isError && !data) {
    return (
      <p className="sf-alert sf-alert--error" role="alert">
        {t('Error.ServerError')}
      </p>
    );
  }
  const selection: FilterSelection = { multiple: state.multiple, range: state.range, bit: state.bit };
  // The sort and the filters are GET forms to this listing (decision 0077): they work before the
  // page's code runs and without JavaScript; each sends the other's choice along (and a search's
  // `q`), never the page.
  const kept = (keep: (name: string) => boolean) =>
    [...params].filter(([name]) => keep(name)).map(([name, value]) => [name, value] as const);
  const sortForm = {
    action: location,
    hiddenFields: kept((name) => (isListingParam(name) ? !['sort', 'dir', 'page'].includes(name) : true)),
  };
  const filterForm = {
    action: location,
    hiddenFields: kept((name) => !isListingParam(name) || name === 'sort' || name === 'dir'),
    clearHref: urlOf({ ...state, multiple: {}, range: {}, bit: {}, page: 1 }),
  };
  const choices = sortChoices(data?.sortOptions ?? [], t);
  const selectedSort = sortChoiceKey(
    data?.sortOptions.find((option) => option.selected)?.key ?? state.sort ?? '',
    data?.sorting ?? state.direction,
  );
  return (
    // Busy only while the page's code fetches: a server render that meets a refetch of a kept
    // answer must not send the listing's controls as busy before the code is there (decision 0077).
    <div className="sf-listing" aria-busy={hydrated && result.isFetching} ref={listing}>
      {/* The tools row and the filters' place are there from the first render, empty while the
          first page loads, so the products do not move when the answer arrives (CLS). */}
      <div className="sf-listing__tools">
        {data ? (
          <>
            {/* The count heads the listing (h2 between the page's h1 and the cards' h3, whatever
                the viewport: the filters' own h2 is only there on desktop) and is announced when
                a filter changes it. */}
            <h2 className="sf-listing__count" ref={count} tabIndex={-1}>
              <span role="status">{t('Category.Products', { count: data.paging.totalItems })}</span>
            </h2>
            {choices.length > 0 ? (
              // Its button sends the form until the code runs; then a choice applies at once.
              <Sorting
                options={choices}
                value={selectedSort}
                form={sortForm}
                submit={!hydrated}
                onChange={(key) => {
                  const choice = choices.find((candidate) => candidate.key === key);
                  if (choice) change({ ...state, sort: choice.sort, direction: choice.direction, page: 1 });
                }}
              />
            ) : null}
          </>
        ) : null}
      </div>
      <div className="sf-listing__body">
        {!data || data.facets.length > 0 ? (
          <aside className="sf-listing__filters">
            {data ? (
              <Filters
                filters={data.facets}
                value={selection}
                form={filterForm}
                onApply={(next) => change({ ...state, ...(next ?? emptyFilterSelection()), page: 1 })}
              />
            ) : null}
          </aside>
        ) : null}
        <div className="sf-listing__products">
          <ProductList products={cardsOf(data?.products)} loading={!data} label={label} />
          {data ? (
            <Paging
              page={data.paging.page}
              pageCount={data.paging.totalPages}
              hrefForPage={hrefForPage}
              onPageChange={(page, event) => {
                event.preventDefault();
                change({ ...state, page });
                showFromTop();
              }}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}
