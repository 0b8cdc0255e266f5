import { describe, expect, it } from 'vitest';
import { computeTotals } from './totals';

const shirt = { quantity: 2, unitPrice: 5000, unitDiscount: 0 };
const saleScarf = { quantity: 1, unitPrice: 2000, unitDiscount: 500 };

describe('computeTotals', () => {
  it('sums lines, sale discounts and shipping', () => {
    const totals = computeTotals([shirt, saleScarf], [], { price: 495, freeFrom: null });
    expect(totals).toMatchObject({
      quantity: 3,
      subTotal: 12000,
      lineDiscountTotal: 500,
      voucherDiscountTotal: 0,
      goodsTotal: 11500,
      shippingTotal: 495,
      total: 11995,
    });
  });

  it('applies percentages before fixed amounts and never goes below zero', () => {
    const totals = computeTotals(
      [shirt],
      [
        { code: 'FIVER', kind: 'fixed', amount: 500 },
        { code: 'TEN', kind: 'percentage', percent: 10 },
      ],
      null,
    );
    expect(totals.vouchers).toEqual([
      { code: 'FIVER', kind: 'fixed', discount: 500 },
      { code: 'TEN', kind: 'percentage', discount: 1000 },
    ]);
    expect(totals.total).toBe(8500);

    const capped = computeTotals([saleScarf], [{ code: 'BIG', kind: 'fixed', amount: 100000 }], null);
    expect(capped.voucherDiscountTotal).toBe(1500);
    expect(capped.total).toBe(0);
  });

  it('makes shipping free from the threshold, measured after discounts', () => {
    const method = { price: 495, freeFrom: 10000 };
    expect(computeTotals([shirt], [], method).shippingTotal).toBe(0);
    const belowAfterVoucher = computeTotals(
      [shirt],
      [{ code: 'TEN', kind: 'percentage', percent: 10 }],
      method,
    );
    expect(belowAfterVoucher.shippingTotal).toBe(495);
    expect(belowAfterVoucher.total).toBe(9000 + 495);
  });

  it('drops shipping with a free-shipping voucher and for an empty basket', () => {
    const voucher = computeTotals([saleScarf], [{ code: 'SHIPFREE', kind: 'freeShipping' }], {
      price: 495,
      freeFrom: null,
    });
    expect(voucher.shippingTotal).toBe(0);
    expect(voucher.vouchers).toEqual([{ code: 'SHIPFREE', kind: 'freeShipping', discount: 0 }]);
    expect(computeTotals([], [], { price: 495, freeFrom: null }).shippingTotal).toBe(0);
  });
});
