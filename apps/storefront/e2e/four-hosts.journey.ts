/**
 * The four API hosts of the requirements (content, catalog, user, basket), each on its own
 * address: every journey runs with the storefront started so (`CONTENT_API_URL`, `CATALOG_API_URL`,
 * `USER_API_URL`, `BASKET_API_URL`, a forwarder each: harness/api-forwarder.ts). This one shops
 * through the four services and then asks each forwarder what it carried: every host got calls,
 * and only calls of its own service, from the server's rendering and from the browser alike.
 */
import { hostOfApiPath } from '@clubshop/api-sdk';
import { describe, expect, test } from 'vitest';
import { chromiumForTests } from './harness/chromium-for-tests.ts';
import { runJourney } from './harness/journey.ts';
import { shopUnderTest } from './harness/shop-under-test.ts';
import { siteUrl } from './harness/sites.ts';

const browser = chromiumForTests();

/** The first path segments (`/api/<segment>`) a forwarder carried. */
async function carried(forwarderUrl: string): Promise<string[]> {
  const response = await fetch(`${forwarderUrl}/_forwarder/seen`);
  return (await response.json()) as string[];
}

describe('four API hosts', () => {
  test('pages, search, the basket and the account each reach their own host, and only theirs', async () => {
    await runJourney(browser, 'four-hosts', async ({ page }) => {
      await page.goto(
        siteUrl('northbridge', 'gb', '/men/shirts/home-kit/classic-home-shirt-26-27-1000-navy/'),
      );
      await page.getByRole('button', { name: 'Add to basket' }).click();
      await page.getByText('Added to basket').waitFor();
      await page.goto(siteUrl('northbridge', 'gb', '/search-page/?q=shirt'));
      await page.getByRole('main').locator('.cs-product-card').first().waitFor();
      await page.goto(siteUrl('northbridge', 'gb', '/login/'));
      const login = page.getByRole('form', { name: 'Log in' });
      await login.getByRole('textbox', { name: 'Email', exact: true }).fill('nobody@example.com');
      await login.getByLabel(/^Password\b/).fill('Wrong-Pass-999');
      await login.getByRole('button', { name: 'Log in' }).click();
      await page.getByText('Email or password is wrong').waitFor();
    });
    const hosts = shopUnderTest().apiHosts;
    expect(new Set(Object.values(hosts)).size).toBe(4);
    for (const [host, url] of Object.entries(hosts)) {
      const segments = await carried(url);
      expect(segments.length, `${host} carried nothing`).toBeGreaterThan(0);
      for (const segment of segments)
        expect(`${segment} on ${host}`).toBe(`${segment} on ${hostOfApiPath(`/api/${segment}`)}`);
    }
  });
});
