/** The voucher form's values: what it shows of a code, and what it sends as the API's fields. */
import type { AdminVoucher, VoucherInput, VoucherKind } from '@clubshop/api-sdk/admin';
import { fromMinor, parseAmountToMinor } from '../../app/money.ts';

export const kinds: readonly VoucherKind[] = ['percentage', 'fixed', 'freeShipping'];

export interface VoucherForm {
  code: string;
  kind: VoucherKind;
  percent: string;
  amount: string;
  validUntil: string;
  maxRedemptions: string;
  everySite: boolean;
}

export const emptyForm: VoucherForm = {
  code: '',
  kind: 'percentage',
  percent: '',
  amount: '',
  validUntil: '',
  maxRedemptions: '',
  everySite: false,
};

/** A voucher's fields as the form shows them, amounts in the site's currency. */
export function formOf(voucher: AdminVoucher, currency: string): VoucherForm {
  return {
    code: voucher.code,
    kind: voucher.kind,
    percent: voucher.percent === null ? '' : String(voucher.percent),
    amount: voucher.amounts?.[currency] === undefined ? '' : String(fromMinor(voucher.amounts[currency])),
    validUntil: voucher.validUntil?.slice(0, 10) ?? '',
    maxRedemptions: voucher.maxRedemptions === null ? '' : String(voucher.maxRedemptions),
    everySite: voucher.storeId === null,
  };
}

/** The voucher fields the form sets. */
export type VoucherFormInput = Pick<
  VoucherInput,
  'kind' | 'percent' | 'amounts' | 'validUntil' | 'maxRedemptions'
>;

/** The API's field `amounts` is the form's `amount` (one currency). */
export const fieldOf = { amounts: 'amount' };
/** The fields the voucher form shows an error at. */
export const shownFields = ['code', 'kind', 'percent', 'amount', 'validUntil', 'maxRedemptions'];

/**
 * What the form says as API fields, or, for an amount that is not money, its error: the rules of
 * the fields are the schema's. A number typed as text is read as a number (`Number('12.5')`) so
 * the schema judges it; an empty optional field is null.
 */
export function inputOf(
  form: VoucherForm,
  currency: string,
): { input: VoucherFormInput } | { amountInvalid: true } {
  const numberOf = (text: string) => (text.trim() === '' ? null : Number(text.trim()));
  const amount = form.kind === 'fixed' ? parseAmountToMinor(form.amount) : null;
  if (amount === undefined) return { amountInvalid: true };
  return {
    input: {
      kind: form.kind,
      percent: form.kind === 'percentage' ? numberOf(form.percent) : null,
      amounts: amount ? { [currency]: amount } : null,
      validUntil: form.validUntil ? new Date(`${form.validUntil}T23:59:59Z`).toISOString() : null,
      maxRedemptions: numberOf(form.maxRedemptions),
    },
  };
}
