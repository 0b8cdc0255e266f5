/**
 * The ClubShop conformance kit against the API of .env (VITE_API_URL): every call of the contract
 * the storefront makes, its answers' shapes and behaviour. It writes a test basket, a newsletter
 * signup and a contact message: point it at a test backend.
 */
import { formatReport, runConformance } from '@clubshop/conformance';
import { expect, it } from 'vitest';
import { apiUrl } from './shop-client.ts';

const pageUrl = process.env.SHOP_PAGE_URL ?? 'http://localhost:5173/';

it('the API conforms to the ClubShop contract', async () => {
  const report = await runConformance({ apiBaseUrl: apiUrl, siteUrl: pageUrl });
  expect(report.ok, formatReport(report)).toBe(true);
  expect(report.results.filter((result) => result.status === 'pass').length).toBeGreaterThan(40);
});
