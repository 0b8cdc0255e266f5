'use client';

import { focalPointPosition } from './focal-point.ts';
import type { ImageData } from './image-data.ts';
import { buildImageSrcSet, defaultImageMode, type ImageFitMode, type ImageUrlBuilder } from './image-url.ts';
import { useImageUrlBuilder } from './image-url-context.tsx';
import './image.css';

/** Props of {@link Image}. */
export interface ImageProps {
  /** The image; without one (or without a URL) a neutral placeholder of the same size shows. */
  image: ImageData | null | undefined;
  /** Intrinsic width in CSS pixels; with `height` it reserves the box and avoids layout shift. */
  width: number;
  /** Intrinsic height in CSS pixels. */
  height: number;
  /** Alternative text; overrides `image.altText`. Pass `''` for a decorative image. */
  alt?: string | undefined;
  /** The `sizes` attribute; default `100vw`. Give the real layout width for lists. */
  sizes?: string | undefined;
  /** Candidate widths for `srcset`. */
  widths?: readonly number[] | undefined;
  /**
   * The largest image of the first screen (LCP): loads eagerly with `fetchpriority="high"`.
   * Everything else loads lazily.
   */
  priority?: boolean | undefined;
  /** A background image: the service crops to the box (`mode=crop`) and CSS covers it. */
  background?: boolean | undefined;
  /** Overrides the fit mode; default `crop` for backgrounds and `pad` otherwise. */
  mode?: ImageFitMode | undefined;
  /** 1-100; default 80. */
  quality?: number | undefined;
  /** Output format; default jpg. */
  format?: string | undefined;
  /** Builds the URL; default the nearest ImageUrlBuilderProvider's, or the query-string pattern. */
  urlBuilder?: ImageUrlBuilder | undefined;
  className?: string | undefined;
}

/**
 * A responsive image: `srcset`/`sizes` from the image service, `width`/`height` against layout
 * shift, the focal point kept in view when cropped, lazy unless it is the page's LCP image.
 */
export function Image({
  image,
  width,
  height,
  alt,
  sizes = '100vw',
  widths,
  priority = false,
  background = false,
  mode,
  quality,
  format,
  urlBuilder,
  className,
}: ImageProps) {
  const contextBuilder = useImageUrlBuilder();
  const build = urlBuilder ?? contextBuilder;
  const fit = background ? 'cs-image cs-image--cover' : 'cs-image cs-image--contain';
  const classes = className ? `${fit} ${className}` : fit;
  // No style attributes (a strict Content-Security-Policy refuses them in server-rendered HTML):
  // the box keeps its ratio from width and height (an SVG's viewBox for the placeholder), and the
  // focal point is applied through the CSSOM, which the policy allows, once the image is mounted.
  if (!image?.url) {
    return (
      <svg
        className={`${classes} cs-image--placeholder`}
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        aria-hidden="true"
        focusable="false"
      />
    );
  }

  const transform = { quality, format, mode: mode ?? defaultImageMode(background), width, height };
  const position = focalPointPosition(image.focal);
  return (
    <img
      className={classes}
      src={build(image.url, transform)}
      srcSet={buildImageSrcSet(image.url, { ...transform, widths }, build)}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt ?? image.altText ?? ''}
      title={image.title ?? undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      ref={
        position
          ? (element) => {
              if (element) element.style.objectPosition = position;
            }
          : undefined
      }
    />
  );
}
