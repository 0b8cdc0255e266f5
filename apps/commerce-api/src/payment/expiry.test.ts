/**
 * Payment sessions expire (30 minutes): an abandoned payment page gives its single-use voucher
 * back, its page and approve say so (409), and an approve whose voucher was used up meanwhile is
 * a 409 naming the code, with the way back to the shop saying why. Time moves on a test clock.
 */
import { createTestClock } from '@clubshop/commerce-api/testing';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { vouchers } from '../db/tables/checkout';
import {
  aarhusBilling,
  addVoucher,
  basketReadyToPay,
  danishItems,
  danishStoreId,
  startPayment,
} from '../testing/checkout-scene';
import type { TestItem } from '../testing/commerce-test-api';
import { createCommerceTestApi } from '../testing/commerce-test-api';
import { openForFile } from '../testing/open-for-file.ts';
import { orders, paymentSessions } from './tables';

const clock = createTestClock();
const api = openForFile(() => createCommerceTestApi({ clock }));
let storeId: string;
let item: TestItem;

beforeAll(async () => {
  storeId = danishStoreId(api);
  [item] = (await danishItems(api)) as [TestItem];
}, 180_000);

const h = () => ({ StoreId: storeId });

async function basketWith(voucher?: string) {
  const token = await basketReadyToPay(api, {
    headers: h(),
    lines: [{ itemId: item.itemId, quantity: 1 }],
    billing: aarhusBilling('ada@example.com'),
  });
  if (voucher) {
    const status = await addVoucher(api, token, voucher, h());
    if (status !== 200) return { token, voucherStatus: status };
  }
  return { token, voucherStatus: 200 };
}

async function startPaying(token: string) {
  const parsed = await startPayment(api, token, h());
  expect(parsed.success).toBe(true);
  return parsed.data?.url ?? '';
}

const redemptions = async (code: string) =>
  (await api.database.db.select().from(vouchers).where(eq(vouchers.code, code)))[0]?.redemptionCount;

describe('payment session lifetime', () => {
  it('an expired payment session releases its single-use voucher; its page and approve say it expired', async () => {
    const first = await basketWith('ONCE25');
    const url = await startPaying(first.token);
    expect(await redemptions('ONCE25')).toBe(1);
    // Within the lifetime the code stays held.
    clock.advance(29 * 60_000);
    expect((await basketWith('ONCE25')).voucherStatus).toBe(409);
    // Past it, the next basket gets the code, and can pay with it.
    clock.advance(2 * 60_000);
    const second = await basketWith('ONCE25');
    expect(second.voucherStatus).toBe(200);
    expect(await redemptions('ONCE25')).toBe(0);
    const [expired] = await api.database.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.basketToken, first.token));
    expect(expired?.status).toBe('expired');
    const approvedElsewhere = await api.fetch(`${await startPaying(second.token)}/approve`, {
      method: 'POST',
    });
    expect(approvedElsewhere.status).toBe(303);
    expect(await redemptions('ONCE25')).toBe(1);

    const page = await api.fetch(url);
    expect(page.status).toBe(409);
    const text = await page.text();
    expect(text).toContain('Denne betaling er udløbet');
    expect(text).toContain('http://localhost:5173/checkout/?payment=failed&#38;reason=expired');
    expect(text).not.toContain(first.token);
    const approve = await api.fetch(`${url}/approve`, { method: 'POST' });
    expect(approve.status).toBe(409);
    expect(await approve.text()).toContain('Denne betaling er udløbet');
    expect(await api.database.db.select().from(orders).where(eq(orders.basketToken, first.token))).toEqual(
      [],
    );
  });

  it('answers an approve whose voucher was used up meanwhile with a 409 naming the code, not a 500', async () => {
    const basket = await basketWith('SINGLE15');
    const url = await startPaying(basket.token);
    // The reservation was given back and the code redeemed by another order meanwhile.
    await api.database.db.execute(
      sql`update basket_vouchers set reserved_at = null where basket_token = ${basket.token}`,
    );
    await api.database.db.update(vouchers).set({ redemptionCount: 1 }).where(eq(vouchers.code, 'SINGLE15'));
    const approve = await api.fetch(`${url}/approve`, { method: 'POST' });
    expect(approve.status).toBe(409);
    const text = await approve.text();
    // In the shop's culture (the test site speaks Danish), naming the code.
    expect(text).toContain('Rabatkoden &#34;SINGLE15&#34; er allerede brugt.');
    expect(text).toContain('Du er ikke blevet opkrævet');
    expect(text).toContain('payment=failed&#38;reason=voucher-used');
    expect(await api.database.db.select().from(orders).where(eq(orders.basketToken, basket.token))).toEqual(
      [],
    );
  });

  it('keeps the vouchers of a basket while another of its payments is live', async () => {
    const basket = await basketWith('USED30');
    expect(basket.voucherStatus).toBe(409); // seeded as used up
    await api.database.db.update(vouchers).set({ redemptionCount: 0 }).where(eq(vouchers.code, 'USED30'));
    expect(await addVoucher(api, basket.token, 'USED30', h())).toBe(200);
    const firstPage = await startPaying(basket.token);
    const secondPage = await startPaying(basket.token);
    expect((await api.fetch(`${firstPage}/cancel`, { method: 'POST' })).status).toBe(303);
    expect(await redemptions('USED30')).toBe(1);
    expect((await api.fetch(`${secondPage}/approve`, { method: 'POST' })).status).toBe(303);
    expect(await redemptions('USED30')).toBe(1);
  });
});
