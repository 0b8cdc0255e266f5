/**
 * The size-label order of docs/product/requirements.md#constants. The rule lives in
 * `@clubshop/validation` (one copy for the API, the SDK and the kit); the SDK re-exports it for
 * club teams that sort sizes of the products they fetch.
 */
export { compareSizeLabels, sizeLabelRank, sortBySizeLabel, sortSizeLabels } from '@clubshop/validation';
