/** Timings of the header search (docs/product/requirements.md#constants), in milliseconds. */
export const searchToggleTiming = {
  /** Clicks outside close the search only from this long after it opened. */
  clickOutsideDelay: 100,
} as const;
