/**
 * Lighthouse 13.5 on the storefront's production build, in Lighthouse's default mobile mode
 * (emulated phone, simulated slow 4G and 4x CPU slowdown). Builds and serves the shop exactly as
 * the browser journeys do (apps/storefront/e2e/harness/shop-server.ts: seeded commerce API on a
 * loopback port, `vite build`, `vite preview` with the production security headers), then audits
 * home, category, product and checkout of northbridge-gb in Debian's Chromium (nothing is
 * downloaded) and writes the scores, LCP, TBT and CLS to bench/results/lighthouse.json.
 *
 * Run from the repository root: `pnpm bench:lighthouse` (= tsx --conditions=@clubshop/source
 * bench/lighthouse/run.mjs). LIGHTHOUSE_RUNS=<n> audits each page n times and keeps the median
 * performance run (default 1). LIGHTHOUSE_API_PORT and LIGHTHOUSE_STOREFRONT_PORT move the shop
 * (default 4110 and 4184); LIGHTHOUSE_PAGES=home,category audits only those; LIGHTHOUSE_REPORT_DIR=<dir>
 * keeps each full report. Not a test: it never fails on a score.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startShop, storefrontDir } from '../../apps/storefront/e2e/harness/shop-server.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// LIGHTHOUSE_API_PORT / LIGHTHOUSE_STOREFRONT_PORT move the shop, so the bench can run beside
// journeys (or another bench) on a shared machine.
const API_PORT = Number(process.env.LIGHTHOUSE_API_PORT ?? 4110);
const STOREFRONT_PORT = Number(process.env.LIGHTHOUSE_STOREFRONT_PORT ?? 4184);
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1) || 1);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const site = `http://northbridge-gb.localhost:${STOREFRONT_PORT}`;
const allPages = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/men/shirts/' },
  { name: 'product', path: '/men/shirts/away-kit/classic-away-shirt-26-27-1001-navy/' },
  // A fresh profile: the checkout of an empty basket (Lighthouse has no way to fill one first).
  { name: 'checkout', path: '/checkout/' },
];
// LIGHTHOUSE_PAGES=home,category audits only those pages (for comparing one change quickly).
const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
const pages = only ? allPages.filter((page) => only.includes(page.name)) : allPages;

const round = (value, digits = 0) => (value == null ? null : Number(value.toFixed(digits)));

function figures(lhr) {
  const score = (id) =>
    lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100);
  const audit = (id) => lhr.audits[id]?.numericValue;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: round(audit('largest-contentful-paint')),
    tbtMs: round(audit('total-blocking-time')),
    cls: round(audit('cumulative-layout-shift'), 3),
    // What cost points outside performance, so the docs can say why.
    failedAudits: Object.values(lhr.audits)
      .filter((entry) => entry.score !== null && entry.score < 1 && entry.scoreDisplayMode === 'binary')
      .map((entry) => entry.id),
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}

const loadBefore = loadavg();
const shop = await startShop({
  apiPort: API_PORT,
  storefrontPort: STOREFRONT_PORT,
  // Inside node_modules: ignored by git, apart from the journeys' dist-e2e.
  outDir: join(storefrontDir, 'node_modules', '.cache', 'dist-lighthouse'),
});
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
const results = [];
try {
  for (const page of pages) {
    const attempts = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${site}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
      attempts.push(figures(result.lhr));
      // LIGHTHOUSE_REPORT_DIR=<dir> keeps every full report (layout shifts, contrast nodes, LCP
      // breakdown) for finding out why a score is what it is.
      if (process.env.LIGHTHOUSE_REPORT_DIR) {
        mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
        writeFileSync(
          join(process.env.LIGHTHOUSE_REPORT_DIR, `${page.name}-${run + 1}.json`),
          JSON.stringify(result.lhr),
        );
      }
    }
    attempts.sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
    const median = attempts[Math.floor(attempts.length / 2)];
    results.push({ page: page.name, url: `${site}${page.path}`, runs, ...median });
    console.info(page.name, JSON.stringify(median));
  }
} finally {
  await chrome.kill();
  await shop.close();
}

const output = {
  tool: 'lighthouse 13.5.0',
  mode: 'mobile (Lighthouse default: emulated phone, simulated throttling)',
  chromium: chromePath,
  date: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  loadAverageBefore: loadBefore.map((value) => round(value, 2)),
  loadAverageAfter: loadavg().map((value) => round(value, 2)),
  pages: results,
};
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(join(root, 'bench', 'results', 'lighthouse.json'), `${JSON.stringify(output, null, 2)}\n`);
console.info(`load average ${output.loadAverageBefore.join(' ')} -> ${output.loadAverageAfter.join(' ')}`);
