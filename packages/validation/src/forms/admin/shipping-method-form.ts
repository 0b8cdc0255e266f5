import * as v from 'valibot';
import { adminFieldLimits } from './admin-field-limits.ts';
import { currencyCode, minorAmount, requiredAdminText, trueOrFalse, wholeNumber } from './admin-fields.ts';
import { adminMessageKeys as keys } from './admin-message-keys.ts';

/** The kinds of shipping method: to the door, to a parcel shop, express. */
export const shippingMethodKinds = ['home', 'parcelShop', 'express'] as const;

const limits = adminFieldLimits.shippingMethod;

/** Text per culture (`{ da: 'Pakkeboks' }`): two-letter cultures, each text filled in, one at least. */
const perCulture = v.pipe(
  v.record(
    v.pipe(v.string(keys.culture), v.regex(/^[a-z]{2}$/, keys.culture)),
    requiredAdminText(limits.text),
  ),
  v.check((value) => Object.keys(value).length > 0, keys.oneCulture),
);

/** Prices per currency in minor units (0 is free). */
const prices = v.record(currencyCode, minorAmount(0));

/** The fields of a shipping method, each with its rule. */
export const shippingMethodFieldSchemas = {
  storeId: v.nullable(v.pipe(v.string(keys.text), v.trim(), v.nonEmpty(keys.required))),
  /** A two-letter destination such as DK (any case), or `*` for every country without methods of its own. */
  country: v.pipe(
    v.string(keys.shippingCountry),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^([A-Z]{2}|\*)$/, keys.shippingCountry),
  ),
  kind: v.picklist(shippingMethodKinds, keys.choice),
  carrier: requiredAdminText(limits.carrier),
  name: perCulture,
  deliveryTime: perCulture,
  prices: v.pipe(
    prices,
    v.check((value) => Object.keys(value).length > 0, keys.oneCurrency),
  ),
  /** From which order value shipping is free, per currency; null: never. */
  freeFrom: v.nullable(prices),
  hasDropPoints: trueOrFalse,
  sortOrder: wholeNumber,
};

/** A new shipping method (`POST /admin/shipping-methods`); left-out optional fields take their defaults. */
export const shippingMethodFormSchema = v.object(
  {
    ...shippingMethodFieldSchemas,
    storeId: v.optional(shippingMethodFieldSchemas.storeId, null),
    freeFrom: v.optional(shippingMethodFieldSchemas.freeFrom, null),
    hasDropPoints: v.optional(shippingMethodFieldSchemas.hasDropPoints, false),
    sortOrder: v.optional(shippingMethodFieldSchemas.sortOrder, 100),
  },
  keys.required,
);

/** A change of a shipping method (`PATCH /admin/shipping-methods/{id}`): any field. */
export const shippingMethodChangeFormSchema = v.partial(v.object(shippingMethodFieldSchemas));
