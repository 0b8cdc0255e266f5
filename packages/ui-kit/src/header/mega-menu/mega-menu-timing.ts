/** Timings of the desktop megamenu (docs/product/requirements.md#constants), in milliseconds. */
export const megaMenuTiming = {
  /** The open panel closes this long after the pointer leaves it. */
  leaveDelay: 200,
  /** After a route change the menu stays closed this long, even under the pointer. */
  routeChangeLock: 1500,
} as const;
