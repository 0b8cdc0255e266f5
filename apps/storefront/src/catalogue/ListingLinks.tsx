import { useI18n } from '@clubshop/i18n';
import type { FilterDefinition } from '@clubshop/ui-kit';
import type { ListingState } from './listing-state.ts';
import type { SortChoice } from './sort-choices.ts';

/** Props of {@link ListingLinks}. */
export interface ListingLinksProps {
  state: ListingState;
  filters: readonly FilterDefinition[];
  choices: readonly SortChoice[];
  /** The chosen sort's key (`price:desc`). */
  selectedSort: string;
  /** The address of another state of the listing (see `useListing`). */
  urlOf: (next: ListingState) => string;
}

/** A state with one value of a Multiple filter added or taken away, back on page 1. */
function toggled(state: ListingState, key: string, value: string): ListingState {
  const values = state.multiple[key] ?? [];
  const next = values.includes(value) ? values.filter((known) => known !== value) : [...values, value];
  return { ...state, multiple: { ...state.multiple, [key]: next }, page: 1 };
}

/**
 * The listing's sort and filters as plain links, for a shopper without JavaScript (the app
 * renders it in `<noscript>`): each link is the listing's address with that choice, which the
 * server's loader reads like any other (listing-state.ts). Range filters need the app's inputs;
 * sorting, the Multiple and the Bit filters are all here. No headings of its own: the cards are
 * the h3s under the listing's count (the journeys and screen readers go by them). See
 * docs/decisions/0036.
 */
export function ListingLinks({ state, filters, choices, selectedSort, urlOf }: ListingLinksProps) {
  const { t } = useI18n();
  const current = (on: boolean) => (on ? { 'aria-current': 'true' as const } : {});
  return (
    <div className="sf-listing-links">
      {choices.length > 0 ? (
        <nav aria-label={t('Catalogue.Sorting.Label')}>
          <p className="sf-listing-links__title">{t('Catalogue.Sorting.Label')}</p>
          <ul>
            {choices.map((choice) => (
              <li key={choice.key}>
                <a
                  href={urlOf({ ...state, sort: choice.sort, direction: choice.direction, page: 1 })}
                  {...current(choice.key === selectedSort)}
                >
                  {choice.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {filters.some((filter) => filter.type !== 'Range') ? (
        <nav aria-label={t('Catalogue.Filters.Title')}>
          <p className="sf-listing-links__title">{t('Catalogue.Filters.Title')}</p>
          {filters.map((filter) => {
            if (filter.type === 'Multiple') {
              return (
                <section key={filter.key} aria-label={filter.label}>
                  <p className="sf-listing-links__title">{filter.label}</p>
                  <ul>
                    {filter.values.map((option) => {
                      const chosen = (state.multiple[filter.key] ?? []).includes(option.value);
                      return (
                        <li key={option.value}>
                          <a href={urlOf(toggled(state, filter.key, option.value))} {...current(chosen)}>
                            {chosen ? `✓ ${option.label}` : option.label}
                            {option.count != null ? ` (${option.count})` : ''}
                          </a>
                        </li>
                      );
                    })}
                  </ul>
                </section>
              );
            }
            if (filter.type === 'Bit') {
              const chosen = state.bit[filter.key] === true;
              return (
                <p key={filter.key}>
                  <a
                    href={urlOf({ ...state, bit: { ...state.bit, [filter.key]: !chosen }, page: 1 })}
                    {...current(chosen)}
                  >
                    {chosen ? `✓ ${filter.label}` : filter.label}
                  </a>
                </p>
              );
            }
            return null;
          })}
        </nav>
      ) : null}
    </div>
  );
}
