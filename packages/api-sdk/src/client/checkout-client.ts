import {
  type CheckoutComment,
  type CheckoutState,
  checkoutStateSchema,
  type DropPointListResponse,
  dropPointListResponseSchema,
  type InvoiceDetailsDraft,
  type ShippingDetailsDraft,
  type ShippingSelection,
} from '../contract/checkout.ts';
import { RequiredError } from '../errors/required-error.ts';
import type { Transport } from '../transport/transport.ts';
import type { RequestOptions } from '../transport/types.ts';
import { pathParameter } from './path-parameter.ts';

/** Checkout calls (basket host); every change answers the whole checkout state. */
export interface CheckoutClient {
  /** `GET /api/checkout/{token}` (getCheckout). */
  get(token: string, options?: RequestOptions): Promise<CheckoutState>;
  /** `POST /api/checkout/{token}/billingaddress` (setBillingAddress): invoice details typed so far; `{}` resets. */
  setBillingAddress(
    token: string,
    body: InvoiceDetailsDraft,
    options?: RequestOptions,
  ): Promise<CheckoutState>;
  /** `POST /api/checkout/{token}/shippingaddress` (setShippingAddress). */
  setShippingAddress(
    token: string,
    body: ShippingDetailsDraft,
    options?: RequestOptions,
  ): Promise<CheckoutState>;
  /** `DELETE /api/checkout/{token}/shippingaddress` (deleteShippingAddress). */
  deleteShippingAddress(token: string, options?: RequestOptions): Promise<CheckoutState>;
  /** `POST /api/checkout/{token}/shipping` (selectShipping): method, drop point, custom zip code. */
  selectShipping(token: string, body: ShippingSelection, options?: RequestOptions): Promise<CheckoutState>;
  /** `GET /api/checkout/{token}/shipping/{shippingOptionId}/droppoints?zipCode=` (getDropPoints). */
  dropPoints(
    token: string,
    shippingOptionId: string,
    zipCode: string,
    options?: RequestOptions,
  ): Promise<DropPointListResponse>;
  /** `POST /api/checkout/{token}/comment` (setComment). */
  setComment(token: string, body: CheckoutComment, options?: RequestOptions): Promise<CheckoutState>;
  /** `POST /api/checkout/{token}/voucher?voucherCode=` (addVoucher). */
  addVoucher(token: string, voucherCode: string, options?: RequestOptions): Promise<CheckoutState>;
  /** `DELETE /api/checkout/{token}/voucher?voucherCode=` (removeVoucher). */
  removeVoucher(token: string, voucherCode: string, options?: RequestOptions): Promise<CheckoutState>;
}

/** Builds the checkout client. */
export function createCheckoutClient(transport: Transport): CheckoutClient {
  const state = (
    operation: string,
    method: 'GET' | 'POST' | 'DELETE',
    token: string,
    rest: string,
    options: RequestOptions | undefined,
    extra: { json?: unknown; searchParams?: Record<string, string> } = {},
  ) =>
    transport.request({
      operation,
      host: 'basket',
      method,
      path: `/api/checkout/${pathParameter(token, 'token', operation)}${rest}`,
      schema: checkoutStateSchema,
      options,
      ...extra,
    });

  const voucher = (operation: string, method: 'POST' | 'DELETE', token: string, code: string) => {
    if (code === null || code === undefined) throw new RequiredError('voucherCode', operation);
    return { operation, method, token, searchParams: { voucherCode: code } };
  };

  return {
    async get(token, options) {
      return state('getCheckout', 'GET', token, '', options);
    },
    async setBillingAddress(token, body, options) {
      return state('setBillingAddress', 'POST', token, '/billingaddress', options, { json: body });
    },
    async setShippingAddress(token, body, options) {
      return state('setShippingAddress', 'POST', token, '/shippingaddress', options, { json: body });
    },
    async deleteShippingAddress(token, options) {
      return state('deleteShippingAddress', 'DELETE', token, '/shippingaddress', options);
    },
    async selectShipping(token, body, options) {
      return state('selectShipping', 'POST', token, '/shipping', options, { json: body });
    },
    async dropPoints(token, shippingOptionId, zipCode, options) {
      const basket = pathParameter(token, 'token', 'getDropPoints');
      const option = pathParameter(shippingOptionId, 'shippingOptionId', 'getDropPoints');
      return transport.request({
        operation: 'getDropPoints',
        host: 'basket',
        method: 'GET',
        path: `/api/checkout/${basket}/shipping/${option}/droppoints`,
        searchParams: { zipCode: zipCode ?? '' },
        schema: dropPointListResponseSchema,
        options,
      });
    },
    async setComment(token, body, options) {
      return state('setComment', 'POST', token, '/comment', options, { json: body });
    },
    async addVoucher(token, voucherCode, options) {
      const call = voucher('addVoucher', 'POST', token, voucherCode);
      return state(call.operation, call.method, token, '/voucher', options, {
        searchParams: call.searchParams,
      });
    },
    async removeVoucher(token, voucherCode, options) {
      const call = voucher('removeVoucher', 'DELETE', token, voucherCode);
      return state(call.operation, call.method, token, '/voucher', options, {
        searchParams: call.searchParams,
      });
    },
  };
}
