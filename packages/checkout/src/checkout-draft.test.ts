import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import {
  isEmptyAddress,
  patchCheckoutDraft,
  readCheckoutDraft,
  resetCheckoutDraft,
} from './checkout-draft.ts';

describe('checkout draft', () => {
  it('belongs to one basket token', () => {
    const store = createStore();
    patchCheckoutDraft(store, 't1', { paymentProviderId: 'card' });
    expect(readCheckoutDraft(store, 't1')).toEqual({ token: 't1', paymentProviderId: 'card' });
    expect(readCheckoutDraft(store, 't2')).toEqual({ token: 't2' });
  });

  it('drops a field patched to undefined so the server value shows again', () => {
    const store = createStore();
    patchCheckoutDraft(store, 't1', { shippingMethodId: 'gls', dropPointId: 'dp1' });
    patchCheckoutDraft(store, 't1', { shippingMethodId: undefined });
    expect(readCheckoutDraft(store, 't1')).toEqual({ token: 't1', dropPointId: 'dp1' });
  });

  it('reset clears invoice, shipping, shipping provider and payment provider', () => {
    const store = createStore();
    patchCheckoutDraft(store, 't1', {
      invoiceDetails: { firstName: 'Ada' },
      shippingDetails: { city: 'Leeds' },
      paymentProviderId: 'card',
      shippingMethodId: 'gls',
    });
    resetCheckoutDraft(store, 't1');
    expect(readCheckoutDraft(store, 't1')).toEqual({
      token: 't1',
      invoiceDetails: {},
      shippingDetails: {},
      useShippingAddress: false,
      paymentProviderId: null,
      shippingMethodId: null,
      dropPointId: null,
    });
  });
});

describe('isEmptyAddress', () => {
  it('is true when every field is blank', () => {
    expect(isEmptyAddress({})).toBe(true);
    expect(isEmptyAddress({ firstName: ' ', city: '' })).toBe(true);
    expect(isEmptyAddress({ firstName: 'Ada' })).toBe(false);
  });
});
