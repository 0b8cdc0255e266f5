/** Timings of the overlay system (docs/product/requirements.md#constants), in milliseconds. */
export const overlayTiming = {
  /** After closing, the content stays this long so the closing animation has something to show. */
  clearContentAfter: 400,
} as const;
