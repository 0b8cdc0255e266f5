/**
 * Content: the dictionary holds every key the storefront shows, `/` resolves to a page, a path
 * that resolves to nothing says 404, required parameters are named.
 */
import type { ContentResponse, DictionaryResponse } from '@clubshop/api-sdk';
import { STOREFRONT_TEXT_KEYS } from '@clubshop/i18n/core';
import type { RunState, SectionChecks, SectionOutcome } from '../run-state.ts';

/** The checks of this section. */
export const contentChecks = {
  dictionary: ['getDictionary', 'answer matches the contract'],
  dictionaryKeys: [
    'getDictionary',
    'holds a text for every key the storefront shows (STOREFRONT_TEXTS of @clubshop/i18n)',
  ],
  home: ['getContent', 'answer matches the contract'],
  homeResolves: ['getContent', '`/` resolves to a page (a route, meta.status 200)'],
  nothing: ['getContent', 'a path that resolves to nothing: answer matches the contract'],
  nothing404: ['getContent', 'a path that resolves to nothing has meta.status 404'],
  missingUrl: ['getContent', 'a missing url is a 400 naming it'],
  sitemap: ['getContentSitemap', 'answer matches the contract'],
} as const satisfies SectionChecks;

/** Runs the content checks. */
export async function runContentChecks({ rec }: RunState): Promise<SectionOutcome> {
  const c = contentChecks;
  const dictionary = await rec.answer<DictionaryResponse>(c.dictionary[0], {}, c.dictionary[1]);
  if (dictionary) {
    const texts = new Map(
      dictionary.body.views.dictionaryItemsByCulture.dictionaryItems.map((item) => [
        item.view.alias,
        item.view.value,
      ]),
    );
    const missing = STOREFRONT_TEXT_KEYS.filter((key) => (texts.get(key)?.trim() ?? '') === '');
    rec.judge(
      ...c.dictionaryKeys,
      missing.length === 0,
      `${missing.length} of ${STOREFRONT_TEXT_KEYS.length} keys have no text (the storefront shows them raw): ${missing.slice(0, 8).join(', ')}${missing.length > 8 ? ', …' : ''}`,
      dictionary.answer,
      `${texts.size} items`,
    );
  } else {
    rec.skip(...c.dictionaryKeys, 'not run: the dictionary call failed');
  }

  const home = await rec.answer<ContentResponse>(c.home[0], { query: { url: '/' } }, c.home[1]);
  if (home) {
    const { route, meta } = home.body;
    rec.judge(
      ...c.homeResolves,
      route !== null && meta.status === 200,
      'the home page answers no page: the storefront shows a 404 on `/`',
      home.answer,
      { template: route?.template ?? null, status: meta.status },
    );
  } else rec.skip(...c.homeResolves, 'not run: the content call for `/` failed');

  // A path that resolves to nothing: the page meta says 404 (docs/product/requirements.md#routes).
  const nothing = await rec.answer<ContentResponse>(
    c.nothing[0],
    { query: { url: '/conformance-no-such-page-9f2c/' } },
    c.nothing[1],
  );
  if (nothing)
    rec.judge(
      ...c.nothing404,
      nothing.body.meta.status === 404,
      `meta.status is ${nothing.body.meta.status}`,
      nothing.answer,
      nothing.body.meta.status,
    );
  else rec.skip(...c.nothing404, 'not run: the content call failed');
  await rec.error(c.missingUrl[0], 400, c.missingUrl[1], {}, 'url');
  await rec.answer(c.sitemap[0], { query: { page: '1' } }, c.sitemap[1]);
  return undefined;
}
