/**
 * Rule problems of an address as typed so far: only fields that hold something are judged (a
 * field not typed yet is not an error while the shopper is still typing). Basket checkout judges
 * the whole address, missing fields included.
 */
import {
  type ApiErrorItem,
  invoiceDetailsSchema,
  issuesToErrors,
  shippingDetailsSchema,
} from '@clubshop/api-sdk/contract';
import * as v from 'valibot';
import type { StoredAddress } from '../db/tables/checkout';

function problemsOf(
  prefix: string,
  schema: typeof invoiceDetailsSchema | typeof shippingDetailsSchema,
  address: StoredAddress,
): ApiErrorItem[] {
  const result = v.safeParse(schema, address);
  if (result.success) return [];
  const typed = new Set(Object.keys(address).filter((key) => address[key as keyof StoredAddress]));
  return issuesToErrors(result.issues)
    .filter((error) => error.field !== undefined && typed.has(error.field))
    .map((error) => ({ ...error, field: `${prefix}.${error.field}` }));
}

/** Problems of the stored billing and shipping addresses, fields typed so far only. */
export function addressRuleErrors(
  billing: StoredAddress | null,
  shipping: StoredAddress | null,
): ApiErrorItem[] {
  return [
    ...(billing ? problemsOf('billingAddress', invoiceDetailsSchema, billing) : []),
    ...(shipping ? problemsOf('shippingAddress', shippingDetailsSchema, shipping) : []),
  ];
}
