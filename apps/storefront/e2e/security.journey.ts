import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium } from './harness/chromium.ts';
import { openJourney } from './harness/journey.ts';
import { defaultSiteUrl } from './harness/sites.ts';

describe('security headers of the production server', () => {
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });

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
});
