/**
 * The pictures staff uploaded for products (`product_images` rows whose `src` is an upload,
 * `/images/uploads/...`, with the focal point of `media_files`), in their order. A product with
 * none keeps the generated picture of its kind and colour. Addresses of other hosts (a Shopify
 * import's) are kept for export but not shown: the storefront serves images from the API only.
 */
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { productImages } from '../catalogue-io/tables.ts';
import type { Db } from '../db/database.ts';
import { mediaFiles } from '../db/tables/images.ts';

/** An uploaded picture of a product. */
export interface UploadedProductImage {
  /** `/images/uploads/...` (relative to the API's origin). */
  src: string;
  alt: string;
  /** Focal point in percent from the top and the left (the contract's image focal). */
  focal: { top: number; left: number };
}

/** The uploaded pictures of products, by product id. */
export async function uploadedImagesOf(
  db: Db,
  productIds: readonly string[],
): Promise<Map<string, UploadedProductImage[]>> {
  const result = new Map<string, UploadedProductImage[]>();
  if (productIds.length === 0) return result;
  const rows = await db
    .select({
      productId: productImages.productId,
      src: productImages.src,
      alt: productImages.altText,
      focalTop: mediaFiles.focalTop,
      focalLeft: mediaFiles.focalLeft,
    })
    .from(productImages)
    .innerJoin(mediaFiles, eq(productImages.src, sql`'/images/' || ${mediaFiles.key}`))
    .where(
      and(inArray(productImages.productId, [...productIds]), like(productImages.src, '/images/uploads/%')),
    )
    .orderBy(asc(productImages.productId), asc(productImages.position));
  for (const row of rows) {
    const image = {
      src: row.src,
      alt: row.alt,
      focal: { top: Math.round(row.focalTop * 100), left: Math.round(row.focalLeft * 100) },
    };
    const list = result.get(row.productId);
    if (list) list.push(image);
    else result.set(row.productId, [image]);
  }
  return result;
}
