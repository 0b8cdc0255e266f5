/** Timings of the header search (spec section 9), in milliseconds. */
export const searchToggleTiming = {
  /** Clicks outside close the search only from this long after it opened. */
  clickOutsideDelay: 100,
} as const;
