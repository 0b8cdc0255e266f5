// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export { type FilterForm, FilterPanel, type FilterPanelProps } from '../catalogue/filters/filter-panel.tsx';
export {
  type BitFilter,
  countActiveFilters,
  emptyFilterSelection,
  type FilterDefinition,
  type FilterOption,
  type FilterSelection,
  type MultipleFilter,
  type RangeFilter,
  selectionFromFilters,
} from '../catalogue/filters/filter-types.ts';
export { Filters, type FiltersProps } from '../catalogue/filters/filters.tsx';
