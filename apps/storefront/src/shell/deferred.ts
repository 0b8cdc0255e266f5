import { type RefObject, useEffect, useRef, useState } from 'react';

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

/**
 * A ref for an element and whether it has come near the viewport (within `margin`), then stays
 * true: a part below the fold loads its code when the shopper scrolls towards it.
 */
export function useNearViewport<T extends Element>(margin = '300px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
