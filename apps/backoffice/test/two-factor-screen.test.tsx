// @vitest-environment clubshop-jsdom
/**
 * The two-step sign-in screen (decision 0074) in jsdom (with Node's fetch family and server-side
 * transforms, so the API runs in the same test: tooling/vitest-jsdom-environment.ts) against the real commerce API in process
 * (the page's fetch reaches the API with the owner's bearer, as the back-office server's
 * forwarder would send it): an owner without it is told owners need it, starts the setup, sees
 * the otpauth link and the key as text, confirms with a real TOTP code computed here, and gets
 * the ten recovery codes once; axe finds no violation (contrast aside).
 */

import { adminQueryKeys, type StaffSelf } from '@clubshop/api-sdk/admin';
import { createTestApi, type TestApi } from '@clubshop/commerce-api/testing';
import axe from 'axe-core';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createStaff } from '../../commerce-api/src/staff/staff-service.ts';
import { totpCode, totpStepOf } from '../../commerce-api/src/staff/totp.ts';
import { messages } from '../src/messages/index.ts';
import TwoFactor from '../src/routes/two-factor/two-factor-screen.tsx';
import { cachedQueryClient, renderScreenIn, signedInFetch } from './support/screen-harness.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const email = 'screen-2fa@club.example';
const password = 'owner password screen';
let api: TestApi;
let access = '';
let root: Root | undefined;
const pageFetch = globalThis.fetch;

beforeAll(async () => {
  api = await createTestApi({ config: { ownerTwoFactorRequired: true } });
  await createStaff(api.deps.db, { name: 'cli' }, new Date(), {
    email,
    password,
    role: 'owner',
    sites: 'all',
  });
  const answer = await api.fetch('/admin/api/auth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: email, password }),
  });
  access = ((await answer.json()) as { access_token: string }).access_token;
  // The page's calls to `/admin/api/*` reach the API with the session's bearer.
  globalThis.fetch = signedInFetch(
    () => api,
    () => access,
  );
}, 180_000);
afterAll(async () => {
  act(() => root?.unmount());
  globalThis.fetch = pageFetch;
  await api?.close();
});

async function settle() {
  for (let round = 0; round < 20; round++) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
}

test('an owner sets it up: the link and the key, a first code, the recovery codes once', async () => {
  const me = (await (await globalThis.fetch('/admin/api/me')).json()) as StaffSelf & {
    twoFactor: { required: boolean; enabled: boolean };
  };
  expect(me.twoFactor).toMatchObject({ required: true, enabled: false });
  const client = cachedQueryClient();
  client.setQueryData(adminQueryKeys.me(), me);
  const rendered = await renderScreenIn('en', client, <TwoFactor />);
  root = rendered.root;
  const { main } = rendered;
  expect(main.textContent).toContain(messages.en['TwoFactor.Required']);
  const start = [...main.querySelectorAll('button')].find(
    (button) => button.textContent === messages.en['TwoFactor.Start'],
  ) as HTMLButtonElement;
  await act(async () => start.click());
  await settle();
  const link = main.querySelector('a[href^="otpauth://totp/"]') as HTMLAnchorElement;
  expect(link.href).toContain('issuer=ClubShop');
  const secret = (main.querySelector('[data-testid="two-factor-secret"]')?.textContent ?? '').replace(
    /\s/g,
    '',
  );
  expect(link.href).toContain(`secret=${secret}`);
  expect((await axe.run(main, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);

  const field = main.querySelector('#two-factor-code') as HTMLInputElement;
  expect(main.querySelector(`label[for="two-factor-code"]`)?.textContent).toContain(
    messages.en['TwoFactor.Code'],
  );
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setValue?.call(field, totpCode(secret, totpStepOf(new Date())));
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => (main.querySelector('form') as HTMLFormElement).requestSubmit());
  await settle();
  expect(main.querySelector('h1')?.textContent).toBe(messages.en['TwoFactor.RecoveryTitle']);
  const codes = [...main.querySelectorAll('ol code')].map((code) => code.textContent);
  expect(codes).toHaveLength(10);
  for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
  expect((await axe.run(main, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
  const after = (await (await globalThis.fetch('/admin/api/me')).json()) as { twoFactor: unknown };
  expect(after.twoFactor).toEqual({ enabled: true, required: true, recoveryCodesLeft: 10 });
});
