/**
 * Filters as a product search answers them (the contract's `facets`): the field names match, so
 * an api-sdk facet list can be passed as it is.
 */

/** One value of a Multiple filter, with the number of products that have it. */
export interface FilterOption {
  value: string;
  label: string;
  /** Products with this value under the current search; shown as "(12)". */
  count?: number | null | undefined;
  /** Applied in the current search. */
  selected?: boolean | undefined;
}

/**
 * A Multiple filter (docs/product/requirements.md#entities): any number of values, e.g. colours or
 * sizes.
 */
export interface MultipleFilter {
  type: 'Multiple';
  /** The filter's key in the search query (`Filters.MultipleFilters`). */
  key: string;
  label: string;
  values: readonly FilterOption[];
}

/**
 * A Range filter (docs/product/requirements.md#entities): a minimum and maximum, e.g. the price.
 */
export interface RangeFilter {
  type: 'Range';
  /** The filter's key in the search query (`Filters.RangeFilters`). */
  key: string;
  label: string;
  /** The lowest and highest value in the current result. */
  min: number;
  max: number;
  selectedMin?: number | undefined;
  selectedMax?: number | undefined;
  /** Values are money in the site's currency (labels show the currency). */
  money?: boolean | undefined;
}

/** A Bit filter (docs/product/requirements.md#entities): on or off, e.g. "On sale". */
export interface BitFilter {
  type: 'Bit';
  /** The filter's key in the search query (`Filters.BitFilters`). */
  key: string;
  label: string;
  count?: number | null | undefined;
  selected?: boolean | undefined;
}

/** Any filter a product search offers. */
export type FilterDefinition = MultipleFilter | RangeFilter | BitFilter;

/** The chosen filter values, by filter key, in the three groups the search query takes. */
export interface FilterSelection {
  multiple: Record<string, readonly string[]>;
  range: Record<string, { min: number; max: number }>;
  bit: Record<string, boolean>;
}

/** A selection with nothing chosen. */
export function emptyFilterSelection(): FilterSelection {
  return { multiple: {}, range: {}, bit: {} };
}

/**
 * The selection a search answer reports as applied (`selected`, `selectedMin`, `selectedMax`),
 * for apps that keep no selection state of their own.
 */
export function selectionFromFilters(filters: readonly FilterDefinition[]): FilterSelection {
  const selection = emptyFilterSelection();
  for (const filter of filters) {
    if (filter.type === 'Multiple') {
      const values = filter.values.filter((option) => option.selected).map((option) => option.value);
      if (values.length > 0) selection.multiple[filter.key] = values;
    } else if (filter.type === 'Range') {
      if (filter.selectedMin !== undefined || filter.selectedMax !== undefined) {
        selection.range[filter.key] = {
          min: filter.selectedMin ?? filter.min,
          max: filter.selectedMax ?? filter.max,
        };
      }
    } else if (filter.selected) {
      selection.bit[filter.key] = true;
    }
  }
  return selection;
}

/** The number of filters with something chosen (for the "Filter (2)" button). */
export function countActiveFilters(selection: FilterSelection): number {
  return (
    Object.values(selection.multiple).filter((values) => values.length > 0).length +
    Object.keys(selection.range).length +
    Object.values(selection.bit).filter(Boolean).length
  );
}
