/** Moves focus to the main heading after a navigation, so screen readers hear the new screen. */
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/** Focuses `main h1` at each navigation but the first. */
export function useFocusOnNavigation() {
  const [location] = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs at each navigation (the location is the trigger, not an input)
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>('main h1');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
  }, [location]);
}
