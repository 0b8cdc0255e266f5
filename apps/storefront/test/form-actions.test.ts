// @vitest-environment node
/**
 * The storefront server's form actions (decision 0034), in process, in front of the real
 * commerce API: what a form posted before the page's code ran, or without JavaScript, gets. The
 * goal reached: 303 to the next page with the cookies the action wrote. Refused: the page again
 * with the shopper's input and the translated messages, never the password. From another site:
 * 403, nothing done.
 */

import type { TestApi } from '@clubshop/commerce-api/testing';
import { describe, expect, test } from 'vitest';
import { runFormAction } from '../src/entry-server.tsx';
import { inProcessApi } from './support/in-process-api.ts';
import { confirmedShopper } from './support/shopper-accounts.ts';
import { sameOriginFormPost, storefrontOverApi } from './support/storefront-over-api.ts';

const api = inProcessApi();
const shop = 'http://northbridge-gb.localhost:5173';

function storefront(testApi: TestApi = api) {
  return storefrontOverApi(testApi, {
    act: runFormAction,
  });
}

/** A form posted to `path` as a browser on the shop's own page posts it. */
async function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await storefront().fetch(sameOriginFormPost(shop, path, fields, headers));
  return { response, html: await response.text() };
}

async function get(path: string, cookie: string) {
  const response = await storefront().fetch(
    new Request(`${shop}${path}`, { headers: { cookie }, redirect: 'manual' }),
  );
  return { response, html: await response.text() };
}

/** The `name=value` pairs of a response's Set-Cookie headers, for the next request's Cookie. */
function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const json = { 'Content-Type': 'application/json', StoreId: 'northbridge-gb', culture: 'en' };

/** A confirmed account to log in with. */
async function account(email: string, password: string) {
  await confirmedShopper(api, email, password, json);
}

describe('form actions of the storefront server', () => {
  test('login refused by the rules: 400, the page again with the e-mail and the translated messages, no password', async () => {
    const { response, html } = await post('/login/', {
      _action: 'login',
      email: 'not-an-address',
      password: '',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(html).toContain('<h1 id="sf-login-heading">');
    expect(html).toContain('value="not-an-address"');
    expect(html).toContain('Enter a valid email address');
    expect(html).toContain('This field is required');
    const form = html.match(/<form[^>]*name="login"[^>]*>/)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/login/"');
  });

  test('login refused by the API: the page again with "wrong password", the e-mail kept, the password nowhere', async () => {
    const email = 'form-action-wrong@example.com';
    await account(email, 'correct-horse-battery');
    const { response, html } = await post('/login/', { _action: 'login', email, password: 'Wrong-Pass-123' });
    expect(response.status).toBe(400);
    expect(html).toContain('Email or password is wrong');
    expect(html).toContain(`value="${email}"`);
    expect(html).not.toContain('Wrong-Pass-123');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  test('login: 303 to My Account with the session cookies (SameSite=Lax), and the account page is theirs', async () => {
    const email = 'form-action-login@example.com';
    await account(email, 'correct-horse-battery');
    const { response } = await post('/login/', {
      _action: 'login',
      email,
      password: 'correct-horse-battery',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/user/profile/');
    const cookies = response.headers.getSetCookie();
    const access = cookies.find((cookie) => cookie.startsWith('clubshop_access_token='));
    expect(access).toMatch(/SameSite=Lax/);
    expect(cookies.some((cookie) => cookie.startsWith('clubshop_refresh_token='))).toBe(true);
    const profile = await get('/user/profile/', cookiesOf(response));
    expect(profile.response.status).toBe(200);
    expect(profile.html).toContain(email);
  });

  test('a POST from another site is refused (403) and does nothing', async () => {
    const email = 'form-action-csrf@example.com';
    await account(email, 'correct-horse-battery');
    for (const headers of [
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': '' },
      { Origin: 'null' },
    ]) {
      const { response } = await post(
        '/login/',
        { _action: 'login', email, password: 'correct-horse-battery' },
        headers,
      );
      expect(response.status).toBe(403);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  test('register: 303 back to the login page, which says to check the mail once; refused input keeps the names, never the passwords', async () => {
    const bad = await post('/login/', {
      _action: 'register',
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      password: 'Short-1',
      passwordConfirmation: 'Other-Pass-999',
    });
    expect(bad.response.status).toBe(400);
    expect(bad.html).toContain('value="Grace"');
    expect(bad.html).toContain('value="Hopper"');
    expect(bad.html).not.toContain('Short-1');
    expect(bad.html).not.toContain('Other-Pass-999');

    const email = 'form-action-register@example.com';
    const { response } = await post('/login/', {
      _action: 'register',
      firstName: 'Grace',
      lastName: 'Hopper',
      email,
      password: 'Secret-Pass-123',
      passwordConfirmation: 'Secret-Pass-123',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/login/');
    expect(await api.mails(email)).toHaveLength(1);
    const next = await get('/login/', cookiesOf(response));
    expect(next.html).toContain('Check your email to confirm your account');
    // Shown once: the page removes the one-time cookie.
    expect(
      next.response.headers.getSetCookie().some((cookie) => /^clubshop_form_result=;/.test(cookie)),
    ).toBe(true);
  });

  test('forgot and reset password: the mail is sent, the token travels in the body, the new password logs in', async () => {
    const email = 'form-action-reset@example.com';
    await account(email, 'correct-horse-battery');
    const forgot = await post('/forgot-password/', { _action: 'forgot-password', email });
    expect(forgot.response.status).toBe(303);
    expect(forgot.response.headers.get('location')).toBe('/forgot-password/');
    expect((await get('/forgot-password/', cookiesOf(forgot.response))).html).toContain(
      'If the address is registered, we have sent a link to it',
    );
    const link =
      (await api.mails(email))
        .flatMap((mail) => mail.links)
        .find((url) => url.includes('/reset-password/')) ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(token).not.toBe('');

    // A confirmation that does not match: the page again (without the token in its URL), the
    // token still in the form, no password.
    const mismatch = await post('/reset-password/', {
      _action: 'reset-password',
      token,
      password: 'New-Secret-456',
      passwordConfirmation: 'New-Secret-457',
    });
    expect(mismatch.response.status).toBe(400);
    expect(mismatch.html).toContain(`name="token" value="${token}"`);
    expect(mismatch.html).not.toContain('New-Secret-45');

    const reset = await post('/reset-password/', {
      _action: 'reset-password',
      token,
      password: 'New-Secret-456',
      passwordConfirmation: 'New-Secret-456',
    });
    expect(reset.response.status).toBe(303);
    expect(reset.response.headers.get('location')).toBe('/reset-password/');
    expect((await get('/reset-password/', cookiesOf(reset.response))).html).toContain(
      'Your password has been changed',
    );
    const login = await post('/login/', { _action: 'login', email, password: 'New-Secret-456' });
    expect(login.response.status).toBe(303);
  });

  test('contact: the message is sent and the page says so; refused input keeps every field', async () => {
    const bad = await post('/contact/', {
      _action: 'contact',
      name: 'Ada',
      email: 'ada@example',
      phone: '',
      subject: 'Sizes',
      message: 'Does the shirt run small?',
    });
    expect(bad.response.status).toBe(400);
    expect(bad.html).toContain('Does the shirt run small?');
    expect(bad.html).toContain('Enter a valid email address');

    const sent = await post('/contact/', {
      _action: 'contact',
      name: 'Ada',
      email: 'ada@example.com',
      phone: '',
      subject: 'Sizes',
      message: 'Does the shirt run small?',
    });
    expect(sent.response.status).toBe(303);
    expect((await get('/contact/', cookiesOf(sent.response))).html).toContain(
      'Thank you, we will get back to you soon',
    );
  });

  test('newsletter (the footer, on any page): 303 back to the page, whose footer thanks; refused input keeps the name and e-mail', async () => {
    const unticked = await post('/men/', {
      _action: 'newsletter',
      firstName: 'Ada',
      email: 'ada@example.com',
    });
    expect(unticked.response.status).toBe(400);
    const footer = unticked.html.slice(unticked.html.indexOf('<footer'));
    expect(footer).toContain('value="Ada"');
    expect(footer).toContain('value="ada@example.com"');
    expect(footer).toContain('This field is required');

    const signedUp = await post('/men/?sort=price', {
      _action: 'newsletter',
      firstName: 'Ada',
      email: 'ada@example.com',
      terms: 'on',
    });
    expect(signedUp.response.status).toBe(303);
    expect(signedUp.response.headers.get('location')).toBe('/men/?sort=price');
    const back = await get('/men/?sort=price', cookiesOf(signedUp.response));
    expect(back.html.slice(back.html.indexOf('<footer'))).toContain('Thank you! You are now signed up.');
  });

  test('add to basket, change the quantity, remove the line, apply a voucher: each a 303 with the basket in its cookie', async () => {
    const shirt = '/men/shirts/home-kit/classic-home-shirt-26-27-1000-navy/';
    const page = await get(shirt, '');
    const form = page.html.match(/<form[^>]*name="add-to-basket"[\s\S]*?<\/form>/)?.[0] ?? '';
    expect(form).toContain('method="post"');
    const variant =
      /name="variant" value="([^"]+)" checked/.exec(form)?.[1] ??
      /name="variant" value="([^"]+)"/.exec(form)?.[1];
    expect(variant).toBeDefined();

    const added = await post(shirt, { _action: 'basket.add', variant: variant ?? '', quantity: '1' });
    expect(added.response.status).toBe(303);
    expect(added.response.headers.get('location')).toBe(shirt);
    const basketCookie = cookiesOf(added.response);
    expect(basketCookie).toMatch(/clubshop_basket_token=/);
    const shown = await get(shirt, basketCookie);
    expect(shown.html).toMatch(/class="cs-basket-link__badge"[^>]*>1</);

    const basketOnly = basketCookie
      .split('; ')
      .filter((cookie) => cookie.startsWith('clubshop_basket'))
      .join('; ');
    const cart = await get('/cart/', basketOnly);
    const line = /name="line" value="([^"]+)"/.exec(cart.html)?.[1] ?? '';
    expect(line).not.toBe('');
    const more = await post(
      '/cart/',
      { _action: 'basket.line', line, quantity: '1', step: '2' },
      { cookie: basketOnly },
    );
    expect(more.response.status).toBe(303);
    expect((await get('/cart/', basketOnly)).html).toMatch(/class="cs-basket-link__badge"[^>]*>2</);

    const badVoucher = await post(
      '/cart/',
      { _action: 'voucher.add', voucherCode: 'NO-SUCH-CODE' },
      { cookie: basketOnly },
    );
    expect(badVoucher.response.status).toBeGreaterThanOrEqual(400);
    expect(badVoucher.response.status).toBeLessThan(500);
    expect(badVoucher.html).toContain('value="NO-SUCH-CODE"');
    const voucher = await post(
      '/cart/',
      { _action: 'voucher.add', voucherCode: 'WELCOME10' },
      { cookie: basketOnly },
    );
    expect(voucher.response.status).toBe(303);
    expect((await get('/cart/', basketOnly)).html).toContain('WELCOME10');

    const removed = await post(
      '/cart/',
      { _action: 'basket.line', line, quantity: '2', step: '0' },
      { cookie: basketOnly },
    );
    expect(removed.response.status).toBe(303);
    expect((await get('/cart/', basketOnly)).html).toMatch(/class="cs-basket-link__badge"[^>]*>0</);
  });

  test('an unknown action is 400, a body that is not a form 415', async () => {
    expect((await post('/login/', { _action: 'nope' })).response.status).toBe(400);
    const notForm = await storefront().fetch(
      new Request(`${shop}/login/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: shop },
        body: '{}',
      }),
    );
    expect(notForm.status).toBe(415);
  });

  test('log out without JavaScript: the profile page posts the logout form; 303 home, the session ended and its cookies cleared', async () => {
    const email = 'form-action-logout@example.com';
    await account(email, 'correct-horse-battery');
    const login = await post('/login/', { _action: 'login', email, password: 'correct-horse-battery' });
    const session = cookiesOf(login.response);
    const profile = await get('/user/profile/', session);
    // The side navigation's Logout is a form of its own, posting to the page it is on.
    const logoutForm = profile.html.match(
      /<form[^>]*method="post"[^>]*>(?:(?!<\/form>)[\s\S])*name="_action" value="logout"/,
    )?.[0];
    expect(logoutForm, 'a logout form in the page').toBeDefined();
    expect(logoutForm).toContain('action="/user/profile/"');

    const { response } = await post('/user/profile/', { _action: 'logout' }, { cookie: session });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    const cleared = response.headers.getSetCookie();
    expect(cleared.some((cookie) => /^clubshop_refresh_token=;/.test(cookie))).toBe(true);
    expect(cleared.some((cookie) => /^clubshop_access_token=;/.test(cookie))).toBe(true);
    // The old cookies no longer open the account: the server ended the session, not only the browser.
    const after = await storefront().fetch(
      new Request(`${shop}/api/users/me/profile`, {
        headers: { cookie: session, Accept: 'application/json' },
      }),
    );
    expect(after.status).toBe(401);
  });

  test('account details without JavaScript: saved with 303 and "saved" on the page; refused input is the page again with the messages', async () => {
    const email = 'form-action-details@example.com';
    await account(email, 'correct-horse-battery');
    const login = await post('/login/', { _action: 'login', email, password: 'correct-horse-battery' });
    const session = cookiesOf(login.response);
    const page = await get('/user/account-details/', session);
    const form = page.html.match(/<form[^>]*name="account-details"[^>]*>/)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/user/account-details/"');

    const details = {
      firstName: 'Ada',
      lastName: 'Byron',
      phone: '+44 20 7946 0001',
      street: '12 St James Square',
      city: 'London',
      zipCode: 'SW1Y 4JH',
      country: 'GB',
    };
    const bad = await post(
      '/user/account-details/',
      { _action: 'account-details', ...details, firstName: '', street: 'No number street' },
      { cookie: session },
    );
    expect(bad.response.status).toBe(400);
    expect(bad.html).toContain('This field is required');
    expect(bad.html).toContain('value="No number street"');

    const saved = await post(
      '/user/account-details/',
      { _action: 'account-details', ...details },
      { cookie: session },
    );
    expect(saved.response.status).toBe(303);
    expect(saved.response.headers.get('location')).toBe('/user/account-details/');
    const next = await get('/user/account-details/', `${session}; ${cookiesOf(saved.response)}`);
    expect(next.html).toContain('value="Byron"');
    expect(next.html).toContain('Your details are saved');
  });
});
