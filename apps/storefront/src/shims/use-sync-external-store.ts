/**
 * wouter imports `useSyncExternalStore` from the `use-sync-external-store` shim, written for
 * React < 18. React 19 has it built in; this alias (vite.config.ts) hands over React's own and
 * keeps the shim's code out of the entry.
 */
export { useSyncExternalStore } from 'react';
