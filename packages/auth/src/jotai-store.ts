import type { createStore } from 'jotai/vanilla';

/**
 * A jotai store: `getDefaultStore()`, `createStore()` or the one given to jotai's `<Provider>`.
 *
 * Written as the return type of `createStore` because jotai 2 (what npm installs on Node 20)
 * does not export a `Store` type from `jotai/vanilla`; jotai 3 does. This spelling compiles
 * against both, so the declarations we ship hold for either peer.
 */
export type JotaiStore = ReturnType<typeof createStore>;
