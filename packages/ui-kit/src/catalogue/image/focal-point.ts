/**
 * The focal point of an image as the content service stores it (the contract's `focal`): `top`
 * and `left` in percent of the height and width (0 = top/left edge, 50 = centre, 100 =
 * bottom/right edge).
 */
export interface FocalPoint {
  top: number;
  left: number;
}

function percent(value: number): string {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(value) ? value : 50));
  return `${Math.round(clamped * 100) / 100}%`;
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
