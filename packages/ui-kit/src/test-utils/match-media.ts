/**
 * A matchMedia for jsdom (which has none) that evaluates `min-width` / `max-width` queries
 * against a width the test sets, and notifies listeners when it changes.
 */

type Listener = (event: MediaQueryListEvent) => void;

let viewportWidth = 1280;
const lists = new Set<{ query: string; listeners: Set<Listener>; matches: boolean }>();

function evaluate(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, kind, value]) =>
    kind === 'min' ? width >= Number(value) : width <= Number(value),
  );
}

/** Installs the fake matchMedia on window (done by the shared setup file). */
export function installMatchMedia(): void {
  window.matchMedia = (query: string): MediaQueryList => {
    const entry = { query, listeners: new Set<Listener>(), matches: evaluate(query, viewportWidth) };
    lists.add(entry);
    const list = {
      get matches() {
        return evaluate(query, viewportWidth);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
      addListener: (listener: Listener) => entry.listeners.add(listener),
      removeListener: (listener: Listener) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    };
    return list as unknown as MediaQueryList;
  };
}

/** Sets the simulated viewport width and fires `change` on every query whose result flips. */
export function setViewportWidth(width: number): void {
  viewportWidth = width;
  for (const entry of lists) {
    const matches = evaluate(entry.query, width);
    if (matches === entry.matches) continue;
    entry.matches = matches;
    for (const listener of entry.listeners) {
      listener({ matches, media: entry.query } as MediaQueryListEvent);
    }
  }
}

/** Restores the default desktop width (1280 px) and forgets listeners (between tests). */
export function resetViewport(): void {
  viewportWidth = 1280;
  lists.clear();
}
