/**
 * How the image service fits an image into the requested box
 * (docs/product/requirements.md#constants).
 */
export type ImageFitMode = 'crop' | 'pad' | 'max' | 'stretch';

/** The transformation an {@link ImageUrlBuilder} is asked for. */
export interface ImageTransform {
  /** Width in CSS pixels times density; always set. */
  width: number;
  /** Height, when the caller knows the aspect ratio. */
  height?: number | undefined;
  /** 1-100; default 80. */
  quality?: number | undefined;
  /** Output format; default `jpg`. */
  format?: string | undefined;
  /** Fit mode; default `crop` for backgrounds and `pad` otherwise. */
  mode?: ImageFitMode | undefined;
}

/**
 * Turns an image's source URL and a transformation into the URL the browser loads. Apps pass
 * their own to point images at their image service or CDN. It must be pure (the same URL for the
 * same source and transformation): {@link buildImageSrcSet} remembers what it built.
 */
export type ImageUrlBuilder = (src: string, transform: ImageTransform) => string;

/** Image defaults of docs/product/requirements.md#constants. */
export const IMAGE_DEFAULTS = { quality: 80, format: 'jpg' } as const;

/**
 * The fit mode of docs/product/requirements.md#constants: `crop` for backgrounds, `pad` for
 * everything else.
 */
export function defaultImageMode(background: boolean): ImageFitMode {
  return background ? 'crop' : 'pad';
}

/**
 * The default builder: appends `width`, `height`, `quality`, `format` and `mode` as query
 * parameters, the pattern of the reference API's `/images/...` route. Keeps an existing query
 * string and fragment. Leaves `data:` and `blob:` URLs alone.
 *
 * @example
 * queryStringImageUrl('/images/kit.png', { width: 640, height: 800 });
 * // '/images/kit.png?width=640&height=800&quality=80&format=jpg&mode=pad'
 */
export const queryStringImageUrl: ImageUrlBuilder = (src, transform) => {
  if (/^(data|blob):/i.test(src)) return src;
  // Built as text: a server renders a page's srcsets (a dozen URLs per image) for every request.
  let query = `width=${Math.round(transform.width)}`;
  if (transform.height !== undefined) query += `&height=${Math.round(transform.height)}`;
  query += `&quality=${transform.quality ?? IMAGE_DEFAULTS.quality}`;
  query += `&format=${encodeURIComponent(transform.format ?? IMAGE_DEFAULTS.format)}`;
  query += `&mode=${transform.mode ?? defaultImageMode(false)}`;
  const hashAt = src.indexOf('#');
  const base = hashAt >= 0 ? src.slice(0, hashAt) : src;
  const hash = hashAt >= 0 ? src.slice(hashAt) : '';
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash}`;
};

/** The widths a responsive image offers when the caller names none. */
export const DEFAULT_IMAGE_WIDTHS: readonly number[] = [320, 480, 640, 768, 960, 1280, 1600, 1920];

/** Options of {@link buildImageSrcSet}. */
export interface ImageSrcSetOptions extends Omit<ImageTransform, 'width' | 'height'> {
  /** Intrinsic width of the rendered box; the widths list is capped at twice this (2x screens). */
  width: number;
  /** Intrinsic height; every candidate keeps the width/height ratio. */
  height?: number | undefined;
  /** Candidate widths; default {@link DEFAULT_IMAGE_WIDTHS}. */
  widths?: readonly number[] | undefined;
}

/** How many srcsets {@link buildImageSrcSet} keeps per builder (the oldest go first). */
const REMEMBERED_SRCSETS = 4_000;

/** The srcsets built so far, per builder, by everything that makes one (see {@link srcSetKey}). */
const builtSrcSets = new WeakMap<ImageUrlBuilder, Map<string, string>>();

function srcSetKey(src: string, options: ImageSrcSetOptions): string {
  const { width, height, widths, quality, format, mode } = options;
  const candidates = widths === undefined || widths === DEFAULT_IMAGE_WIDTHS ? '' : widths.join(',');
  return `${width}|${height ?? ''}|${candidates}|${quality ?? ''}|${format ?? ''}|${mode ?? ''}|${src}`;
}

/**
 * The `srcset` candidates of an image: one URL per width (plus the intrinsic width and its
 * double), each with the same aspect ratio, as `url 640w, ...`.
 *
 * Remembered per builder: a server renders the same catalogue images on page after page, and a
 * product grid's srcsets (five to eight URLs per card) were a tenth of its render time
 * (docs/benchmarks.md, "Storefront: server rendering throughput").
 */
export function buildImageSrcSet(src: string, options: ImageSrcSetOptions, build: ImageUrlBuilder): string {
  let built = builtSrcSets.get(build);
  if (!built) {
    built = new Map();
    builtSrcSets.set(build, built);
  }
  const key = srcSetKey(src, options);
  const known = built.get(key);
  if (known !== undefined) return known;
  const srcSet = srcSetOf(src, options, build);
  built.set(key, srcSet);
  // A Map iterates in insertion order: the first key is the oldest.
  if (built.size > REMEMBERED_SRCSETS) built.delete(built.keys().next().value as string);
  return srcSet;
}

function srcSetOf(src: string, options: ImageSrcSetOptions, build: ImageUrlBuilder): string {
  const { width, height, widths = DEFAULT_IMAGE_WIDTHS, ...rest } = options;
  const ratio = height !== undefined && width > 0 ? height / width : undefined;
  const candidates = new Set<number>();
  for (const candidate of widths) if (candidate <= width * 2) candidates.add(Math.round(candidate));
  candidates.add(Math.round(width));
  candidates.add(Math.round(width * 2));
  return [...candidates]
    .filter((candidate) => candidate > 0)
    .sort((a, b) => a - b)
    .map((candidate) => {
      const transform: ImageTransform = { ...rest, width: candidate };
      if (ratio !== undefined) transform.height = Math.round(candidate * ratio);
      return `${build(src, transform)} ${candidate}w`;
    })
    .join(', ');
}
