// @vitest-environment clubshop-jsdom
/**
 * The member's two-step settings (decision 0083) in jsdom against the real commerce API in
 * process (as two-factor-screen.test.tsx): a member with two-step sign-in gets ten new recovery
 * codes for a current code of the app (a wrong one is said at the field), then turns it off; an
 * owner who must have it is told so and offered no way to turn it off; axe finds no violation in
 * en, de and da (contrast aside).
 */
import { adminQueryKeys, type StaffSelf } from '@clubshop/api-sdk/admin';
import { createTestApi, createTestClock, type TestApi } from '@clubshop/commerce-api/testing';
import axe from 'axe-core';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { createStaff } from '../../commerce-api/src/staff/staff-service.ts';
import { totpCode, totpStepOf } from '../../commerce-api/src/staff/totp.ts';
import type { Culture } from '../src/messages/index.ts';
import { routeMessages as messages } from '../src/routes/route-messages.ts';
import TwoFactorSettings from '../src/routes/two-factor-settings/two-factor-settings-screen.tsx';
import { cachedQueryClient, renderScreenIn, signedInFetch } from './support/screen-harness.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const password = 'two step settings screen';
const clock = createTestClock(new Date('2026-12-07T10:00:05.000Z'));
let api: TestApi;
let root: Root | undefined;
let access = '';
const pageFetch = globalThis.fetch;
const secrets = new Map<string, string>();
const codeNow = (secret: string) => totpCode(secret, totpStepOf(clock.now()));

/** Signs `email` in and sets two-step sign-in up through the API; the page's calls carry its bearer. */
async function signedInWithTwoFactor(email: string, role: 'owner' | 'editor') {
  await createStaff(api.deps.db, { name: 'cli' }, clock.now(), { email, password, role, sites: 'all' });
  const answer = await api.fetch('/admin/api/auth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: email, password }),
  });
  access = ((await answer.json()) as { access_token: string }).access_token;
  const { secret } = (await (
    await globalThis.fetch('/admin/api/me/two-factor', { method: 'POST' })
  ).json()) as {
    secret: string;
  };
  await globalThis.fetch('/admin/api/me/two-factor/confirm', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: codeNow(secret) }),
  });
  secrets.set(email, secret);
  clock.advance(30_000);
}

beforeAll(async () => {
  api = await createTestApi({ clock, config: { ownerTwoFactorRequired: true } });
  globalThis.fetch = signedInFetch(
    () => api,
    () => access,
  );
}, 180_000);
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});
afterAll(async () => {
  globalThis.fetch = pageFetch;
  await api?.close();
});

async function settle() {
  for (let round = 0; round < 20; round++) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
}

async function renderScreen(culture: Culture): Promise<HTMLElement> {
  const me = (await (await globalThis.fetch('/admin/api/me')).json()) as StaffSelf;
  const client = cachedQueryClient();
  client.setQueryData(adminQueryKeys.me(), me);
  const rendered = await renderScreenIn(culture, client, <TwoFactorSettings />);
  root = rendered.root;
  return rendered.main;
}

async function enterCode(main: HTMLElement, fieldId: string, code: string) {
  const field = main.querySelector(`#${fieldId}`) as HTMLInputElement;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setValue?.call(field, code);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => (field.closest('form') as HTMLFormElement).requestSubmit());
  await settle();
}

const axeViolations = async (main: HTMLElement) =>
  (await axe.run(main, { rules: { 'color-contrast': { enabled: false } } })).violations.map(
    (violation) => `${violation.id}: ${violation.help}`,
  );

test('an editor renews the recovery codes (shown once), then turns two-step sign-in off', async () => {
  const email = 'settings-editor@club.example';
  await signedInWithTwoFactor(email, 'editor');
  const secret = secrets.get(email) as string;
  const main = await renderScreen('en');
  expect(main.querySelector('h1')?.textContent).toBe(messages.en['TwoFactorSettings.Title']);
  expect(main.textContent).toContain(messages.en['TwoFactor.Enabled'].replace('{count}', '10'));
  expect(main.querySelector('label[for="renew-code"]')?.textContent).toContain(messages.en['TwoFactor.Code']);

  await enterCode(main, 'renew-code', codeNow(secret) === '000000' ? '111111' : '000000');
  expect(main.textContent).toContain(messages.en['TwoFactor.Wrong']);
  await enterCode(main, 'renew-code', codeNow(secret));
  expect(main.querySelector('h1')?.textContent).toBe(messages.en['TwoFactor.RecoveryTitle']);
  const codes = [...main.querySelectorAll('ol code')].map((code) => code.textContent);
  expect(codes).toHaveLength(10);
  expect(await axeViolations(main)).toEqual([]);

  clock.advance(30_000);
  root?.unmount();
  const again = await renderScreen('en');
  await enterCode(again, 'off-code', codeNow(secret));
  expect(again.textContent).toContain(messages.en['TwoFactorSettings.TurnedOff']);
  const me = (await (await globalThis.fetch('/admin/api/me')).json()) as StaffSelf;
  expect(me.twoFactor).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
});

test.each(['en', 'de', 'da'] as const)(
  'an owner who must have it cannot turn it off (%s); axe finds nothing',
  async (culture) => {
    const email = `settings-owner-${culture}@club.example`;
    await signedInWithTwoFactor(email, 'owner');
    const main = await renderScreen(culture);
    expect(main.querySelector('h1')?.textContent).toBe(messages[culture]['TwoFactorSettings.Title']);
    expect(main.textContent).toContain(messages[culture]['TwoFactorSettings.Required']);
    expect(main.querySelector('#off-code')).toBeNull();
    expect(main.querySelector('#renew-code')).not.toBeNull();
    expect(await axeViolations(main)).toEqual([]);
  },
);
