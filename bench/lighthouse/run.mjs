/**
 * Lighthouse 13.5 on the storefront's production server, in Lighthouse's default mobile mode
 * (emulated phone, simulated slow 4G and 4x CPU slowdown), each page beside a static copy of
 * itself. Builds and serves the shop as deployed, each part in a process of its own: the commerce
 * API (bench/page-cache/api-process.ts: production rules, the demo clubs seeded as an operator
 * does) and the storefront's production server (apps/storefront/e2e/harness/shop-server.ts, the
 * build served by `node dist/server/server.js`), saves the HTML the server rendered for
 * home, category, product and checkout of northbridge-gb as files the same server serves
 * (/bench-static/<page>.html: the same markup and stylesheet without its scripts, encoded as the
 * server encodes pages, with no rendering time: the page's floor), then audits each page and its
 * copy taking turns run by run (after a warm-up: 30 renders of the page, one unrecorded audit of
 * each), in Debian's Chromium (nothing is downloaded), and writes the
 * scores, LCP, TBT, CLS and the LCP ratio to the floor (median LCP against median LCP) to
 * bench/results/lighthouse.json.
 *
 * Run from the repository root: `pnpm bench:lighthouse` (= tsx --conditions=@clubshop/source
 * bench/lighthouse/run.mjs). LIGHTHOUSE_RUNS=<n> audits each page and copy n times (default 3; a run
 * whose trace failed is run again); the scores are those of the median run by performance. LIGHTHOUSE_API_PORT and LIGHTHOUSE_STOREFRONT_PORT move the shop
 * (default 4110 and 4184); LIGHTHOUSE_PAGES=home,category audits only those; LIGHTHOUSE_REPORT_DIR=<dir>
 * keeps each full report; E2E_REUSE_BUILD=1 serves the last build; LIGHTHOUSE_BROWSER_NICE=<n> (default
 * 10, 0 for none) is the browser's lower priority (decision 0060). Not a test: it never fails on a score.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { cpus, loadavg, setPriority } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  buildStorefront,
  startStorefrontProcess,
  storefrontDir,
} from '../../apps/storefront/e2e/harness/shop-server.ts';
import { encodePage } from '../../apps/storefront/server/page-encoding.ts';
import { startApiProcess } from '../page-cache/api-process.ts';
import { chromiumPath, quietChromiumFlags } from '../support/chromium.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// LIGHTHOUSE_API_PORT / LIGHTHOUSE_STOREFRONT_PORT move the shop, so the bench can run beside
// journeys (or another bench) on a shared machine.
const API_PORT = Number(process.env.LIGHTHOUSE_API_PORT ?? 4110);
const STOREFRONT_PORT = Number(process.env.LIGHTHOUSE_STOREFRONT_PORT ?? 4184);
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 1);
const chromePath = chromiumPath;
const chromeFlags = ['--headless', ...quietChromiumFlags];

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
// Inside node_modules: ignored by git, apart from the journeys' dist-e2e.
const outDir = join(storefrontDir, 'node_modules', '.cache', 'dist-lighthouse');
// The API and the storefront each in a process of their own, as deployed: not in this one, where
// Lighthouse handles the browser's events (more of them for the page than for its copy: its
// scripts) on the same event loop as the API's answers, the page's pictures among them.
const api = await startApiProcess(API_PORT, {
  // Pictures under the address the storefront knows the API by (its CSP allows that origin).
  PUBLIC_ORIGIN: `http://127.0.0.1:${API_PORT}`,
  STOREFRONT_PORT: String(STOREFRONT_PORT),
});
if (process.env.E2E_REUSE_BUILD !== '1') await buildStorefront(outDir);
const storefront = await startStorefrontProcess(outDir, STOREFRONT_PORT, api.url);
const shop = {
  close: async () => {
    await storefront.close();
    await api.close();
  },
};

// The static copies: what the server rendered for each page, without its scripts (nothing to run,
// nothing to hydrate), saved where the same server serves its build's files: no render, no API
// call, no JavaScript. The floor of the page's LCP.
const staticDir = join(outDir, 'client', 'bench-static');
rmSync(staticDir, { recursive: true, force: true });
mkdirSync(staticDir, { recursive: true });
/**
 * The page at `path` of the site, asked of the loopback address with the site's host name
 * (Node does not resolve `*.localhost` as Chromium does).
 */
function renderedPage(path) {
  const { host } = new URL(site);
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port: STOREFRONT_PORT, path, headers: { Host: host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve(body));
    }).on('error', reject);
  });
}
for (const page of pages) {
  const html = (await renderedPage(page.path))
    .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
  writeFileSync(join(staticDir, `${page.name}.html`), html);
  // The copy goes out encoded as the server encodes the pages it keeps (Brotli or gzip at the
  // `kept` settings, page-encoding.ts: the audited page is a kept page but for its first render
  // after the answers expire, which gets the lighter setting), not through the static files'
  // compression: the same bytes on the wire for the same markup, so the comparison is of what the
  // page adds, not of two compressors.
  for (const encoding of ['br', 'gzip']) {
    const suffix = encoding === 'br' ? 'br' : 'gz';
    writeFileSync(
      join(staticDir, `${page.name}.html.${suffix}`),
      encodePage(Buffer.from(html), encoding, 'kept'),
    );
  }
}
// The browser and this process (Lighthouse reading the browser's events) yield the CPU to the
// servers: on this machine they share two cores with the shop, which a shopper's phone never does,
// and Lighthouse's simulation charges every request of an origin with the server time it observed
// there. Without this a page whose scripts keep the browser busy while its pictures are asked for
// is charged for the browser's own work as the server's (decision 0060). Chromium, started from
// here, inherits the lower priority; the API and the storefront, started before, keep theirs.
const browserNice = Number(process.env.LIGHTHOUSE_BROWSER_NICE ?? 10);
if (browserNice > 0) setPriority(browserNice);
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
const results = [];
/** One Lighthouse run of a URL; a run whose trace failed (NO_NAVSTART and the like) is tried again. */
async function auditOnce(url, name, run) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    // LIGHTHOUSE_REPORT_DIR=<dir> keeps every full report (layout shifts, contrast nodes, LCP
    // breakdown) for finding out why a score is what it is.
    if (process.env.LIGHTHOUSE_REPORT_DIR) {
      mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
      writeFileSync(
        join(process.env.LIGHTHOUSE_REPORT_DIR, `${name}-${run + 1}.json`),
        JSON.stringify(result.lhr),
      );
    }
    const measured = figures(result.lhr);
    if (measured.lcpMs != null || attempt === 3) return measured;
    console.warn(`${name} run ${run + 1}: ${measured.runtimeError ?? 'no LCP'}; running it again`);
  }
}

const median = (values) => {
  const sorted = values.filter((value) => value != null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The median run by performance score (its scores are the row's), with every run's LCP. */
function summary(attempts) {
  const byPerformance = [...attempts].sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
  return {
    ...byPerformance[Math.floor(byPerformance.length / 2)],
    lcpRunsMs: attempts.map((attempt) => attempt.lcpMs),
    medianLcpMs: median(attempts.map((attempt) => attempt.lcpMs)),
  };
}

try {
  for (const page of pages) {
    // The page and its copy take turns, run by run: both meet the same minutes of a shared
    // machine, and each pair is a comparison of its own.
    // A server in service has rendered each page many times (its code optimised by V8) and a
    // browser has run before: neither the first renders after a start nor Chromium's first
    // navigation are what a shopper meets. The page is rendered 30 times, then the page and its copy
    // are audited once each, unrecorded, before the runs that count.
    for (let render = 0; render < 30; render++) await renderedPage(page.path);
    await auditOnce(`${site}${page.path}`, `${page.name}-warm-up`, 0);
    await auditOnce(`${site}/bench-static/${page.name}.html`, `${page.name}-static-warm-up`, 0);
    const servedRuns = [];
    const floorRuns = [];
    for (let run = 0; run < runs; run++) {
      servedRuns.push(await auditOnce(`${site}${page.path}`, page.name, run));
      floorRuns.push(await auditOnce(`${site}/bench-static/${page.name}.html`, `${page.name}-static`, run));
    }
    const served = summary(servedRuns);
    const floor = summary(floorRuns);
    const pairRatios = servedRuns
      .map((run, index) => (run.lcpMs && floorRuns[index].lcpMs ? run.lcpMs / floorRuns[index].lcpMs : null))
      .filter((ratio) => ratio != null);
    const row = {
      page: page.name,
      url: `${site}${page.path}`,
      runs,
      ...served,
      staticCopy: {
        performance: floor.performance,
        lcpMs: floor.lcpMs,
        lcpRunsMs: floor.lcpRunsMs,
        medianLcpMs: floor.medianLcpMs,
      },
      // The LCP of the page's median run against its copy's median run (medians of the LCPs, not
      // the LCP of the run with the median performance score, which TBT decides).
      lcpToFloor:
        served.medianLcpMs && floor.medianLcpMs ? round(served.medianLcpMs / floor.medianLcpMs, 3) : null,
      // The median of the run-by-run ratios (page run n against copy run n).
      pairedLcpToFloor: round(median(pairRatios), 3),
      // The old rule, kept for comparison with earlier results: the LCP of each side's median run
      // by performance score.
      lcpToFloorByPerformanceRun: served.lcpMs && floor.lcpMs ? round(served.lcpMs / floor.lcpMs, 2) : null,
    };
    results.push(row);
    console.info(page.name, JSON.stringify(row));
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
