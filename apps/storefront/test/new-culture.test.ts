// @vitest-environment node
/**
 * A site in a culture the shop ships no texts for (issue 44: `clubshop init --culture sv`),
 * rendered by the storefront server in front of the real commerce API (both in process): its
 * login page reads in English until translated, never a raw dictionary key, and in Swedish once
 * the key is translated.
 */
import { describe, expect, test } from 'vitest';
import { initShop } from '../../commerce-api/src/cli/init-command.ts';
import { importSiteData } from '../../commerce-api/src/content-io/site-data-io.ts';
import { inProcessApi } from './support/in-process-api.ts';
import { storefrontOverApi } from './support/storefront-over-api.ts';

const api = inProcessApi();
const host = 'svenska.localhost';

/** The login page of the sv site, as a shopper without JavaScript gets it. */
async function loginPage(): Promise<string> {
  const storefront = storefrontOverApi(api);
  const response = await storefront.fetch(new Request(`http://${host}:5173/login/`));
  expect(response.status).toBe(200);
  // The markup, not the data handed to the browser.
  return (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}

describe('a new culture in the shop', () => {
  test('the login page of a new sv site shows the English texts, never a key, until they are translated', async () => {
    const { storeId } = await initShop(api.deps.db, { name: 'test' }, new Date(), {
      site: host,
      name: 'Svenska FF',
      culture: 'sv',
      currency: 'SEK',
      country: 'SE',
      owner: 'owner@svenska.example',
      password: 'owner password 1',
    });
    api.invalidateCaches();
    const english = await loginPage();
    expect(english).toMatch(/<html[^>]* lang="sv-SE"/);
    expect(english).toMatch(/<h1 id="sf-login-heading">Log in<\/h1>/);
    expect(english).not.toContain('User.Login.');

    // Translated as `clubshop import dictionary` takes it.
    const translated = { culture: 'sv', items: { 'User.Login.Heading': 'Logga in' } };
    const site = { storeId, culture: 'sv' };
    await importSiteData(
      api.deps.db,
      { name: 'test' },
      new Date(),
      site,
      'dictionary',
      JSON.stringify(translated),
    );
    api.invalidateCaches();
    expect(await loginPage()).toMatch(/<h1 id="sf-login-heading">Logga in<\/h1>/);
  });
});
