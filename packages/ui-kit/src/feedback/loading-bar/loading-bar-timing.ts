/** Timings of the loading bar (docs/product/requirements.md#constants), in milliseconds. */
export const loadingBarTiming = {
  /** Requests shorter than this never show the bar. */
  throttle: 200,
  /** The bar creeps towards the end over this long while requests are pending. */
  duration: 5000,
  /** After finishing or failing, the bar stays this long before it hides. */
  hideAfter: 500,
} as const;
