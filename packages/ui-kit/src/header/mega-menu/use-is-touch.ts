'use client';

import { useMediaQuery } from '../../primitives/hooks/use-media-query.ts';

/** Whether the primary pointer cannot hover (a touch screen). SSR default: false. */
export function useIsTouch(): boolean {
  return useMediaQuery('(hover: none)', false);
}
