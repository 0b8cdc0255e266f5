/** Catalogue components: product lists, cards, images, pickers, stock, filters, sorting, paging. */

// The size order of docs/product/requirements.md#constants lives in @clubshop/validation (one copy
// for the API, the SDK and the kit); re-exported for apps that sort sizes beside the kit.
export { compareSizeLabels, sizeLabelRank, sortBySizeLabel } from '@clubshop/validation';
export { type FilterForm, FilterPanel, type FilterPanelProps } from './filters/filter-panel.tsx';
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
} from './filters/filter-types.ts';
export { Filters, type FiltersProps } from './filters/filters.tsx';
export { type FocalPoint, focalPointPosition } from './image/focal-point.ts';
export { Image, type ImageProps } from './image/image.tsx';
export type { ImageData } from './image/image-data.ts';
export {
  buildImageSrcSet,
  DEFAULT_IMAGE_WIDTHS,
  defaultImageMode,
  IMAGE_DEFAULTS,
  type ImageFitMode,
  type ImageSrcSetOptions,
  type ImageTransform,
  type ImageUrlBuilder,
  queryStringImageUrl,
} from './image/image-url.ts';
export {
  ImageUrlBuilderProvider,
  type ImageUrlBuilderProviderProps,
  useImageUrlBuilder,
} from './image/image-url-context.tsx';
export { ProductImage, type ProductImageProps } from './image/product-image.tsx';
export type { ListingForm } from './listing-form/listing-form.ts';
export { OptionPicker, type OptionPickerProps, type PickerOption } from './option-picker/option-picker.tsx';
export { type PageSlot, pageWindow } from './paging/page-window.ts';
export { Paging, type PagingProps } from './paging/paging.tsx';
export {
  Personalisation,
  type PersonalisationFieldValues,
  type PersonalisationPlayer,
  type PersonalisationProps,
  type PersonalisationType,
  type PersonalisationValue,
} from './personalisation/personalisation.tsx';
export { isDiscounted, type MoneyAmount } from './price/money.ts';
export { Price, type PriceProps } from './price/price.tsx';
export { ProductCard, type ProductCardProps } from './product-card/product-card.tsx';
export type { ProductSummary } from './product-card/product-summary.ts';
export { ProductList, type ProductListProps } from './product-list/product-list.tsx';
export { type SizeOption, SizePicker, type SizePickerProps } from './size-picker/size-picker.tsx';
export { StylePicker, type StylePickerProps } from './size-picker/style-picker.tsx';
export { Sorting, type SortingProps, type SortOption } from './sorting/sorting.tsx';
export { StockAvailability, type StockAvailabilityProps } from './stock-availability/stock-availability.tsx';
export { isPurchasable, type StockStatus } from './stock-availability/stock-status.ts';
export {
  type ColourVariant,
  VariantPicker,
  type VariantPickerProps,
} from './variant-picker/variant-picker.tsx';
