import { useAtomValue, useStore } from 'jotai/react';
import { basketLoadedAtom, basketTokenAtom } from './basket-token.ts';

/** The current basket token (undefined until the first basket exists). */
export function useBasketToken(): string | undefined {
  return useAtomValue(basketTokenAtom, { store: useStore() });
}

/** False until the first basket summary fetch has ended, successfully or not. */
export function useBasketLoaded(): boolean {
  return useAtomValue(basketLoadedAtom, { store: useStore() });
}
