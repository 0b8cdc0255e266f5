/**
 * Rich text from the content service is sanitised: a content page holding script payloads (the
 * classic ones and mutation-XSS shapes) renders its harmless parts and runs none of the rest.
 * Checked with the page's CSP ignored, so the sanitiser alone has to hold (with the CSP on the
 * payloads could not run anyway). Not asserted: "no CSP report". With the CSP on, Chromium reports
 * inline handlers and styles of the *inert* document DOMPurify parses into (cure53/DOMPurify#900),
 * although nothing of it reaches or runs in the page.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium } from './harness/chromium.ts';
import { type Journey, runJourney } from './harness/journey.ts';
import { putContentPage, siteOf } from './harness/shop-api.ts';
import { siteUrl } from './harness/sites.ts';

const hostilePath = '/e2e-hostile-rich-text/';

/** Each payload sets window.__pwned (and opens a dialog) if it ever runs. */
const payloads = [
  `<script>window.__pwned = 'script'; alert('script')</script>`,
  `<img src="/nowhere.png" alt="" onerror="window.__pwned = 'img'; alert('img')">`,
  `<svg><script>window.__pwned = 'svg'</script><animate onbegin="window.__pwned = 'animate'" attributeName="x" dur="1s"></animate></svg>`,
  `<a href="javascript:window.__pwned = 'link'; alert('link')">Win a signed shirt</a>`,
  `<iframe srcdoc="<script>parent.__pwned = 'iframe'</script>"></iframe>`,
  `<details open ontoggle="window.__pwned = 'details'"><summary>More</summary>hidden</details>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned = 'mxss'">`,
  `<form action="javascript:window.__pwned = 'form'"><button>Claim</button></form>`,
  `<object data="javascript:window.__pwned = 'object'"></object>`,
  `<noscript><p title="</noscript><img src=x onerror=window.__pwned='noscript'>"></noscript>`,
  `<div style="background-image: url(javascript:window.__pwned = 'style')">Styled</div>`,
  `<p onmouseover="window.__pwned = 'hover'">Hover me</p>`,
];

/** What would show that a payload got through, read from the page. */
function leftovers(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    const elements = main ? [...main.querySelectorAll('*')] : [];
    return {
      pwned: (window as unknown as { __pwned?: string }).__pwned ?? null,
      scripts: main?.querySelectorAll('script').length ?? -1,
      frames: main?.querySelectorAll('iframe, object, embed, form').length ?? -1,
      handlers: elements.flatMap((element) =>
        [...element.attributes].filter((attribute) => /^on/i.test(attribute.name)).map((a) => a.name),
      ),
      javascriptUrls: elements.flatMap((element) =>
        [...element.attributes]
          .filter((attribute) => /javascript:/i.test(attribute.value))
          .map((attribute) => `${element.tagName}.${attribute.name}`),
      ),
    };
  });
}

async function visitHostilePage(journey: Journey, dialogs: string[]) {
  const { page } = journey;
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(siteUrl('northbridge', 'gb', hostilePath));
  await page.getByRole('heading', { level: 1, name: 'Fan zone' }).waitFor();
  // The harmless parts of the rich text render.
  await page.getByRole('main').getByText('Benign paragraph for fans.').waitFor();
  await page.getByRole('main').getByRole('link', { name: 'Contact the shop' }).waitFor();
  // Give error and animation handlers their chance to fire, then try the interactive ones.
  await page.waitForLoadState('networkidle');
  const bait = page.getByRole('main').getByText('Win a signed shirt');
  if (await bait.count()) await bait.click();
  const hover = page.getByRole('main').getByText('Hover me');
  if (await hover.count()) await hover.hover();
  expect(await leftovers(page)).toEqual({
    pwned: null,
    scripts: 0,
    frames: 0,
    handlers: [],
    javascriptUrls: [],
  });
  expect(dialogs).toEqual([]);
}

describe('content-service rich text', () => {
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  beforeAll(async () => {
    browser = await launchChromium();
    await putContentPage({
      storeId: siteOf('northbridge', 'gb').storeId,
      path: hostilePath,
      title: 'Fan zone',
      blocks: [
        {
          type: 'richText',
          html: `<p>Benign paragraph for fans.</p><p><a href="/contact/">Contact the shop</a></p>${payloads.join('\n')}`,
        },
      ],
    });
  });
  afterAll(async () => {
    await browser.close();
  });

  test('script payloads in a content page do not run, even with the CSP switched off', async () => {
    await runJourney(
      browser,
      'hostile-rich-text-no-csp',
      async (journey) => {
        const dialogs: string[] = [];
        await visitHostilePage(journey, dialogs);
        expect(journey.pageErrors.filter((error) => error.startsWith('pageerror:'))).toEqual([]);
        await journey.expectAccessible('hostile content page');
      },
      { bypassCSP: true },
    );
  });
});
