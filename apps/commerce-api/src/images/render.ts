/**
 * Renders an original (SVG or raster) into the requested box with sharp.
 *
 * - `pad`: the whole image inside width x height, letterboxed (white for jpg, transparent else).
 * - `crop`: covers width x height and cuts away the rest around the focal point.
 * - `max`: inside width x height, no padding (the result may be smaller in one dimension).
 * - `stretch`: exactly width x height, aspect ratio ignored.
 * With only one dimension the other follows the aspect ratio. SVGs are rasterised at the density
 * that gives the target size directly, so they stay sharp at any size.
 */
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { type ImageOptions, MAX_IMAGE_DIMENSION, MAX_IMAGE_PIXELS, MAX_SOURCE_PIXELS } from './image-options';

/** A rendered image. */
export interface RenderedImage {
  body: Buffer;
  contentType: string;
  width: number;
  height: number;
}

const CONTENT_TYPE = { jpg: 'image/jpeg', webp: 'image/webp', png: 'image/png' } as const;

// libvips' own threads per render: half the cores, so one render never takes the whole machine
// (how many renders run at once is `render-queue.ts`'s).
sharp.concurrency(Math.max(1, Math.floor(availableParallelism() / 2)));
const SVG_DENSITY = 72;

/** Renders `source` for the options. */
export async function renderImage(
  source: Buffer,
  contentType: string,
  options: ImageOptions,
): Promise<RenderedImage> {
  const isSvg = contentType === 'image/svg+xml';
  const meta = await sharp(source, { limitInputPixels: MAX_SOURCE_PIXELS }).metadata();
  const naturalWidth = meta.width ?? 1;
  const naturalHeight = meta.height ?? 1;
  const { width: targetWidth, height: targetHeight } = targetBox(naturalWidth, naturalHeight, options);

  // How much larger than its natural size the image is drawn; SVGs are drawn at that size.
  const scale = Math.max(targetWidth / naturalWidth, targetHeight / naturalHeight);
  const density = isSvg ? Math.min(Math.max(SVG_DENSITY * scale * 1.01, 1), 100_000) : undefined;
  let image = sharp(
    source,
    density === undefined
      ? { limitInputPixels: MAX_SOURCE_PIXELS }
      : { density, limitInputPixels: MAX_SOURCE_PIXELS },
  );
  const background =
    options.format === 'jpg' ? { r: 255, g: 255, b: 255, alpha: 1 } : { r: 0, g: 0, b: 0, alpha: 0 };

  if (options.mode === 'crop' && options.width !== undefined && options.height !== undefined) {
    const coverScale = Math.max(targetWidth / naturalWidth, targetHeight / naturalHeight);
    const coverWidth = Math.max(targetWidth, Math.round(naturalWidth * coverScale));
    const coverHeight = Math.max(targetHeight, Math.round(naturalHeight * coverScale));
    const left = clamp(
      Math.round(options.focalLeft * coverWidth - targetWidth / 2),
      0,
      coverWidth - targetWidth,
    );
    const top = clamp(
      Math.round(options.focalTop * coverHeight - targetHeight / 2),
      0,
      coverHeight - targetHeight,
    );
    image = image
      .resize(coverWidth, coverHeight, { fit: 'fill' })
      .extract({ left, top, width: targetWidth, height: targetHeight });
  } else if (options.mode === 'pad' && options.width !== undefined && options.height !== undefined) {
    image = image.resize(targetWidth, targetHeight, { fit: 'contain', background });
  } else if (options.mode === 'stretch') {
    image = image.resize(targetWidth, targetHeight, { fit: 'fill' });
  } else {
    image = image.resize(targetWidth, targetHeight, { fit: 'inside' });
  }

  if (options.format === 'jpg') {
    image = image.flatten({ background }).jpeg({ quality: options.quality, mozjpeg: true });
  } else if (options.format === 'webp') image = image.webp({ quality: options.quality });
  else image = image.png({ quality: options.quality, compressionLevel: 9 });

  const { data, info } = await image.toBuffer({ resolveWithObject: true });
  return {
    body: data,
    contentType: CONTENT_TYPE[options.format as keyof typeof CONTENT_TYPE],
    width: info.width,
    height: info.height,
  };
}

/** The box to render into: what was asked, with a missing side from the aspect ratio, bounded in sides and pixels. */
export function targetBox(
  naturalWidth: number,
  naturalHeight: number,
  options: Pick<ImageOptions, 'width' | 'height'>,
) {
  const ratio = naturalWidth / naturalHeight;
  let width = options.width;
  let height = options.height;
  if (width === undefined && height === undefined) {
    width = naturalWidth;
    height = naturalHeight;
  } else if (width === undefined) width = Math.round((height as number) * ratio);
  else if (height === undefined) height = Math.round(width / ratio);
  const shrink = Math.min(
    1,
    MAX_IMAGE_DIMENSION / Math.max(width, height as number),
    Math.sqrt(MAX_IMAGE_PIXELS / (width * (height as number))),
  );
  return {
    width: Math.max(1, Math.round(width * shrink)),
    height: Math.max(1, Math.round((height as number) * shrink)),
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
