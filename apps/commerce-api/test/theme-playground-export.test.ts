/**
 * The theme JSON a designer exports from ui-kit's Storybook theme playground (`themeToSettings` of
 * `@clubshop/theming`, issue 41) is a settings change the admin API takes: it passes the admin
 * route's own schema, and a real API stores it, after which the storefront's settings give the
 * same theme back.
 */
import { settingsResponseSchema } from '@clubshop/api-sdk/contract';
import { createTestApi, type TestApi } from '@clubshop/commerce-api/testing';
import {
  type ClubTheme,
  clubPresets,
  resolveTheme,
  themeFromSettings,
  themeToSettings,
} from '@clubshop/theming/core';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsChangeSchema } from '../src/content/settings-change.ts';
import { expectContract } from './contract.ts';
import { adminFetchOf, createCliOwner, signIn } from './support/admin-client.ts';

let api: TestApi;
let owner: string;
const call = adminFetchOf(() => api);

/** What the playground exports for a new club: its controls' colours (any CSS form), font and an uploaded logo. */
const newClub: ClubTheme = {
  siteName: 'Åby IF',
  primaryColor: 'rgb(0, 66, 37)',
  secondaryColor: '#FFD700',
  textColor: 'hsl(0 0% 7%)',
  fontFamily: '"Barlow", system-ui, sans-serif',
  // A file read in the browser becomes a data URL (the storefront's CSP allows data: images).
  logo: { url: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=' },
};

/** The export as the playground writes it: JSON text, read back. */
const exported = (theme: ClubTheme) => JSON.parse(JSON.stringify(themeToSettings(theme)));

beforeAll(async () => {
  api = await createTestApi();
  await createCliOwner(api, 'owner@club.example', 'staff password 1');
  owner = await signIn(api, 'owner@club.example', 'staff password 1');
}, 120_000);
afterAll(() => api?.close());

describe('the theme playground export', () => {
  it.each<[string, ClubTheme]>([
    ['a new club with an uploaded logo', newClub],
    [
      'a new club with a logo URL and colours the theme cannot read',
      { primaryColor: 'var(--brand)', logo: { url: 'https://cdn.example/logo.svg', altText: 'Åby IF' } },
    ],
    ...Object.entries(clubPresets).map(([name, preset]): [string, ClubTheme] => [
      `the ${name} preset`,
      preset,
    ]),
  ])('passes the admin settings route schema: %s', (_, theme) => {
    const result = v.safeParse(settingsChangeSchema, exported(theme));
    expect(result.issues?.map((issue) => issue.message) ?? []).toEqual([]);
  });

  it('is stored by a real API, and the storefront settings give the same theme back', async () => {
    const site = await call(owner, 'POST', '/sites', {
      name: 'Åby IF',
      host: 'shop.aby.example',
      culture: 'da',
      currency: 'DKK',
    });
    expect(site.status).toBe(201);
    const storeId = site.body.storeId as string;
    const read = await call(owner, 'GET', `/sites/${storeId}/settings`);
    const change = exported(newClub);
    const saved = await call(owner, 'PATCH', `/sites/${storeId}/settings`, change, {
      'If-Match': read.etag as string,
    });
    expect(saved.status, saved.text).toBe(200);

    const response = await api.fetch(
      `http://shop.aby.example/api/settings?url=${encodeURIComponent('https://shop.aby.example/')}`,
    );
    const settings = expectContract(settingsResponseSchema, await response.json()).views.clubSettings;
    expect(settings.theming).toEqual(change.theming);
    expect(settings.logo).toEqual({ url: newClub.logo?.url, altText: 'Åby IF' });
    const stored = themeFromSettings(settings);
    expect(resolveTheme(stored).colors).toEqual(resolveTheme(newClub).colors);
    expect(resolveTheme(stored).fontFamily).toBe(newClub.fontFamily);
  });
});
