/**
 * vitest 5 prints some failures with `Map.groupBy`, which Node 20 (our floor) lacks (Node 21+):
 * without it a failing test ends in "Map.groupBy is not a function" and its real error is never
 * shown. Every vitest configuration imports this module first.
 */
if (typeof (Map as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    configurable: true,
    writable: true,
    value: <K, T>(items: Iterable<T>, keyOf: (item: T, index: number) => K): Map<K, T[]> => {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const key = keyOf(item, index++);
        const group = groups.get(key);
        if (group) group.push(item);
        else groups.set(key, [item]);
      }
      return groups;
    },
  });
}
