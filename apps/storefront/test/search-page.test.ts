// @vitest-environment node
/**
 * The search page as the storefront server renders it (in process, in front of the in-process
 * commerce API), in the shop's language: the corrected term when the products come from a word
 * a few edits off, close terms when nothing is found, and what to do after an empty search, which
 * the header's form sends here instead of letting the browser refuse it in its own language.
 */
import { describe, expect, test } from 'vitest';
import { inProcessApi } from './support/in-process-api.ts';
import { storefrontOverApi } from './support/storefront-over-api.ts';

const api = inProcessApi();

/** The rendered markup of a storefront page, without its scripts (what a shopper reads). */
async function page(url: string): Promise<string> {
  const server = storefrontOverApi(api);
  const response = await server.fetch(new Request(url, { redirect: 'manual' }));
  expect(response.status).toBe(200);
  return (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}

/** Text of markup: tags dropped, entities of quotes read back. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;|&#x27;|&#39;/g, (entity) => (entity === '&quot;' ? '"' : "'"))
    .replace(/\s+/g, ' ');
}

describe('the search page', () => {
  test('a mistyped word shows the products of the word meant and says so, in English and German', async () => {
    const english = textOf(await page('http://northbridge-gb.localhost:5173/search-page/?q=shrit'));
    expect(english).toContain('No results for "shrit". Showing results for "shirt".');
    expect(english).toContain('Classic Home Shirt 26/27');
    const german = textOf(await page('http://northbridge-de.localhost:5173/search-page/?q=trikto'));
    expect(german).toMatch(/Keine Ergebnisse für „trikto“\. Angezeigt werden Ergebnisse für „trikot[^“]*“\./);
    expect(german).toContain('Heimtrikot');
  });

  test('a search that finds nothing says so and links the close terms that find products', async () => {
    const html = await page('http://northbridge-gb.localhost:5173/search-page/?q=cpa');
    expect(textOf(html)).toContain('No results for "cpa"');
    expect(textOf(html)).toContain('Did you mean: cap');
    expect(html).toMatch(/<a [^>]*href="\/search-page\/\?q=cap"/);
  });

  test('an empty search says what to do in the shop language, with a form to do it', async () => {
    const html = await page('http://northbridge-dk.localhost:5173/search-page/?q=');
    expect(textOf(html)).toContain('Skriv, hvad du leder efter, og søg så.');
    expect(html).toMatch(/<form class="sf-search-page__form" action="\/search-page\/" method="get"/);
  });

  test("the header's search form leaves a blank term to the shop, not to the browser's own message", async () => {
    const html = await page('http://northbridge-de.localhost:5173/');
    const input = /<input[^>]*name="q"[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).not.toBe('');
    expect(input).not.toMatch(/\brequired\b|\bpattern=/);
  });
});
