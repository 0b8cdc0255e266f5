/**
 * The query of the image endpoint: `width`, `height` (1..4000 px), `quality` (1..100, default
 * 80), `format` (jpg by default; webp, png), `mode` (pad by default; crop, max, stretch) and for
 * crop a focal point `focalTop` / `focalLeft` (0..1 from the top / left; values above 1, up to
 * 100, are read as percent like the contract's image focal).
 */
import * as v from 'valibot';

/** Largest width or height the endpoint renders. */
export const MAX_IMAGE_DIMENSION = 4000;

const dimension = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, `${name} must be a whole number of pixels`),
      v.transform(Number),
      v.minValue(1, `${name} must be at least 1`),
      v.maxValue(MAX_IMAGE_DIMENSION, `${name} must be at most ${MAX_IMAGE_DIMENSION} pixels`),
    ),
  );

const focal = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+(\.\d+)?$/, `${name} must be a number from 0 to 1`),
      v.transform(Number),
      v.maxValue(100, `${name} must be from 0 to 1 (or a percent up to 100)`),
      v.transform((value) => (value > 1 ? value / 100 : value)),
    ),
    '0.5',
  );

/** Schema of the image query. */
export const imageQuerySchema = v.object({
  width: dimension('width'),
  height: dimension('height'),
  quality: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'quality must be a whole number from 1 to 100'),
      v.transform(Number),
      v.minValue(1, 'quality must be from 1 to 100'),
      v.maxValue(100, 'quality must be from 1 to 100'),
    ),
    '80',
  ),
  format: v.optional(
    v.pipe(
      v.string(),
      v.toLowerCase(),
      v.picklist(['jpg', 'jpeg', 'webp', 'png'], 'format must be jpg, webp or png'),
      v.transform((format) => (format === 'jpeg' ? 'jpg' : format)),
    ),
    'jpg',
  ),
  mode: v.optional(
    v.pipe(
      v.string(),
      v.toLowerCase(),
      v.picklist(['crop', 'pad', 'max', 'stretch'], 'mode must be crop, pad, max or stretch'),
    ),
    'pad',
  ),
  focalTop: focal('focalTop'),
  focalLeft: focal('focalLeft'),
});

/** A parsed image query. */
export type ImageOptions = v.InferOutput<typeof imageQuerySchema>;
