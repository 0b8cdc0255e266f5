'use client';

import { useAtomValue, useStore } from 'jotai/react';
import { basketTokenAtom } from './basket-token.ts';

/** The current basket token (undefined until the first basket exists). */
export function useBasketToken(): string | undefined {
  return useAtomValue(basketTokenAtom, { store: useStore() });
}
