/** The shipping method form's values: what it shows of a method, and which API fields it names. */
import type { AdminShippingMethod, ShippingKind } from '@clubshop/api-sdk/admin';
import { fromMinor } from '../../app/money.ts';

export const kinds: readonly ShippingKind[] = ['home', 'parcelShop', 'express'];

/** The API's fields the method form shows under another name (one currency of `prices`). */
export const fieldOf = { prices: 'price' };
/** The fields the method form shows an error at. */
export const shownFields = ['country', 'kind', 'carrier', 'name', 'deliveryTime', 'price', 'freeFrom'];

export interface MethodForm {
  country: string;
  kind: ShippingKind;
  carrier: string;
  name: string;
  deliveryTime: string;
  price: string;
  freeFrom: string;
  hasDropPoints: boolean;
  everySite: boolean;
}

export const emptyForm: MethodForm = {
  country: '',
  kind: 'home',
  carrier: '',
  name: '',
  deliveryTime: '',
  price: '',
  freeFrom: '',
  hasDropPoints: false,
  everySite: false,
};

/** A method as the form shows it, in the site's culture and currency. */
export function formOf(method: AdminShippingMethod, culture: string, currency: string): MethodForm {
  const amount = (minor: number | undefined) => (minor === undefined ? '' : String(fromMinor(minor)));
  return {
    country: method.country,
    kind: method.kind,
    carrier: method.carrier,
    name: method.name[culture] ?? '',
    deliveryTime: method.deliveryTime[culture] ?? '',
    price: method.prices[currency] === 0 ? '0' : amount(method.prices[currency]),
    freeFrom: amount(method.freeFrom?.[currency]),
    hasDropPoints: method.hasDropPoints,
    everySite: method.storeId === null,
  };
}
