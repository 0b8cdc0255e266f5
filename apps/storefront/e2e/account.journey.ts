/**
 * Journeys 6, 7 and 8: register, log in, find the order in the order history and open it, edit
 * account details, log out; forgot password -> reset with the mailed token -> log in; an access
 * token that goes bad mid-session is refreshed without the shopper noticing.
 *
 * SKIPPED, waiting for the storefront's account pages: src/pages/login, forgot-password,
 * reset-password and user/{profile,account-details,order-history,order} are 7-line stubs that
 * render only their heading (no login/register form, no order list, no profile layout content).
 * Enable each journey as its pages land. Expect the labels below once ui-kit's keys
 * (User.Register.FirstName/LastName/Email/Password/PasswordConfirmation,
 * User.ResetPassword.Password/PasswordConfirmation, User.ForgotPassword.Email, Form.FirstName,
 * Form.Phone, User.AccountDetails.Submit/Saved, User.Orders.Number/Items/Loading) are in the seed
 * dictionary: today they render as raw keys.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { basketWithLine } from './harness/basket-setup.ts';
import { checkoutToPayment } from './harness/checkout-steps.ts';
import { launchChromium } from './harness/chromium.ts';
import { runJourney, seriousPageErrors } from './harness/journey.ts';
import { devMails, uniqueEmail } from './harness/shop-api.ts';
import { siteUrl } from './harness/sites.ts';

const password = 'Correct-Horse-42';

/** Registers through the register form and logs in through the login form. */
async function registerAndLogIn(page: Page, email: string, secret = password): Promise<void> {
  await page.goto(siteUrl('northbridge', 'gb', '/login/'));
  const register = page.getByRole('form', { name: 'Create an account' });
  await register.getByRole('textbox', { name: 'First name' }).fill('Robin');
  await register.getByRole('textbox', { name: 'Last name' }).fill('Ashdown');
  await register.getByRole('textbox', { name: 'Email' }).fill(email);
  await register.getByLabel('Password', { exact: true }).fill(secret);
  await register.getByLabel('Repeat password').fill(secret);
  await register.getByRole('button', { name: 'Create account' }).click();
  await page.getByText('Check your email to confirm your account').waitFor();
  await logIn(page, email, secret);
}

async function logIn(page: Page, email: string, secret: string): Promise<void> {
  await page.goto(siteUrl('northbridge', 'gb', '/login/'));
  const login = page.getByRole('form', { name: 'Log in' });
  await login.getByRole('textbox', { name: 'Email' }).fill(email);
  await login.getByLabel('Password', { exact: true }).fill(secret);
  await login.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/user/'));
  await page.getByRole('banner').getByRole('link', { name: 'My account' }).waitFor();
}

/** The auth cookies of @clubshop/auth (ACCESS_TOKEN_COOKIE / REFRESH_TOKEN_COOKIE). */
async function authCookies(context: BrowserContext) {
  const cookies = await context.cookies();
  return {
    access: cookies.find((cookie) => cookie.name === 'clubshop_access_token'),
    refresh: cookies.find((cookie) => cookie.name === 'clubshop_refresh_token'),
  };
}

describe('accounts', () => {
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });

  test.skip('6. register, log in, find the order in the history and open it, edit details, log out', async () => {
    await runJourney(browser, 'account', async (journey) => {
      const { page, context } = journey;
      const email = uniqueEmail('account');
      await registerAndLogIn(page, email);
      await journey.expectAccessible('profile page');

      await basketWithLine(context, { club: 'northbridge', country: 'gb', variantId: 'nb-p1001-navy' });
      await page.goto(siteUrl('northbridge', 'gb', '/checkout/'));
      await checkoutToPayment(journey, email);
      await page.getByRole('button', { name: 'Approve payment' }).click();
      await page.waitForURL((url) => url.pathname === '/receipt/');
      const receipt = (await page.getByRole('main').textContent()) ?? '';
      const orderNumber = /Order number\s*:?\s*([A-Z0-9-]+)/i.exec(receipt)?.[1];
      expect(orderNumber).toBeTruthy();

      const profileNavigation = () => page.getByRole('navigation').filter({ hasText: 'Order History' });
      await page.getByRole('banner').getByRole('link', { name: 'My account' }).click();
      await profileNavigation().getByRole('link', { name: 'Order History' }).click();
      await page.getByRole('heading', { level: 1, name: 'Your orders' }).waitFor();
      const row = page
        .getByRole('main')
        .getByRole('row')
        .filter({ hasText: orderNumber ?? '' });
      await row.waitFor();
      await journey.expectAccessible('order history');
      await row.getByRole('link', { name: /View order/ }).click();
      await page.waitForURL((url) => /^\/user\/order-history\/[^/]+\/$/.test(url.pathname));
      await page
        .getByRole('main')
        .getByText(orderNumber ?? '')
        .first()
        .waitFor();
      await page.getByRole('main').getByText('Classic Away Shirt 26/27').first().waitFor();
      await journey.expectAccessible('single order');

      await profileNavigation().getByRole('link', { name: 'Account Details' }).click();
      await page.getByRole('textbox', { name: 'Phone' }).fill('+44 20 7946 0999');
      await page.getByRole('textbox', { name: 'City' }).fill('Leeds');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Your details are saved').waitFor();
      await page.reload();
      await expect.poll(() => page.getByRole('textbox', { name: 'City' }).inputValue()).toBe('Leeds');
      await journey.expectAccessible('account details');

      await profileNavigation().getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
      expect((await authCookies(context)).access).toBeUndefined();
      expect(seriousPageErrors(journey)).toEqual([]);
    });
  });

  test.skip('7. forgot password -> reset with the mailed token -> log in with the new password', async () => {
    await runJourney(browser, 'password-reset', async (journey) => {
      const { page, context } = journey;
      const email = uniqueEmail('reset');
      await registerAndLogIn(page, email);
      await context.clearCookies();

      await page.goto(siteUrl('northbridge', 'gb', '/login/'));
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await page.waitForURL((url) => url.pathname === '/forgot-password/');
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByText('If the address is registered, we have sent a link to it').waitFor();
      await journey.expectAccessible('forgot password sent');

      await expect.poll(async () => (await devMails(email)).length).toBeGreaterThan(0);
      const link = (await devMails(email))
        .flatMap((mail) => mail.links)
        .find((url) => url.includes('/reset-password/'));
      expect(link).toBeTruthy();
      const resetUrl = new URL(link ?? '');
      await page.goto(siteUrl('northbridge', 'gb', `${resetUrl.pathname}${resetUrl.search}`));
      const newPassword = 'Brand-New-Secret-7';
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByLabel('Repeat new password').fill(newPassword);
      await page.getByRole('button', { name: 'Save password' }).click();
      await page.getByText('Your password has been changed').waitFor();
      await journey.expectAccessible('password changed');

      await logIn(page, email, newPassword);
      expect(seriousPageErrors(journey)).toEqual([]);
    });
  });

  test.skip('8. an access token gone bad mid-session is refreshed silently', async () => {
    await runJourney(browser, 'token-refresh', async (journey) => {
      const { page, context } = journey;
      const email = uniqueEmail('refresh');
      await registerAndLogIn(page, email);
      const { access, refresh } = await authCookies(context);
      expect(access && refresh).toBeTruthy();

      // The access token is replaced by garbage (as if it expired server-side); the refresh
      // cookie stays. The next call answers 401 and must be refreshed and retried unnoticed.
      await context.addCookies([
        { ...(access as NonNullable<typeof access>), value: 'expired.garbage.token' },
      ]);
      await page.goto(siteUrl('northbridge', 'gb', '/user/order-history/'));
      await page.getByRole('heading', { level: 1, name: 'Your orders' }).waitFor();
      await page.getByText('You have no orders yet').waitFor();
      expect(page.url()).toContain('/user/order-history/');
      const after = await authCookies(context);
      expect(after.access?.value).not.toBe('expired.garbage.token');
      expect(after.refresh?.value).not.toBe(refresh?.value);

      // Gone entirely (expired cookie): the refresh cookie still carries the session.
      await context.clearCookies({ name: 'clubshop_access_token' });
      await page.goto(siteUrl('northbridge', 'gb', '/user/profile/'));
      await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
      expect(page.url()).toContain('/user/profile/');
      await journey.expectAccessible('profile after a silent refresh');
      expect(seriousPageErrors(journey)).toEqual([]);
    });
  });
});
