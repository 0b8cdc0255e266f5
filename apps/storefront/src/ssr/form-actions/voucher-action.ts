import { readBasketToken } from '@clubshop/basket';
import { REMOVE_VOUCHER_FIELD } from '@clubshop/ui-kit';
import { checkFields, type FormAction, refused } from './form-action.ts';

/** Where a voucher form posted without JavaScript leads, and the names its outcomes go by. */
export interface VoucherFormAction {
  /** The page the form is on: 303 back to it once the code is applied or removed. */
  returnTo: string;
  /** The outcome's action name when a code was applied (and when it was refused). */
  added: string;
  /** The outcome's action name when a Remove button took a code off. */
  removed: string;
}

/**
 * A voucher form (ui-kit's `VoucherInput`) posted before hydration or without JavaScript, on the
 * basket or the checkout: applies the posted `voucherCode`, or, when a Remove button sent
 * `REMOVE_VOUCHER_FIELD`, takes that code off; then 303 back to the page, whose totals show it.
 * An empty code says it is required; a code the API refuses renders the page again with its
 * message and the code kept.
 */
export function voucherFormAction({ returnTo, added, removed }: VoucherFormAction): FormAction {
  return async ({ form, client, store, logger }) => {
    const removal = form.get(REMOVE_VOUCHER_FIELD)?.trim();
    const action = removal ? removed : added;
    const code = removal || (form.get('voucherCode') ?? '').trim().slice(0, 64);
    const invalid = checkFields(action, { voucherCode: code }, { voucherCode: ['required'] }, [
      'voucherCode',
    ]);
    if (invalid) return invalid;
    const token = readBasketToken(store);
    if (!token) return { kind: 'redirect', to: returnTo };
    try {
      if (removal) await client.checkout.removeVoucher(token, code);
      else await client.checkout.addVoucher(token, code);
    } catch (error) {
      return refused(action, error, { voucherCode: code }, logger);
    }
    return { kind: 'redirect', to: returnTo };
  };
}
