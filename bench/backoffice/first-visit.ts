/**
 * The back office's first visit: all the JavaScript (and CSS) Chromium downloads until the network
 * has been idle for 2 s, in a fresh profile (empty cache), of the sign-in page and of the orders
 * list (an owner signs in through the form, which loads no script, then opens /orders: the
 * shell, the orders screen and what they share). The production build on the production server
 * (apps/backoffice/e2e/harness.ts) against the seeded commerce API. Each file is counted as
 * gzip -9 of its bytes, beside the bytes the server sent.
 *
 * Run from the repository root:
 *   npx tsx --conditions=@clubshop/source bench/backoffice/first-visit.ts
 * FIRST_VISIT_API_PORT / FIRST_VISIT_BACKOFFICE_PORT move the servers (default 5002 / 5003);
 * FIRST_VISIT_REUSE_BUILD=1 serves the last build. Results: bench/results/backoffice-first-visit.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { ownerEmail, staffPassword, startBackoffice } from '../../apps/backoffice/e2e/harness.ts';
import { launchChromium } from '../../apps/storefront/e2e/harness/chromium.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const IDLE_MS = 2_000;

process.env.E2E_API_PORT = process.env.FIRST_VISIT_API_PORT ?? '5002';
process.env.E2E_BACKOFFICE_PORT = process.env.FIRST_VISIT_BACKOFFICE_PORT ?? '5003';
if (process.env.FIRST_VISIT_REUSE_BUILD === '1') process.env.E2E_REUSE_BUILD = '1';

interface Tally {
  files: number;
  gzip: number;
  sent: number;
}

/** Records every script and stylesheet a page downloads from now on. */
function record(page: Page) {
  const tally = { js: { files: 0, gzip: 0, sent: 0 } as Tally, css: { files: 0, gzip: 0, sent: 0 } as Tally };
  const pending: Promise<void>[] = [];
  let last = Date.now();
  page.on('request', () => {
    last = Date.now();
  });
  page.on('response', (response: Response) => {
    last = Date.now();
    const type = response.request().resourceType();
    const kind = type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : undefined;
    if (!kind) return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        tally[kind].files += 1;
        tally[kind].gzip += gzipSync(body, { level: 9 }).length;
        tally[kind].sent += sizes.responseBodySize;
      })(),
    );
  });
  return {
    tally,
    /** Resolves once nothing was requested or answered for IDLE_MS. */
    async idle() {
      while (Date.now() - last < IDLE_MS) await new Promise((resolve) => setTimeout(resolve, 200));
      await Promise.all(pending);
      return tally;
    },
  };
}

const running = await startBackoffice();
const browser = await launchChromium();
const results: Record<string, { js: Tally; css: Tally }> = {};
try {
  {
    const context = await browser.newContext();
    const page = await context.newPage();
    const recorder = record(page);
    await page.goto(`${running.url}/sign-in`);
    results['sign-in'] = await recorder.idle();
    await context.close();
  }
  {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${running.url}/sign-in?next=/orders`);
    const recorder = record(page);
    await page.locator('#email').fill(ownerEmail);
    await page.locator('#password').fill(staffPassword);
    await page.locator('button[type=submit]').click();
    await page.waitForURL(/\/orders$/);
    await page.locator('main h1').waitFor();
    results['orders list'] = await recorder.idle();
    await context.close();
  }
} finally {
  await browser.close();
  await running.close();
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
for (const [name, { js, css }] of Object.entries(results)) {
  console.info(
    `${name.padEnd(12)} JS ${js.files} files, ${kb(js.gzip)} gzip (${kb(js.sent)} sent) · CSS ${css.files} files, ${kb(css.gzip)} gzip (${kb(css.sent)} sent)`,
  );
}
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(
  join(root, 'bench/results/backoffice-first-visit.json'),
  `${JSON.stringify({ date: new Date().toISOString(), results }, null, 2)}\n`,
);
