/**
 * VAT included in prices (issue 40 item 5, decision 0105), on the real API: the demo sites'
 * seeded rates, the rate and amount a placed order records (798,95 kr. at 25 % includes
 * 159,79 kr.) on the receipt, the admin order and the mail (text and HTML, in Danish); a later rate
 * change leaves the order be; a site without a rate for the destination shows no VAT; bad rates
 * are a 400 naming the field and write nothing.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeVariants, variantPrices } from '../src/db/tables/catalog.ts';
import { vatRates } from '../src/sites/tables.ts';
import { createStaff } from '../src/staff/staff-service.ts';
import { basketReadyToPay, orderOfBasket, startPayment } from '../src/testing/checkout-scene.ts';
import { createCommerceTestApi, findItems } from '../src/testing/commerce-test-api.ts';
import { openForFile } from '../src/testing/open-for-file.ts';

const password = 'staff password 1';
const storeId = 'riverside-dk';
const headers = { StoreId: storeId };
const api = openForFile(() => createCommerceTestApi());
let admin: Record<string, string>;

beforeAll(async () => {
  await createStaff(api.deps.db, { name: 'cli' }, new Date(), {
    email: 'owner@club.example',
    password,
    role: 'owner',
    sites: 'all',
  });
  const token = await api.json('POST', '/admin/api/auth/token', {
    grant_type: 'password',
    username: 'owner@club.example',
    password,
  });
  admin = { Authorization: `Bearer ${(token.body as { access_token: string }).access_token}` };
}, 180_000);

/** A paid Danish order of one item priced 798,95 kr. (free home delivery); its basket token and row. */
async function danishOrder(email: string) {
  const [candidate] = await findItems(api, {
    clubId: 'riverside',
    currency: 'DKK',
    state: 'InStock',
    minStock: 3,
  });
  if (!candidate) throw new Error('no item in stock on riverside-dk');
  const db = api.database.db;
  await db
    .update(variantPrices)
    .set({ unitPrice: 79_895, discountPrice: null })
    .where(and(eq(variantPrices.variantId, candidate.variantId), eq(variantPrices.currency, 'DKK')));
  await db
    .update(storeVariants)
    .set({ price: 79_895 })
    .where(and(eq(storeVariants.variantId, candidate.variantId), eq(storeVariants.storeId, storeId)));
  api.invalidateCatalogue();
  const basket = await basketReadyToPay(api, {
    headers,
    lines: [{ itemId: candidate.itemId, quantity: 1 }],
    billing: {
      email,
      emailConfirmation: email,
      phone: '+45 12 34 56 78',
      firstName: 'Søren',
      lastName: 'Kierkegaard',
      street: 'Nytorv 2',
      city: 'København',
      zipCode: '1450',
      country: 'DK',
    },
  });
  const started = await startPayment(api, basket, headers, 'card');
  expect((await api.fetch(`${started.data?.url}/approve`, { method: 'POST' })).status).toBe(303);
  const order = await orderOfBasket(api, basket);
  if (!order) throw new Error('no order made');
  return { basket, order };
}

const receiptOf = async (basket: string) =>
  (await api.json('GET', `/api/baskets/${basket}/receipt`, undefined, headers)).body as {
    summary: {
      total: { amount: number };
      vat?: { ratePercent: number; amount: { amount: number; currency: string } };
    };
  };

describe('VAT rates', () => {
  it('are seeded for the demo sites with the standard rates of the countries they ship to', async () => {
    const answer = await api.json('GET', `/admin/api/sites/${storeId}/vat-rates`, undefined, admin);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      storeId,
      rates: [
        { country: 'DE', ratePercent: 19 },
        { country: 'DK', ratePercent: 25 },
        { country: 'GB', ratePercent: 20 },
      ],
    });
  });

  it('a placed order records the rate and the VAT in its total; a later rate change leaves it be', async () => {
    const email = 'soren-vat@example.com';
    const { basket, order } = await danishOrder(email);
    expect(order.total).toBe(79_895);
    expect({ rate: order.vatRateBasisPoints, amount: order.vatAmount }).toEqual({
      rate: 2500,
      amount: 15_979,
    });
    const vat = { ratePercent: 25, amount: { amount: 159.79, currency: 'DKK' } };
    expect((await receiptOf(basket)).summary.vat).toEqual(vat);
    const adminOrder = await api.json('GET', `/admin/api/orders/${order.id}`, undefined, admin);
    expect((adminOrder.body as { vat?: unknown }).vat).toEqual(vat);

    // The mail, text and HTML, in Danish: "Heraf moms 25 %: 159,79 kr."
    const [mail] = await api.mails(email);
    expect(mail?.text).toContain('Heraf moms 25\u00a0%: 159,79\u00a0kr.');
    expect(mail?.html).toContain('Heraf moms 25\u00a0%');
    expect(mail?.html).toContain('159,79\u00a0kr.');

    const changed = await api.json(
      'PUT',
      `/admin/api/sites/${storeId}/vat-rates/dk`,
      { ratePercent: 22.5 },
      admin,
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      rates: expect.arrayContaining([{ country: 'DK', ratePercent: 22.5 }]),
    });
    expect((await receiptOf(basket)).summary.vat).toEqual(vat);
  }, 60_000);

  it('refuses a bad rate or country with a 400 naming the field, and writes nothing', async () => {
    const before = await api.database.db.select().from(vatRates).where(eq(vatRates.storeId, storeId));
    for (const body of [
      { ratePercent: -1 },
      { ratePercent: 150 },
      { ratePercent: '25' },
      { ratePercent: 7.777 },
      {},
    ]) {
      const answer = await api.json('PUT', `/admin/api/sites/${storeId}/vat-rates/DK`, body, admin);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect((answer.body as { errors: Array<{ field?: string }> }).errors[0]?.field).toBe('ratePercent');
    }
    const country = await api.json(
      'PUT',
      `/admin/api/sites/${storeId}/vat-rates/DKK`,
      { ratePercent: 25 },
      admin,
    );
    expect(country.status).toBe(400);
    expect((country.body as { errors: Array<{ field?: string }> }).errors[0]?.field).toBe('country');
    const text = await api.json('PUT', `/admin/api/sites/${storeId}/vat-rates/DK`, 'twenty-five', admin);
    expect(text.status).toBe(400);
    expect(await api.database.db.select().from(vatRates).where(eq(vatRates.storeId, storeId))).toEqual(
      before,
    );
  });

  it('an order to a destination the site has no rate for shows no VAT', async () => {
    await api.database.db
      .delete(vatRates)
      .where(and(eq(vatRates.storeId, storeId), eq(vatRates.country, 'DK')));
    const email = 'no-vat@example.com';
    const { basket, order } = await danishOrder(email);
    expect({ rate: order.vatRateBasisPoints, amount: order.vatAmount }).toEqual({ rate: null, amount: null });
    expect((await receiptOf(basket)).summary).not.toHaveProperty('vat');
    const [mail] = await api.mails(email);
    expect(mail?.text).not.toContain('moms');
  }, 60_000);
});
