/**
 * Journey 12: the footer's newsletter form (success and failure alerts) and the cookie-consent
 * banner (no tracking request before consent; page views in the data layer only after it) on a
 * club whose settings enable the tag manager (northbridge). And the contact page: its content
 * and the customer-service form.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { chromiumForTests } from './harness/chromium-for-tests.ts';
import { runJourney, seriousPageErrors } from './harness/journey.ts';
import { uniqueEmail } from './harness/shop-api.ts';
import { siteUrl } from './harness/sites.ts';

/** The page_view events in window.dataLayer. */
function pageViews(page: Page): Promise<Array<{ page_path?: string }>> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
      (entry): entry is { event: string; page_path?: string } =>
        typeof entry === 'object' && entry !== null && (entry as { event?: unknown }).event === 'page_view',
    ),
  );
}

describe('newsletter and consent', () => {
  const browser = chromiumForTests();

  test('12a. the footer newsletter form says thank you, and warns when the signup fails', async () => {
    await runJourney(browser, 'newsletter', async (journey) => {
      const { page } = journey;
      await page.goto(siteUrl('northbridge', 'gb', '/'));
      // The footer (and its form) comes to life as the shopper scrolls down to it.
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      const form = page.getByRole('contentinfo').getByRole('form', { name: 'Join the newsletter' });
      await form.waitFor();

      // Required fields are refused with the translated messages before anything is sent.
      await form.getByRole('button', { name: 'Sign up' }).click();
      await form.getByText('This field is required').first().waitFor();
      await journey.expectAccessible('newsletter form with errors');

      await form.getByRole('textbox', { name: 'First name' }).fill('Alex');
      await form.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('newsletter'));
      await form.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
      await form.getByRole('button', { name: 'Sign up' }).click();
      await form.getByRole('status').getByText('Thank you! You are now signed up.').waitFor();
      // Success clears the form.
      expect(await form.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('');
      expect(await form.getByRole('textbox', { name: 'Email' }).inputValue()).toBe('');
      await journey.expectAccessible('newsletter success');

      // The newsletter service fails: the shopper gets the warning, and what they typed stays.
      await page.route('**/api/users/newsletter/**', (route) =>
        route.fulfill({
          status: 503,
          headers: { 'access-control-allow-origin': '*' },
          contentType: 'application/json',
          body: JSON.stringify({ success: false, errors: [{ message: 'Newsletter service unavailable' }] }),
        }),
      );
      await form.getByRole('textbox', { name: 'First name' }).fill('Sam');
      await form.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('newsletter'));
      await form.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
      await form.getByRole('button', { name: 'Sign up' }).click();
      await form.getByText('Sorry, we could not sign you up. Please try again.').waitFor();
      expect(await form.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('Sam');
      expect(seriousPageErrors(journey)).toEqual([]);
      await journey.expectAccessible('newsletter failure');
    });
  });

  test('12b. no tracking before consent; page views in the data layer after it (northbridge: tag manager on)', async () => {
    await runJourney(browser, 'consent', async (journey) => {
      const { page, context } = journey;
      const trackingRequests: string[] = [];
      // No network but loopback: record tracking calls and abort them.
      await context.route(/googletagmanager\.com|google-analytics\.com/, (route) => {
        trackingRequests.push(route.request().url());
        return route.abort();
      });

      await page.goto(siteUrl('northbridge', 'gb', '/'));
      const banner = page.getByRole('dialog', { name: 'We use cookies' });
      await banner.waitFor();
      await journey.expectAccessible('home page with the consent banner');
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Women', exact: true })
        .click();
      await page.waitForURL((url) => url.pathname === '/women/');
      await page.getByRole('heading', { level: 1, name: 'Women' }).waitFor();
      expect(trackingRequests).toEqual([]);
      expect(await pageViews(page)).toEqual([]);

      await banner.getByRole('button', { name: 'Accept all' }).click();
      await banner.waitFor({ state: 'hidden' });
      // The tag manager is loaded only now.
      await expect.poll(() => trackingRequests.some((url) => url.includes('GTM-NBFC001'))).toBe(true);
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Kids', exact: true })
        .click();
      await page.waitForURL((url) => url.pathname === '/kids/');
      await expect
        .poll(async () => (await pageViews(page)).map((view) => view.page_path))
        .toContain('/kids/');
      await journey.expectAccessible('category page after consent');

      // The answer is remembered: a reload shows no banner and tracks the page view.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Kids' }).waitFor();
      expect(await banner.count()).toBe(0);
      await expect.poll(async () => (await pageViews(page)).length).toBeGreaterThan(0);
    });
  });

  test.each([
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ])(
    '12d. the consent banner sits on the bottom edge and covers no call to action ($width px)',
    async (viewport) => {
      await runJourney(
        browser,
        `consent-placement-${viewport.width}`,
        async (journey) => {
          const { page } = journey;
          await page.goto(
            siteUrl('northbridge', 'gb', '/men/shirts/home-kit/classic-home-shirt-26-27-1000-navy/'),
          );
          const banner = page.getByRole('dialog', { name: 'We use cookies' });
          await banner.waitFor();
          const add = page.getByRole('button', { name: 'Add to basket' });
          await add.waitFor();
          // The first thing a keyboard reaches while it asks.
          await page.locator('body').focus();
          await page.keyboard.press('Tab');
          expect(await page.evaluate(() => document.activeElement?.closest('.sf-consent') !== null)).toBe(
            true,
          );
          // On the bottom edge (a bottom sheet or bar), not floating over the middle of the page.
          const box = (await banner.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
          expect(Math.round(box.y + box.height)).toBe(viewport.height);
          expect(box.y).toBeGreaterThan(viewport.height * 0.4);
          // Whatever the banner lies over can be scrolled above it: the Add to basket button (its
          // centre is the button, not the banner) and the very end of the page.
          const uncovered = (selector: string) =>
            page.evaluate((target) => {
              const element = document.querySelector(target);
              if (!element) return false;
              const rect = element.getBoundingClientRect();
              const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
              return hit !== null && element.contains(hit);
            }, selector);
          await add.evaluate((button) => button.scrollIntoView({ block: 'center' }));
          expect(await uncovered('.sf-product__add')).toBe(true);
          // A bar, not a wall: it takes the bottom of the screen only.
          expect(box.height).toBeLessThan(viewport.height * (viewport.width < 768 ? 0.45 : 0.15));
          // The footer's code loads as it nears the screen, and on a phone its sections then fold
          // (the page gets shorter): the end of the page is measured once it has settled.
          await expect
            .poll(async () => {
              await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
              return uncovered('.sf-footer > :last-child');
            })
            .toBe(true);
          await journey.expectAccessible(`product page with the consent banner at ${viewport.width} px`);
          await banner.getByRole('button', { name: 'Only necessary' }).click();
          await banner.waitFor({ state: 'hidden' });
          expect(await page.evaluate(() => document.body.style.paddingBottom)).toBe('');
          expect(seriousPageErrors(journey)).toEqual([]);
        },
        { viewport },
      );
    },
  );

  // A guard that holds today already (nothing tracks yet) and keeps holding once tracking lands.
  test('12c. a club without the tag manager (riverside) never tracks, consent or not', async () => {
    await runJourney(browser, 'consent-no-tag-manager', async (journey) => {
      const { page, context } = journey;
      const trackingRequests: string[] = [];
      await context.route(/googletagmanager\.com|google-analytics\.com/, (route) => {
        trackingRequests.push(route.request().url());
        return route.abort();
      });
      await page.goto(siteUrl('riverside', 'gb', '/'));
      await page.getByRole('list', { name: 'New arrivals' }).getByRole('listitem').first().waitFor();
      const accept = page.getByRole('button', { name: 'Accept all' });
      if (await accept.count()) await accept.click();
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Men', exact: true })
        .click();
      await page.waitForURL((url) => url.pathname === '/men/');
      await page.getByRole('heading', { level: 1, name: 'Men' }).waitFor();
      expect(trackingRequests).toEqual([]);
      expect(await pageViews(page)).toEqual([]);
      await journey.expectAccessible('riverside category page');
    });
  });

  test('contact: the page content (its own chunk) and the customer-service form send a message', async () => {
    await runJourney(browser, 'contact', async (journey) => {
      const { page } = journey;
      const sent: unknown[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/api/customerservice'))
          sent.push(request.postDataJSON());
      });
      await page.goto(siteUrl('northbridge', 'gb', '/contact/'));
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: 'Contact' }).waitFor();
      await main.getByText(/^Questions about an order\?/).waitFor();
      await journey.expectAccessible('contact page');

      await main.getByRole('textbox', { name: 'Name' }).fill('Alex Fan');
      await main.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('contact'));
      await main.getByRole('textbox', { name: 'Subject' }).fill('Shirt size');
      await main.getByRole('textbox', { name: 'Message' }).fill('Does the home shirt run small?');
      await main.getByRole('button', { name: 'Send message' }).click();
      await main.getByRole('status').getByText('Thank you, we will get back to you soon').waitFor();
      expect(sent).toEqual([expect.objectContaining({ name: 'Alex Fan', subject: 'Shirt size' })]);
      expect(seriousPageErrors(journey)).toEqual([]);
    });
  });
});
