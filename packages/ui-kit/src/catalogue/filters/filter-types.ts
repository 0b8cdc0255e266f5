/** One value of a Multiple filter, with the number of products that have it. */
export interface FilterOption {
  value: string;
  label: string;
  /** Products with this value under the current search; shown as "(12)". */
  count?: number | null | undefined;
}

/** A Multiple filter (spec section 3): any number of values, e.g. colours or sizes. */
export interface MultipleFilter {
  type: 'Multiple';
  /** The filter's key in the search query (`Filters.MultipleFilters`). */
  key: string;
  name: string;
  options: readonly FilterOption[];
}

/** A Range filter (spec section 3): a minimum and maximum, e.g. the price. */
export interface RangeFilter {
  type: 'Range';
  /** The filter's key in the search query (`Filters.RangeFilters`). */
  key: string;
  name: string;
  /** The lowest and highest value in the current result. */
  min: number;
  max: number;
  /** Values are money in the site's currency (labels show the currency). */
  money?: boolean | undefined;
}

/** A Bit filter (spec section 3): on or off, e.g. "On sale". */
export interface BitFilter {
  type: 'Bit';
  /** The filter's key in the search query (`Filters.BitFilters`). */
  key: string;
  name: string;
  count?: number | null | undefined;
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

/** The number of filters with something chosen (for the "Filter (2)" button). */
export function countActiveFilters(selection: FilterSelection): number {
  return (
    Object.values(selection.multiple).filter((values) => values.length > 0).length +
    Object.keys(selection.range).length +
    Object.values(selection.bit).filter(Boolean).length
  );
}
