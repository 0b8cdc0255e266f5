/** Timings of the basket link (spec section 9), in milliseconds. */
export const basketLinkTiming = {
  /** The spinner shows this long whenever the quantity changes. */
  changeAnimation: 1000,
} as const;
