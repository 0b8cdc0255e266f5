import { useEffect, useState } from 'react';

const interactionEvents = [
  'pointerdown',
  'pointerover',
  'keydown',
  'touchstart',
  'focusin',
  'scroll',
] as const;

/**
 * False until the shopper first does something with the page (points at it, touches, types,
 * moves focus, scrolls), then true. What only matters once they act (link prefetch, scroll
 * handling, the loading bar) waits for it, so a first visit's download is only what shows the page.
 */
export function useInteracted(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return undefined;
    const done = () => setInteracted(true);
    for (const type of interactionEvents)
      window.addEventListener(type, done, { once: true, passive: true, capture: true });
    return () => {
      for (const type of interactionEvents) window.removeEventListener(type, done, { capture: true });
    };
  }, [interacted]);
  return interacted;
}
