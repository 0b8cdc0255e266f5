/** Timings of the basket link (docs/product/requirements.md#constants), in milliseconds. */
export const basketLinkTiming = {
  /** The spinner shows this long whenever the quantity changes. */
  changeAnimation: 1000,
} as const;
