/**
 * Issue 44: the pictures of a basket, its checkout, its receipt and the shopper's order are
 * under the shop's own origin, as the catalogue's are (the origin of links: the storefront
 * server forwards the call with its host, and forwards `/images/*` and `/media/*` back to the
 * API), never under PUBLIC_ORIGIN; and a product's uploaded picture is its line's picture, the
 * one its page shows first for that colour (shared/media-urls.ts, decision 0064).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  authenticateResponseSchema,
  basketCheckoutResponseSchema,
  basketResponseSchema,
  orderSchema,
  productSchema,
  receiptSchema,
} from '@clubshop/api-sdk/contract';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStaff } from '../src/staff/staff-service.ts';
import { aarhusBilling } from '../src/testing/checkout-scene.ts';
import { type CommerceTestApi, createCommerceTestApi, findItems } from '../src/testing/commerce-test-api.ts';
import { expectContract } from './contract.ts';

vi.setConfig({ testTimeout: 120_000 });

const storeId = 'northbridge-dk';
/** The API's own address: the links of a caller that reached it directly. */
const publicOrigin = 'http://api.clubshop.example';
/** The shop as the shopper's browser reaches it (the storefront's port of the development rule). */
const shop = 'http://northbridge-dk.localhost:5173';
/** What the storefront server adds to every call it forwards (server/api-proxy.ts). */
const fromShop = { 'X-Forwarded-Host': new URL(shop).host, 'X-Forwarded-Proto': 'http' };
const staffPassword = 'staff password 1';
const mediaDir = mkdtempSync(join(tmpdir(), 'clubshop-asset-urls-'));

let api: CommerceTestApi;
/** The uploaded picture (`/images/uploads/...`) and the product that shows it. */
let upload: string;
let photoProductId: string;
let photoItemId: string;
/** A seeded product with no upload (its generated picture). */
let plainItemId: string;

/** A call of the admin API as the owner. */
async function admin(token: string, method: string, path: string, body?: unknown) {
  const init: RequestInit = { method, headers: { Authorization: `Bearer ${token}` } };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
  }
  const response = await api.fetch(`/admin/api${path}`, init);
  // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in the setup
  return { status: response.status, body: (await response.json()) as any };
}

beforeAll(async () => {
  api = await createCommerceTestApi({
    origin: publicOrigin,
    // The storefront server is the one proxy in front, as scripts/start.mjs and compose.yaml run it.
    config: { trustProxy: 1, mediaDir },
  });
  await createStaff(api.deps.db, { name: 'cli' }, new Date(), {
    email: 'owner@assets.example',
    password: staffPassword,
    role: 'owner',
    sites: 'all',
  });
  const tokenAnswer = await api.json('POST', '/admin/api/auth/token', {
    grant_type: 'password',
    username: 'owner@assets.example',
    password: staffPassword,
  });
  const staffToken = (tokenAnswer.body as { access_token: string }).access_token;

  // Staff upload a picture in the back office and give it to a new product.
  const picture = await sharp({ create: { width: 600, height: 750, channels: 3, background: '#0a5' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'shirt.png');
  const uploaded = await admin(staffToken, 'POST', `/sites/${storeId}/media`, form);
  expect(uploaded.status).toBe(201);
  upload = uploaded.body.src;
  expect(upload).toMatch(/^\/images\/uploads\//);
  const category = await admin(staffToken, 'POST', `/sites/${storeId}/categories`, { name: 'Photo kits' });
  expect(category.status).toBe(201);
  const created = await admin(staffToken, 'POST', `/sites/${storeId}/products`, {
    handle: 'photo-kit',
    name: { da: 'Fotosæt', en: 'Photo kit' },
    category: category.body.key ?? 'photo-kits',
    kind: 'shirt',
    images: [{ src: upload, alt: 'The kit from the front' }],
    variants: [
      {
        colour: { da: 'Grøn', en: 'Green' },
        colorHex: '#00AA55',
        prices: { DKK: { price: 49900 }, EUR: { price: 6700 }, GBP: { price: 5900 } },
        items: [{ sku: 'photo-kit-m', size: 'm', stock: 20 }],
      },
    ],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const listed = await admin(staffToken, 'GET', `/sites/${storeId}/products?search=photo-kit`);
  photoProductId = listed.body.items[0].id;
  const [product] = expectContract(
    v.array(productSchema),
    (await api.json('GET', `/api/products?id=${photoProductId}`, undefined, { StoreId: storeId })).body,
  );
  photoItemId = product?.variants?.[0]?.id ?? '';
  expect(photoItemId).not.toBe('');

  const [plain] = await findItems(api, {
    clubId: 'northbridge',
    currency: 'DKK',
    state: 'InStock',
    minStock: 10,
  });
  plainItemId = plain?.itemId ?? '';
}, 180_000);
afterAll(async () => {
  await api?.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

/** Every `image.url` of basket lines. */
const lineImages = (lines: ReadonlyArray<{ image?: { url: string } | undefined }> | undefined) =>
  (lines ?? []).map((line) => line.image?.url ?? '(none)');

describe('the pictures of a purchase', () => {
  it('are under the shop origin in the basket, checkout, receipt and order, and the upload is the line picture', async () => {
    const email = `assets-${Date.now()}@example.com`;
    const password = 'correct horse battery';
    const site = { StoreId: storeId, ...fromShop };
    expect(
      (
        await api.json(
          'POST',
          '/api/users/register',
          { email, password, firstName: 'Ada', lastName: 'L' },
          site,
        )
      ).status,
    ).toBe(201);
    const auth = expectContract(
      authenticateResponseSchema,
      (
        await api.json(
          'POST',
          '/api/users/authenticate',
          { grant_type: 'password', username: email, password },
          site,
        )
      ).body,
    );
    const h = { ...site, Authorization: `Bearer ${auth.result?.access_token}` };

    const token =
      expectContract(basketResponseSchema, (await api.json('POST', '/api/baskets', undefined, h)).body)
        .summary?.token ?? '';
    await api.json('POST', `/api/baskets/${token}`, { productId: photoItemId, quantity: 1 }, h);
    const basket = expectContract(
      basketResponseSchema,
      (await api.json('POST', `/api/baskets/${token}`, { productId: plainItemId, quantity: 1 }, h)).body,
    ).basket;
    const [photoLine, plainLine] = lineImages(basket?.lines);
    // The uploaded picture, on the shop's origin, exactly as the product page shows it first.
    expect(photoLine).toBe(`${shop}${upload}`);
    expect(plainLine).toMatch(new RegExp(`^${shop}/media/product/`));
    const [page] = expectContract(
      v.array(productSchema),
      (await api.json('GET', `/api/products?id=${photoProductId}`, undefined, h)).body,
    );
    expect(page?.images?.[0]?.url).toBe(photoLine);
    expect(page?.variants?.find((variant) => variant.id === photoItemId)?.images?.[0]?.url).toBe(photoLine);

    // The checkout page shows the basket as GET answers it.
    await api.json(
      'POST',
      `/api/checkout/${token}/billingaddress`,
      aarhusBilling(email, 'Ada', 'Lovelace'),
      h,
    );
    await api.json('POST', `/api/checkout/${token}/shipping`, { shippingMethodId: 'dk-home' }, h);
    const atCheckout = expectContract(
      basketResponseSchema,
      (await api.json('GET', `/api/baskets/${token}`, undefined, h)).body,
    );
    expect(lineImages(atCheckout.basket?.lines)).toEqual([photoLine, plainLine]);

    const started = expectContract(
      basketCheckoutResponseSchema,
      (
        await api.json(
          'POST',
          `/api/baskets/${token}/checkout`,
          { paymentProviderId: 'mobilepay', returnUrl: `${shop}/receipt/`, cancelUrl: `${shop}/checkout/` },
          h,
        )
      ).body,
    );
    const paymentPage = new URL(started.data?.url ?? '');
    expect(paymentPage.origin).toBe(shop);
    expect((await api.fetch(`${paymentPage.pathname}/approve`, { method: 'POST' })).status).toBe(303);

    const receipt = expectContract(
      receiptSchema,
      (await api.json('GET', `/api/baskets/${token}/receipt`, undefined, h)).body,
    );
    expect(lineImages(receipt.basket.lines)).toEqual([photoLine, plainLine]);
    const order = expectContract(
      orderSchema,
      (await api.json('GET', `/api/users/me/orders/${receipt.summary.orderId}`, undefined, h)).body,
    );
    expect(lineImages(order.lines)).toEqual([photoLine, plainLine]);
  });

  it('follows the origin of links: PUBLIC_ORIGIN for a caller that reached the API itself, as the catalogue', async () => {
    const direct = { StoreId: storeId };
    const token =
      expectContract(basketResponseSchema, (await api.json('POST', '/api/baskets', undefined, direct)).body)
        .summary?.token ?? '';
    const basket = expectContract(
      basketResponseSchema,
      (await api.json('POST', `/api/baskets/${token}`, { productId: photoItemId, quantity: 1 }, direct)).body,
    ).basket;
    const [product] = expectContract(
      v.array(productSchema),
      (await api.json('GET', `/api/products?id=${photoProductId}`, undefined, direct)).body,
    );
    expect(lineImages(basket?.lines)).toEqual([`${publicOrigin}${upload}`]);
    expect(product?.images?.[0]?.url).toBe(`${publicOrigin}${upload}`);
  });
});
