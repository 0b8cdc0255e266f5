/**
 * The query of the image endpoint: `width`, `height` (1..3200 px, and at most 3200 x 2400 px
 * together), `quality` (1..100, default 80), `format` (jpg by default; webp, png), `mode` (pad by
 * default; crop, max, stretch) and for crop a focal point `focalTop` / `focalLeft` (0..1 from the
 * top / left; values above 1, up to 100, are read as percent like the contract's image focal).
 */
import * as v from 'valibot';

/**
 * Largest width or height the endpoint renders: twice the widest picture the shop shows (the
 * 1600 px hero, whose srcset goes to its double for high-density screens). Larger was only ever
 * asked for by someone making the server work (issue 43: a 4000 x 4000 banner cost 25-30 s of CPU).
 */
export const MAX_IMAGE_DIMENSION = 3200;

/** Most pixels one render may have: the 2x hero at 4:3 (3200 x 2400). */
export const MAX_IMAGE_PIXELS = 3200 * 2400;

/** Most pixels an original may have (what sharp decodes before it resizes). */
export const MAX_SOURCE_PIXELS = 50_000_000;

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
export const imageQuerySchema = v.pipe(
  v.object({
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
  }),
  v.check(
    ({ width, height }) => width === undefined || height === undefined || width * height <= MAX_IMAGE_PIXELS,
    `width x height must be at most ${MAX_IMAGE_PIXELS} pixels (e.g. 3200 x 2400)`,
  ),
);

/** A parsed image query. */
export type ImageOptions = v.InferOutput<typeof imageQuerySchema>;
