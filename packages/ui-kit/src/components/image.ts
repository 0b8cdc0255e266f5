// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export { type FocalPoint, focalPointPosition } from '../catalogue/image/focal-point.ts';
export { Image, type ImageProps } from '../catalogue/image/image.tsx';
export type { ImageData } from '../catalogue/image/image-data.ts';
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
} from '../catalogue/image/image-url.ts';
export {
  ImageUrlBuilderProvider,
  type ImageUrlBuilderProviderProps,
  useImageUrlBuilder,
} from '../catalogue/image/image-url-context.tsx';
export { ProductImage, type ProductImageProps } from '../catalogue/image/product-image.tsx';
