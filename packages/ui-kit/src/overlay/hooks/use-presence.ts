'use client';

import { useEffect, useState } from 'react';
import { overlayTiming } from '../overlay-timing.ts';

/**
 * Whether a closing overlay should still be rendered: true while open and for `delay` ms after
 * it closes (400 ms by docs/product/requirements.md#constants), so the closing animation has
 * content; false after that.
 */
export function usePresence(open: boolean, delay: number = overlayTiming.clearContentAfter): boolean {
  const [present, setPresent] = useState(open);
  useEffect(() => {
    if (open) {
      setPresent(true);
      return undefined;
    }
    const timer = setTimeout(() => setPresent(false), delay);
    return () => clearTimeout(timer);
  }, [open, delay]);
  return open || present;
}
