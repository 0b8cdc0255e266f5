/**
 * Journeys 6, 7 and 8: register, log in, find the order in the order history and open it, edit
 * account details, log out; forgot password -> reset with the mailed token -> log in (the old
 * password is refused); an access token that goes bad mid-session is refreshed without the shopper
 * noticing, and so is an access-token cookie that expired (the refresh cookie resumes the session).
 *
 * Field names are the seed dictionary's labels. Password inputs have no textbox role, so they are
 * found by their label; a required field's label carries an aria-hidden "*", hence the anchored
 * patterns (/^Password\b/) instead of exact strings.
 */
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, SESSION_MARKER_COOKIE } from '@clubshop/auth';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { basketWithLine } from './harness/basket-setup.ts';
import { checkoutToPayment } from './harness/checkout-steps.ts';
import { chromiumForTests } from './harness/chromium-for-tests.ts';
import { runJourney, seriousPageErrors } from './harness/journey.ts';
import { devMails, siteOf, uniqueEmail } from './harness/shop-api.ts';
import { shopUnderTest } from './harness/shop-under-test.ts';
import { siteUrl } from './harness/sites.ts';

const password = 'Correct-Horse-42';

/** Registers through the register form and logs in through the login form. */
async function registerAndLogIn(page: Page, email: string, secret = password): Promise<void> {
  await page.goto(siteUrl('northbridge', 'gb', '/login/'));
  const register = page.getByRole('form', { name: 'Create an account' });
  await register.getByRole('textbox', { name: 'First name' }).fill('Robin');
  await register.getByRole('textbox', { name: 'Last name' }).fill('Ashdown');
  await register.getByRole('textbox', { name: 'Email' }).fill(email);
  await register.getByLabel(/^Password\b/).fill(secret);
  await register.getByLabel(/^Confirm password\b/).fill(secret);
  await register.getByRole('button', { name: 'Create account' }).click();
  await page.getByText('Check your email to confirm your account').waitFor();
  await logIn(page, email, secret);
}

/** Registers an account through the API (for journeys about something other than registering). */
async function registerThroughApi(email: string, secret = password): Promise<void> {
  const site = siteOf('northbridge', 'gb');
  const response = await fetch(`${shopUnderTest().apiUrl}/api/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', StoreId: site.storeId, culture: site.culture },
    body: JSON.stringify({ email, password: secret, firstName: 'Robin', lastName: 'Ashdown' }),
  });
  if (!response.ok) throw new Error(`register answered ${response.status}: ${await response.text()}`);
}

async function logIn(page: Page, email: string, secret: string): Promise<void> {
  await page.goto(siteUrl('northbridge', 'gb', '/login/'));
  const login = page.getByRole('form', { name: 'Log in' });
  await login.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  // The label text carries the required mark ("Password *").
  await login.getByLabel(/^Password\b/).fill(secret);
  await login.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/user/'));
  await page.getByRole('banner').getByRole('link', { name: 'My account' }).waitFor();
}

/** The auth cookies the browser holds. */
async function authCookies(context: BrowserContext) {
  const cookies = await context.cookies();
  return {
    access: cookies.find((cookie) => cookie.name === ACCESS_TOKEN_COOKIE),
    refresh: cookies.find((cookie) => cookie.name === REFRESH_TOKEN_COOKIE),
  };
}

/**
 * A new shopper (e-mail labelled `label`) signed in, whose access token then goes bad (replaced
 * by garbage, as if it expired server-side) while the refresh cookie stays: the next call answers
 * 401 and must be refreshed. The auth cookies as they were before.
 */
async function signedInWithBadAccessToken(page: Page, context: BrowserContext, label: string) {
  const email = uniqueEmail(label);
  await registerThroughApi(email);
  await logIn(page, email, password);
  const { access, refresh } = await authCookies(context);
  expect(access && refresh).toBeTruthy();
  await context.addCookies([{ ...(access as NonNullable<typeof access>), value: 'expired.garbage.token' }]);
  return { access, refresh };
}

describe('accounts', () => {
  const browser = chromiumForTests();

  test('6. register, log in, find the order in the history and open it, edit details, log out', async () => {
    await runJourney(browser, 'account', async (journey) => {
      const { page, context } = journey;
      const email = uniqueEmail('account');
      await registerAndLogIn(page, email);
      await journey.expectAccessible('profile page');
      // The storefront server holds the session: no script on the page can read a token (only
      // the marker saying there is a session), and the token cookies are HttpOnly, SameSite=Lax.
      const pageCookies = await page.evaluate(() => document.cookie);
      expect(pageCookies).not.toMatch(/clubshop_(access|refresh)_token/);
      expect(pageCookies).toContain(`${SESSION_MARKER_COOKIE}=1`);
      const held = await authCookies(context);
      for (const cookie of [held.access, held.refresh]) {
        expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      }

      await basketWithLine(context, { club: 'northbridge', country: 'gb', variantId: 'nb-p1001-navy' });
      await page.goto(siteUrl('northbridge', 'gb', '/checkout/'));
      await checkoutToPayment(journey, email);
      await page.getByRole('button', { name: 'Approve payment' }).click();
      await page.waitForURL((url) => url.pathname === '/receipt/');
      // The receipt loads its order after the URL changes: wait for the number to show. Order
      // numbers look like CS-12345678; the receipt's next sentence follows without a space in
      // textContent, so the pattern is case-sensitive and ends at the digits.
      const readOrderNumber = async () =>
        /Order number\s*:?\s*([A-Z]+-\d+)/.exec((await page.getByRole('main').textContent()) ?? '')?.[1];
      await expect.poll(readOrderNumber).toBeTruthy();
      const orderNumber = await readOrderNumber();

      const profileNavigation = () => page.getByRole('navigation').filter({ hasText: 'Order History' });
      await page.getByRole('banner').getByRole('link', { name: 'My account' }).click();
      await profileNavigation().getByRole('link', { name: 'Order History' }).click();
      await page.getByRole('heading', { name: 'Your orders' }).waitFor();
      const row = page
        .getByRole('main')
        .getByRole('row')
        .filter({ hasText: orderNumber ?? '' });
      await row.waitFor();
      // The status label, not the raw status value or a dictionary key.
      await row.getByText('Confirmed', { exact: true }).waitFor();
      await journey.expectAccessible('order history');
      await row.getByRole('link', { name: /View order/ }).click();
      await page.waitForURL((url) => /^\/user\/order-history\/[^/]+\/$/.test(url.pathname));
      await page
        .getByRole('main')
        .getByText(orderNumber ?? '')
        .first()
        .waitFor();
      await page.getByRole('main').getByText('Classic Away Shirt 26/27').first().waitFor();
      await page.getByRole('main').getByText('Confirmed', { exact: true }).first().waitFor();
      await journey.expectAccessible('single order');

      await profileNavigation().getByRole('link', { name: 'Account Details' }).click();
      const details = page.getByRole('form', { name: 'Account Details' });
      await details.getByRole('textbox', { name: 'Phone' }).fill('+44 20 7946 0999');
      await details.getByRole('textbox', { name: 'City' }).fill('Leeds');
      await details.getByRole('button', { name: 'Save details' }).click();
      await details.getByText('Your details are saved').waitFor();
      await page.reload();
      await expect.poll(() => details.getByRole('textbox', { name: 'City' }).inputValue()).toBe('Leeds');
      await expect
        .poll(() => details.getByRole('textbox', { name: 'Phone' }).inputValue())
        .toBe('+44 20 7946 0999');
      await journey.expectAccessible('account details');

      await profileNavigation().getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
      expect((await authCookies(context)).access).toBeUndefined();
      expect((await authCookies(context)).refresh).toBeUndefined();
      expect(await page.evaluate(() => document.cookie)).not.toContain(SESSION_MARKER_COOKIE);
      expect(seriousPageErrors(journey)).toEqual([]);
    });
  });

  test('7. forgot password -> reset with the mailed token -> log in with the new password', async () => {
    await runJourney(browser, 'password-reset', async (journey) => {
      const { page, context } = journey;
      const email = uniqueEmail('reset');
      await registerAndLogIn(page, email);
      await context.clearCookies();

      await page.goto(siteUrl('northbridge', 'gb', '/login/'));
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await page.waitForURL((url) => url.pathname === '/forgot-password/');
      // Scoped to the form: the footer's newsletter form has an Email field too.
      const forgot = page.getByRole('form', { name: 'Forgot password' });
      await forgot.getByRole('textbox', { name: 'Email' }).fill(email);
      await forgot.getByRole('button', { name: 'Send reset link' }).click();
      await forgot.getByText('If the address is registered, we have sent a link to it').waitFor();
      await journey.expectAccessible('forgot password sent');

      await expect.poll(async () => (await devMails(email)).length).toBeGreaterThan(0);
      const link = (await devMails(email))
        .flatMap((mail) => mail.links)
        .find((url) => url.includes('/reset-password/'));
      expect(link).toBeTruthy();
      const resetUrl = new URL(link ?? '');
      await page.goto(siteUrl('northbridge', 'gb', `${resetUrl.pathname}${resetUrl.search}`));
      const newPassword = 'Brand-New-Secret-7';
      const reset = page.getByRole('form', { name: 'Choose a new password' });
      await reset.getByLabel(/^New password\b/).fill(newPassword);
      await reset.getByLabel(/^Confirm new password\b/).fill(newPassword);
      await reset.getByRole('button', { name: 'Save password' }).click();
      await reset.getByText('Your password has been changed').waitFor();
      await journey.expectAccessible('password changed');

      // The old password is refused: the login stays put and says why.
      await page.goto(siteUrl('northbridge', 'gb', '/login/'));
      const login = page.getByRole('form', { name: 'Log in' });
      await login.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
      await login.getByLabel(/^Password\b/).fill(password);
      await login.getByRole('button', { name: 'Log in' }).click();
      await login.getByText('Email or password is wrong').waitFor();
      expect(new URL(page.url()).pathname).toBe('/login/');
      expect((await authCookies(context)).access).toBeUndefined();
      await journey.expectAccessible('login refused with the old password');

      await logIn(page, email, newPassword);
      expect(seriousPageErrors(journey)).toEqual([]);
    });
  });

  test('8a. an access token gone bad mid-session is refreshed silently', async () => {
    await runJourney(browser, 'token-refresh', async (journey) => {
      const { page, context } = journey;
      // The next call answers 401 and must be refreshed and retried unnoticed.
      const { access, refresh } = await signedInWithBadAccessToken(page, context, 'refresh');
      await page.goto(siteUrl('northbridge', 'gb', '/user/order-history/'));
      await page.getByRole('heading', { name: 'Your orders' }).waitFor();
      await page.getByText('You have no orders yet').waitFor();
      expect(page.url()).toContain('/user/order-history/');
      const after = await authCookies(context);
      expect(after.access?.value).not.toBe('expired.garbage.token');
      expect(after.refresh?.value).not.toBe(refresh?.value);

      // The same in the page: a write the API answers 401 is refreshed by the storefront server
      // (the page holds no token to refresh with) and sent again with its body.
      await page.goto(siteUrl('northbridge', 'gb', '/user/account-details/'));
      const details = page.getByRole('form', { name: 'Account Details' });
      await details.getByRole('textbox', { name: 'City' }).waitFor();
      await context.addCookies([
        { ...(after.access as NonNullable<typeof access>), value: 'expired.garbage.token' },
      ]);
      await details.getByRole('textbox', { name: 'City' }).fill('York');
      await details.getByRole('button', { name: 'Save details' }).click();
      await details.getByText('Your details are saved').waitFor();
      expect((await authCookies(context)).access?.value).not.toBe('expired.garbage.token');
      await page.reload();
      await expect.poll(() => details.getByRole('textbox', { name: 'City' }).inputValue()).toBe('York');

      await journey.expectAccessible('order history after a silent refresh');
      expect(seriousPageErrors(journey)).toEqual([]);
    });
  });
  // Two tabs load with the same tokens and both need a refresh at once. Refresh tokens are
  // single-use and the API ends the session when a used one comes back, so the tabs must take
  // turns (Chromium's Web Locks) and the second must spend the token the first left in the cookie.
  test('8c. two tabs refreshing at the same moment keep the session', async () => {
    await runJourney(browser, 'token-refresh-two-tabs', async (journey) => {
      const { page, context } = journey;
      const { refresh } = await signedInWithBadAccessToken(page, context, 'tabs');

      const second = await context.newPage();
      const history = siteUrl('northbridge', 'gb', '/user/order-history/');
      await Promise.all([page.goto(history), second.goto(history)]);
      for (const tab of [page, second]) {
        await tab.getByText('You have no orders yet').waitFor();
        expect(tab.url()).toContain('/user/order-history/');
      }
      const after = await authCookies(context);
      expect(after.refresh?.value).not.toBe(refresh?.value);

      // The session is alive: a fresh page is still logged in, on the server's word.
      await page.goto(siteUrl('northbridge', 'gb', '/user/profile/'));
      await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
      expect(page.url()).toContain('/user/profile/');
      await journey.expectAccessible('profile after two tabs refreshed');
      expect(seriousPageErrors(journey)).toEqual([]);
    });
  });
  // The access-token cookie expired (gone from the browser) while the refresh cookie is still
  // there: the guard resumes the session with one refresh and only redirects if that fails.
  test('8b. an access-token cookie that expired is refreshed from the refresh cookie', async () => {
    await runJourney(browser, 'token-refresh-expired-cookie', async (journey) => {
      const { page, context } = journey;
      const email = uniqueEmail('expired');
      await registerThroughApi(email);
      await logIn(page, email, password);
      await context.clearCookies({ name: ACCESS_TOKEN_COOKIE });
      await page.goto(siteUrl('northbridge', 'gb', '/user/profile/'));
      await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
      expect(page.url()).toContain('/user/profile/');
      expect((await authCookies(context)).access).toBeTruthy();
      await journey.expectAccessible('profile after a refresh from the refresh cookie');
      expect(seriousPageErrors(journey)).toEqual([]);
    });
  });
});
