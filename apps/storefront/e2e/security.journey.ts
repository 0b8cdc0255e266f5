import { describe, expect, test } from 'vitest';
import { chromiumForTests } from './harness/chromium-for-tests.ts';
import { openJourney } from './harness/journey.ts';
import { defaultSiteUrl } from './harness/sites.ts';

describe('security headers of the production server', () => {
  const browser = chromiumForTests();

  test('every page is sent with a strict CSP and the hardening headers', async () => {
    const journey = await openJourney(browser);
    try {
      const response = await journey.page.goto(defaultSiteUrl('/'));
      const headers = response?.headers() ?? {};
      const policy = headers['content-security-policy'] ?? '';
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(journey.pageErrors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
    } catch (error) {
      await journey.screenshot('security-headers');
      throw error;
    } finally {
      await journey.close();
    }
  });

  test("a shareable page's CSP has no nonce, runs the page's own scripts and blocks an injected one", async () => {
    const journey = await openJourney(browser);
    try {
      // The page as a shared cache holds it, with a script slipped in after the server wrote it
      // (what a nonce anyone can read would let through).
      await journey.page.route(defaultSiteUrl('/men/shirts/'), async (route) => {
        const original = await route.fetch();
        const html = (await original.text()).replace(
          '</body>',
          '<script>window.__injected = true;</script></body>',
        );
        await route.fulfill({ response: original, body: html });
      });
      const response = await journey.page.goto(defaultSiteUrl('/men/shirts/'));
      const headers = response?.headers() ?? {};
      expect(headers['cache-control']).toMatch(/^public/);
      const policy = headers['content-security-policy'] ?? '';
      expect(policy).not.toMatch(/nonce|unsafe-inline/);
      expect(policy).toContain("'strict-dynamic'");
      // Hydrated (openJourney's goto waits for it): the page's own hashed scripts ran.
      expect(await journey.page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');
      expect(
        await journey.page.evaluate(() => (window as { __injected?: boolean }).__injected),
      ).toBeUndefined();
    } catch (error) {
      await journey.screenshot('shared-page-csp');
      throw error;
    } finally {
      await journey.close();
    }
  });

  test('hashed assets are cached for good; source maps and the build manifest are not served', async () => {
    const journey = await openJourney(browser);
    try {
      const scripts: string[] = [];
      journey.page.on('response', (response) => {
        if (/\/assets\/.*\.js$/.test(response.url())) scripts.push(response.url());
      });
      await journey.page.goto(defaultSiteUrl('/'));
      expect(scripts.length).toBeGreaterThan(0);
      const request = journey.page.request;
      const script = await request.get(scripts[0] ?? '');
      expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      // The build writes a hidden map beside every chunk: it stays on the server.
      expect((await request.get(`${scripts[0]}.map`)).status()).toBe(404);
      expect((await request.get(defaultSiteUrl('/.vite/manifest.json'))).status()).toBe(404);
      expect((await request.get(defaultSiteUrl('/.vite/grouped-modules.json'))).status()).toBe(404);
    } catch (error) {
      await journey.screenshot('assets-and-maps');
      throw error;
    } finally {
      await journey.close();
    }
  });

  test('tokens never go to localStorage', async () => {
    const journey = await openJourney(browser);
    try {
      await journey.page.goto(defaultSiteUrl('/'));
      const keys = await journey.page.evaluate(() => Object.keys(window.localStorage));
      expect(keys.filter((key) => /token|auth/i.test(key))).toEqual([]);
    } finally {
      await journey.close();
    }
  });

  test('the site icon and robots.txt are real files, and loading the icon breaks neither the CSP nor the console', async () => {
    const journey = await openJourney(browser);
    try {
      const icons: Array<{ url: string; status: number }> = [];
      journey.page.on('response', (response) => {
        if (/favicon|apple-touch-icon/.test(response.url()))
          icons.push({ url: response.url(), status: response.status() });
      });
      await journey.page.goto(defaultSiteUrl('/'));
      const links = await journey.page.evaluate(() =>
        [...document.querySelectorAll('link[rel~="icon"]')].map((link) => link.getAttribute('href')),
      );
      expect(links).toEqual(expect.arrayContaining(['/favicon.ico', '/favicon.svg']));

      const request = journey.page.request;
      const ico = await request.get(defaultSiteUrl('/favicon.ico'));
      expect(ico.status()).toBe(200);
      // An ICO file starts with reserved 0, type 1 (icon).
      expect([...(await ico.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
      const svg = await request.get(defaultSiteUrl('/favicon.svg'));
      expect(svg.status()).toBe(200);
      expect(svg.headers()['content-type']).toMatch(/^image\/svg\+xml/);
      expect(await svg.text()).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);

      const robots = await request.get(defaultSiteUrl('/robots.txt'));
      expect(robots.status()).toBe(200);
      expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
      const rules = await robots.text();
      expect(rules).not.toContain('<html');
      expect(rules).toMatch(/^User-agent: \*$/m);
      expect(rules).toMatch(/^Disallow: \/checkout\/$/m);

      expect(icons.filter((icon) => icon.status !== 200)).toEqual([]);
      expect(
        journey.pageErrors.filter((error) => /favicon|Content Security Policy|404/i.test(error)),
      ).toEqual([]);
    } catch (error) {
      await journey.screenshot('site-icon-robots');
      throw error;
    } finally {
      await journey.close();
    }
  });
});
