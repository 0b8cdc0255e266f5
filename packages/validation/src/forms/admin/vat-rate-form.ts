import * as v from 'valibot';
import { isVatRatePercent, type maxVatRatePercent } from '../../vat/vat.ts';
import { adminMessageKeys as keys } from './admin-message-keys.ts';

/** A destination country of a VAT rate: ISO 3166-1 alpha-2, any case (`dk`, `DK`). */
export const vatCountryPattern = /^[A-Za-z]{2}$/;

/**
 * A site's VAT rate for one country (`PUT /admin/sites/{storeId}/vat-rates/{country}`, decision
 * 0105): `{ ratePercent }`, a number from 0 to {@link maxVatRatePercent} with at most two decimals
 * (25, 7.7). A string, a negative or a rate above it is refused naming `ratePercent`.
 */
export const vatRateFormSchema = v.strictObject({
  ratePercent: v.pipe(
    v.number(keys.vatRate),
    v.check((rate) => isVatRatePercent(rate), keys.vatRate),
  ),
});
