import type { ContentResponse } from '@clubshop/api-sdk';
import { expect, test } from 'vitest';
import { sanitizeContent } from './content-query.ts';
import { sanitizeHtmlOnServer } from './sanitize-html.server.ts';
import { sanitizeHtml } from './sanitize-html.ts';

/** A product page's answer whose product has `description` (the rest of it as the test needs none). */
function productPage(description: string): ContentResponse {
  return {
    route: { template: 'productPage', product: { name: 'Trøje', description } },
  } as unknown as ContentResponse;
}

async function rendered(description: string, sanitize: (html: string) => string) {
  const content = await sanitizeContent(productPage(description), async (html) => sanitize(html));
  return (content.route as unknown as { product: { description: string } }).product.description;
}

const dirty =
  '<p>Årets <strong>trøje</strong> i <em>bomuld</em><script>alert(1)</script></p>' +
  '<ul><li>Let</li><li><img src="x.png" onerror="alert(2)">Blød</li></ul>' +
  '<p onclick="alert(3)"><a href="javascript:alert(4)">klik</a> <a href="https://club.example/size">Størrelser</a></p>';
const clean =
  '<p>Årets <strong>trøje</strong> i <em>bomuld</em></p>' +
  '<ul><li>Let</li><li><img src="x.png">Blød</li></ul>' +
  '<p><a>klik</a> <a href="https://club.example/size">Størrelser</a></p>';

test.each([
  ['on the server', sanitizeHtmlOnServer],
  ['in the browser', sanitizeHtml],
])(
  'a description is rendered as sanitised HTML %s: no script, handler or javascript: link; formatting kept',
  async (_, sanitize) => {
    expect(await rendered(dirty, sanitize)).toBe(clean);
  },
);

test('a plain-text description is escaped, its line breaks kept', async () => {
  expect(await rendered('Soft & light <3\nMachine wash\n\nMade in Denmark', sanitizeHtmlOnServer)).toBe(
    '<p>Soft &amp; light &lt;3<br>Machine wash</p><p>Made in Denmark</p>',
  );
  expect(await rendered('', sanitizeHtmlOnServer)).toBe('');
});
