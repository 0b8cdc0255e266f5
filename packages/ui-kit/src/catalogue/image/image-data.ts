import type { FocalPoint } from './focal-point.ts';

/**
 * An image as the content and catalogue services describe it
 * (docs/product/requirements.md#entities, "Image"); the api-sdk's image type fits it.
 */
export interface ImageData {
  url: string;
  altText?: string | null | undefined;
  title?: string | null | undefined;
  focal?: FocalPoint | null | undefined;
}
