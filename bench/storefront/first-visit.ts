/**
 * What a first visit downloads: the storefront's production build on its production server (built
 * and served as the browser journeys do, apps/storefront/e2e/harness/shop-server.ts), each page
 * opened in a fresh Chromium profile (empty cache), every response recorded until the network has
 * been idle for a while: the whole of what a shopper's browser fetches, not the entry alone.
 * JavaScript and CSS are counted as gzip -9 of each file (what the budget is in), beside the bytes
 * the server actually sent (it serves Brotli to Chromium).
 *
 * `pnpm --filter @clubshop/storefront size` runs it with `--check`: it fails when a page's
 * JavaScript is over the budget (105 KB gzip, issue 13). Results go to
 * bench/results/storefront-size.json and the table in docs/benchmarks.md.
 *
 * Run from the repository root: `npx tsx --conditions=@clubshop/source bench/storefront/first-visit.ts`.
 * FIRST_VISIT_API_PORT / FIRST_VISIT_STOREFRONT_PORT move the shop (default 4120 / 4121);
 * FIRST_VISIT_REUSE_BUILD=1 serves the last build as it is; FIRST_VISIT_OUT_DIR (relative to
 * apps/storefront) moves the build (scripts/test-all.mjs points it at the build step's `dist`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from 'playwright-core';
import { startShop, storefrontDir } from '../../apps/storefront/e2e/harness/shop-server.ts';
import { chromiumPath, quietChromiumFlags } from '../support/chromium.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const check = process.argv.includes('--check');
const KB = 1024;
/**
 * A first visit downloads at most 106 KB gzip of JavaScript on home, category, product. Issue 13
 * set 105 KB; issue 23's header that works before hydration (the server-held session's jar, the
 * touch rule of the megamenu's replay, the consent settings, the add-to-basket form's result) costs
 * 0.5-0.7 KB on category and product after the search and the burger's menu became islands, so the
 * budget is 106 KB until that is won back (docs/benchmarks.md, "First visit"). Issue 45 then kept
 * the basket token in the server's HttpOnly cookie (the browser's jar that stands for it), made the
 * listing's sort, filters and the country switch forms and links that work without code, and the
 * badge unknown on shared pages: +0.6 KB on the category page, so 107 KB, the category page the
 * one to win back first.
 */
export const FIRST_VISIT_JS_BUDGET = 107 * KB;
const API_PORT = Number(process.env.FIRST_VISIT_API_PORT ?? 4120);
const STOREFRONT_PORT = Number(process.env.FIRST_VISIT_STOREFRONT_PORT ?? 4121);
const IDLE_MS = 2_000;

const site = `http://northbridge-gb.localhost:${STOREFRONT_PORT}`;
const pages = [
  { name: 'home', path: '/', budgeted: true },
  { name: 'category', path: '/men/shirts/', budgeted: true },
  { name: 'product', path: '/men/shirts/away-kit/classic-away-shirt-26-27-1001-navy/', budgeted: true },
  { name: 'basket', path: '/cart/', budgeted: false },
  { name: 'checkout', path: '/checkout/', budgeted: false },
];

interface Download {
  url: string;
  type: string;
  /** gzip -9 of the body. */
  gzip: number;
  /** Bytes on the wire (as the server encoded it). */
  transferred: number;
}

async function record(response: Response): Promise<Download | undefined> {
  const type = response.request().resourceType();
  if (type !== 'script' && type !== 'stylesheet' && type !== 'document') return undefined;
  const body = await response.body().catch(() => undefined);
  if (!body) return undefined;
  const sizes = await response
    .request()
    .sizes()
    .catch(() => undefined);
  return {
    url: response.url().replace(site, ''),
    type,
    gzip: gzipSync(body, { level: 9 }).length,
    transferred: sizes ? sizes.responseBodySize + sizes.responseHeadersSize : body.length,
  };
}

const loadBefore = loadavg()[0];
const shop = await startShop({
  apiPort: API_PORT,
  storefrontPort: STOREFRONT_PORT,
  outDir: join(
    storefrontDir,
    process.env.FIRST_VISIT_OUT_DIR ?? join('node_modules', '.cache', 'dist-first-visit'),
  ),
  reuseBuild: process.env.FIRST_VISIT_REUSE_BUILD === '1',
});
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [...quietChromiumFlags],
});
const results = [];
try {
  for (const page of pages) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const tab = await context.newPage();
    const pending: Promise<Download | undefined>[] = [];
    tab.on('response', (response) => pending.push(record(response)));
    await tab.goto(`${site}${page.path}`, { waitUntil: 'networkidle' });
    // Idle means idle: nothing more arrives for a while (late chunks, hydration's own requests).
    let count = -1;
    while (count !== pending.length) {
      count = pending.length;
      await tab.waitForTimeout(IDLE_MS);
    }
    const downloads = (await Promise.all(pending)).filter((entry): entry is Download => entry !== undefined);
    const of = (type: string) => downloads.filter((entry) => entry.type === type);
    const sum = (entries: Download[], key: 'gzip' | 'transferred') =>
      entries.reduce((total, e) => total + e[key], 0);
    const scripts = of('script');
    results.push({
      page: page.name,
      path: page.path,
      budgeted: page.budgeted,
      jsFiles: scripts.length,
      jsGzip: sum(scripts, 'gzip'),
      jsTransferred: sum(scripts, 'transferred'),
      cssFiles: of('stylesheet').length,
      cssGzip: sum(of('stylesheet'), 'gzip'),
      htmlGzip: sum(of('document'), 'gzip'),
      scripts: scripts.map(({ url, gzip }) => ({ url, gzip })).sort((a, b) => b.gzip - a.gzip),
    });
    await context.close();
  }
} finally {
  await browser.close();
  await shop.close();
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
console.info(
  `\nFirst visit (fresh profile, until the network is idle ${IDLE_MS} ms), load ${loadBefore.toFixed(1)}:`,
);
console.info('page       JS gzip   (files, on the wire)   CSS gzip (files)   HTML gzip');
for (const result of results) {
  console.info(
    `${result.page.padEnd(10)} ${kb(result.jsGzip).padStart(8)}  (${String(result.jsFiles).padStart(2)}, ${kb(result.jsTransferred).padStart(8)})    ${kb(result.cssGzip).padStart(8)} (${result.cssFiles})   ${kb(result.htmlGzip).padStart(8)}`,
  );
}
const output = join(root, 'bench', 'results', 'storefront-size.json');
mkdirSync(dirname(output), { recursive: true });
writeFileSync(
  output,
  `${JSON.stringify({ measuredAt: new Date().toISOString(), budgetJsGzip: FIRST_VISIT_JS_BUDGET, pages: results }, null, 2)}\n`,
);
console.info(`\nwritten to ${output}`);

const over = results.filter((result) => result.budgeted && result.jsGzip > FIRST_VISIT_JS_BUDGET);
if (check && over.length > 0) {
  for (const result of over) {
    console.error(
      `✗ ${result.page}: ${kb(result.jsGzip)} of JavaScript on a first visit, over ${kb(FIRST_VISIT_JS_BUDGET)}:`,
    );
    for (const script of result.scripts) console.error(`    ${kb(script.gzip).padStart(8)}  ${script.url}`);
  }
  process.exit(1);
}
