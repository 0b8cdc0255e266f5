/**
 * The focal point of an image as the content service stores it: `top` and `left` as fractions
 * of the height and width (0 = top/left edge, 0.5 = centre, 1 = bottom/right edge).
 */
export interface FocalPoint {
  top: number;
  left: number;
}

function percent(fraction: number): string {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0.5));
  return `${Math.round(clamped * 10000) / 100}%`;
}

/**
 * The CSS `object-position` (or `background-position`) that keeps the focal point in view when
 * the image is cropped: `left% top%`. Undefined without a focal point, so the CSS default (centre)
 * applies.
 */
export function focalPointPosition(focal: FocalPoint | null | undefined): string | undefined {
  if (!focal) return undefined;
  return `${percent(focal.left)} ${percent(focal.top)}`;
}
