import { cookiesOf, type JotaiStore } from '@clubshop/auth';
import { writePaidBasketCookie } from './basket-cookie.ts';
import { basketTokenAtom } from './basket-token.ts';
import { isOrderedBasketError } from './unknown-basket.ts';

/**
 * Forgets the current basket `token` once the server said it names no current basket (`error`,
 * see `isUnknownBasketError`); a basket that has become an order is kept as the basket paid last
 * (`clubshop_paid_basket`, a day), so its receipt still finds it (decision 0076: no return
 * address names the token). A store that holds another token by now is left alone.
 */
export function forgetCurrentBasket(store: JotaiStore, token: string, error: unknown): void {
  if (store.get(basketTokenAtom) !== token) return;
  if (isOrderedBasketError(error)) writePaidBasketCookie(token, cookiesOf(store));
  store.set(basketTokenAtom, undefined);
}
