#!/usr/bin/env node
// @ts-check
/**
 * The Storybook check of the test command (`pnpm --filter @clubshop/ui-kit test:storybook`, after
 * `storybook build`): serves the built Storybook on a loopback port and, in Debian's Chromium
 * through playwright-core (nothing downloads a browser),
 *
 * - renders every story under every club and in two cultures (en, de), each at its own viewport,
 *   and fails on any serious or critical axe violation (the a11y addon's run), a story that does
 *   not render, a page error, or a dictionary key shown as text;
 * - renders the canary story (`.storybook/checks/`) and fails unless axe finds its violations
 *   there: the proof, on every run, that this check can fail;
 * - fails when a component's docs page would have an empty prop table (no props react-docgen
 *   could read, no argTypes described by hand), for the component or any subcomponent;
 * - renders the MDX pages (introduction, theme tokens) and runs axe on their content;
 * - drives the overlay focus trap with Chromium's keyboard (focus-trap-check.mjs);
 * - screenshots every story under every club (and in German for the text-heavy ones) in the same
 *   render, and fails on a screenshot that differs from its baseline in `baselines/`, or has none
 *   (visual.mjs); the HTML report of what changed goes to test-results/visual/index.html.
 *   `--update` approves: the screenshots of this run become the baselines.
 * - renders, in the text cultures (Danish), under every club, the stories that show the kit's
 *   translated texts (translated-texts.mjs: the English pass finds them), with the same checks,
 *   and screenshots those that show a Danish text.
 *
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium), STORYBOOK_CHECK_PORT (default 4610),
 * STORYBOOK_CHECK_WORKERS (pages in parallel, default 2), STORYBOOK_CHECK_CULTURES (default
 * `en,de`), STORYBOOK_CHECK_TEXT_CULTURES (default `da`; empty for none), STORYBOOK_CHECK_FILTER (only story ids containing it, for debugging),
 * STORYBOOK_CHECK_VISUAL=0 (no screenshots).
 * A JSON report goes to test-results/storybook-check.json.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { checkFocusTrap } from './focus-trap-check.mjs';
import { serveStatic } from './static-server.mjs';
import { checkDocsPage, checkStory, openPreview, storyNeeds } from './story-page.mjs';
import { showsAny, translatedTexts, visibleText } from './translated-texts.mjs';
import {
  captureStory,
  compareScreenshot,
  screenshotName,
  staleBaselines,
  visualCultures,
  writeVisualReport,
} from './visual.mjs';

const packageDir = resolve(import.meta.dirname, '../..');
const staticDir = join(packageDir, 'storybook-static');
const reportFile = join(packageDir, 'test-results/storybook-check.json');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.STORYBOOK_CHECK_PORT ?? 4610);
const workerCount = Math.max(1, Number(process.env.STORYBOOK_CHECK_WORKERS ?? 2));
const cultures = (process.env.STORYBOOK_CHECK_CULTURES ?? 'en,de').split(',').filter(Boolean);
const storyFilter = process.env.STORYBOOK_CHECK_FILTER ?? '';
const visual = process.env.STORYBOOK_CHECK_VISUAL !== '0';
// Cultures shot only where the kit's translated texts show (their texts decide it, so screenshots only).
const textCultures = visual
  ? (process.env.STORYBOOK_CHECK_TEXT_CULTURES ?? 'da')
      .split(',')
      .filter((culture) => culture && !cultures.includes(culture))
  : [];
const updateBaselines = process.argv.includes('--update');
const baselineDir = join(import.meta.dirname, 'baselines');
const visualReportDir = join(packageDir, 'test-results/visual');
const approveCommand = 'pnpm --filter @clubshop/ui-kit visual --update';

/** Impacts that fail the run; minor and moderate ones are listed as warnings. */
const failingImpacts = new Set(['serious', 'critical']);

if (!existsSync(join(staticDir, 'index.json'))) {
  console.error(`No built Storybook in ${staticDir}: run \`storybook build -o storybook-static\` first.`);
  process.exit(1);
}
if (!existsSync(chromiumPath)) {
  console.error(`No Chromium at ${chromiumPath}: apt-get install -y chromium, or set CHROMIUM_PATH.`);
  process.exit(1);
}

// The baselines were taken with Debian's fonts-liberation installed: the stories' own text is in
// the clubs' self-hosted fonts, but SVG pictures and form controls use the browser's `sans-serif`,
// which is Liberation Sans with it and DejaVu Sans without (chromium only recommends the package, and
// `apt-get install --no-install-recommends` leaves it out). Without it hundreds of screenshots
// would differ for a reason that is not the change under review: say so instead.
const liberationSans = '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf';
if (visual && !updateBaselines && !existsSync(liberationSans)) {
  console.error(
    `No ${liberationSans}: the screenshots' baselines were taken with Debian's fonts-liberation as the browser's sans-serif. apt-get install -y fonts-liberation (or STORYBOOK_CHECK_VISUAL=0 for no screenshots).`,
  );
  process.exit(1);
}

/** @type {{ entries: Record<string, { id: string, type: string, title: string, tags?: string[] }> }} */
const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'));
const entries = Object.values(index.entries);
const stories = entries.filter((entry) => entry.type === 'story' && entry.id.includes(storyFilter));
const canaries = stories.filter((entry) => entry.tags?.includes('axe-canary'));
const mdxPages = storyFilter
  ? []
  : entries.filter((entry) => entry.type === 'docs' && entry.tags?.includes('unattached-mdx'));
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
// The clubs come from the preview's club toolbar; read them from the built preview config.
const clubs = ['northbridge', 'riverside', 'harbour'];

if (!storyFilter && canaries.length === 0) {
  console.error(
    'No axe canary story in the build (.storybook/checks/): the check could not prove it can fail.',
  );
  process.exit(1);
}

/** @typedef {import('./story-page.mjs').StoryResult & { club: string, culture: string }} Result */
/** @type {Result[]} */
const results = [];
/** @type {string[]} */
const failures = [];
/** @type {string[]} */
const warnings = [];
/** @type {import('./visual.mjs').VisualOutcome[]} */
const visualOutcomes = [];
/** Time spent screenshotting and comparing, summed over the browser pages. */
let visualMilliseconds = 0;
/** The texts of each text culture and of English where they differ (translated-texts.mjs). */
const textsOf = new Map(textCultures.map((culture) => [culture, translatedTexts(culture)]));
/** Per text culture: the stories whose English render shows a text that culture translates. */
/** @type {Map<string, Set<string>>} */
const candidatesOf = new Map(textCultures.map((culture) => [culture, new Set()]));
/** Renders, screenshots and page time of the text cultures' passes. */
const textPasses = { renders: 0, screenshots: 0, milliseconds: 0 };
/** Settles when the English pass of the first club (which finds the candidates) is done. */
let candidatesFound = () => {};
/** @type {Promise<void>} */
const candidatesReady = new Promise((resolve) => {
  candidatesFound = resolve;
});

/** Documented props per component (and subcomponent) name, by stories title. */
/** @type {Map<string, Record<string, number>>} */
const propTables = new Map();

/**
 * Every story under one club and culture, in one page; in a text culture only the stories that
 * show the kit's translated texts.
 *
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseUrl
 * @param {string} club
 * @param {string} culture
 */
async function runCombination(browser, baseUrl, club, culture) {
  const label = `${club}/${culture}`;
  const texts = textsOf.get(culture);
  if (texts) await candidatesReady;
  const findCandidates = culture === 'en' && club === clubs[0] && textsOf.size > 0;
  const started = Date.now();
  const candidates = texts ? (candidatesOf.get(culture) ?? new Set()) : undefined;
  const ownStories = candidates ? stories.filter((story) => candidates.has(story.id)) : stories;
  const { page, pageErrors } = await openPreview(browser, {
    baseUrl,
    club,
    culture,
    firstStoryId: (canaries[0] ?? stories[0])?.id ?? '',
  });
  let viewport = '1280x800';
  const ordered = texts ? ownStories : [...canaries, ...stories.filter((entry) => !canaries.includes(entry))];
  for (const story of ordered) {
    const needs = await storyNeeds(page, story.id);
    if (!needs.expectedViolations) propTables.set(story.title, needs.documentedProps);
    if (`${needs.width}x${needs.height}` !== viewport) {
      await page.setViewportSize({ width: needs.width, height: needs.height });
      viewport = `${needs.width}x${needs.height}`;
    }
    pageErrors.length = 0;
    const result = await checkStory(page, story.id, {
      checkTranslations: !needs.withoutDictionary && !needs.expectedViolations,
    });
    results.push({ ...result, club, culture });
    const where = `${story.id} [${label}${viewport === '1280x800' ? '' : ` ${viewport}`}]`;
    const serious = result.violations.filter((violation) => failingImpacts.has(violation.impact ?? ''));

    if (needs.expectedViolations) {
      const found = new Set(serious.map((violation) => violation.id));
      const missed = needs.expectedViolations.filter((id) => !found.has(id));
      if (missed.length > 0) {
        failures.push(
          `${where}: the canary's violations were not found (${missed.join(', ')}): the axe check is broken`,
        );
      }
      continue;
    }
    for (const problem of [...result.problems, ...pageErrors.map((error) => `page error: ${error}`)]) {
      failures.push(`${where}: ${problem}`);
    }
    for (const violation of serious) {
      failures.push(
        `${where}: ${violation.impact} ${violation.id} (${violation.help}) at ${violation.targets.join(' | ')}` +
          (violation.summary ? `\n      ${violation.summary.replaceAll('\n', '\n      ')}` : ''),
      );
    }
    for (const violation of result.violations.filter((candidate) => !serious.includes(candidate))) {
      warnings.push(`${where}: ${violation.impact} ${violation.id} at ${violation.targets.join(' | ')}`);
    }
    if (result.untranslated.length > 0) {
      failures.push(`${where}: dictionary keys shown as text: ${result.untranslated.join(', ')}`);
    }
    if (findCandidates && needs.visual) {
      const shown = await visibleText(page);
      for (const [textCulture, { english }] of textsOf) {
        if (showsAny(shown, english)) candidatesOf.get(textCulture)?.add(story.id);
      }
    }
    const shot = texts
      ? needs.visual && showsAny(await visibleText(page), texts.translated)
      : visual && needs.visual && visualCultures(story.title).includes(culture);
    if (shot) {
      const name = screenshotName({ storyId: story.id, club, culture });
      const shotStarted = Date.now();
      const png = await captureStory(page);
      visualOutcomes.push(
        compareScreenshot({ name, png, baselineDir, reportDir: visualReportDir, update: updateBaselines }),
      );
      visualMilliseconds += Date.now() - shotStarted;
      if (texts) textPasses.screenshots += 1;
    }
  }
  await page.close();
  const took = Date.now() - started;
  if (texts) {
    textPasses.renders += ownStories.length;
    textPasses.milliseconds += took;
  }
  if (findCandidates) candidatesFound();
  console.info(`  ${label}: ${ownStories.length} stories in ${(took / 1000).toFixed(1)} s`);
}

/**
 * The MDX pages render, and their content has no serious axe violation.
 *
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseUrl
 */
async function runPages(browser, baseUrl) {
  const { page } = await openPreview(browser, {
    baseUrl,
    club: clubs[0] ?? 'northbridge',
    culture: 'en',
    firstStoryId: canaries[0]?.id ?? '',
  });
  for (const docs of mdxPages) {
    const { rendered, violations } = await checkDocsPage(page, docs.id, axeSource);
    if (!rendered) failures.push(`${docs.id}: the page did not render`);
    for (const violation of violations.filter((candidate) => failingImpacts.has(candidate.impact ?? ''))) {
      failures.push(
        `${docs.id}: ${violation.impact} ${violation.id} (${violation.help}) at ${violation.targets.join(' | ')}`,
      );
    }
  }
  await page.close();
}

const started = Date.now();
if (visual) {
  rmSync(visualReportDir, { recursive: true, force: true });
  mkdirSync(visualReportDir, { recursive: true });
  mkdirSync(baselineDir, { recursive: true });
}
const server = await serveStatic(staticDir, port);
const browser = await chromium.launch({
  executablePath: chromiumPath,
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
console.info(
  `Storybook check: ${stories.length} stories x ${clubs.length} clubs x ${cultures.length} cultures (${cultures.join(', ')}), ` +
    `${mdxPages.length} pages, ${workerCount} browser pages in parallel, ${server.url}`,
);
try {
  /** @type {Array<() => Promise<void>>} */
  const tasks = [
    ...(mdxPages.length > 0 ? [() => runPages(browser, server.url)] : []),
    ...(storyFilter
      ? []
      : [
          async () => {
            const problems = await checkFocusTrap(browser, server.url);
            failures.push(...problems);
            console.info(`  focus trap with Chromium's keyboard: ${problems.length === 0 ? 'ok' : 'FAILED'}`);
          },
        ]),
    ...clubs.flatMap((club) =>
      cultures.map((culture) => () => runCombination(browser, server.url, club, culture)),
    ),
    // Last: they render the stories the first club's English pass found.
    ...textCultures.flatMap((culture) =>
      clubs.map((club) => () => runCombination(browser, server.url, club, culture)),
    ),
  ];
  // Nothing to wait for when no English pass of the first club runs.
  if (!cultures.includes('en')) candidatesFound();
  const workers = Array.from({ length: Math.min(workerCount, tasks.length) }, async () => {
    for (let task = tasks.shift(); task; task = tasks.shift()) await task();
  });
  await Promise.all(workers);
} finally {
  await browser.close();
  await server.close();
}

for (const [title, components] of propTables) {
  for (const [name, rows] of Object.entries(components)) {
    if (rows === 0)
      failures.push(
        `${title}: the docs page's prop table of ${name} is empty (no docgen props, no described argTypes)`,
      );
  }
}

const visualNote = visual ? checkScreenshots() : '';

/**
 * Fails on every changed or new screenshot and stale baseline (unless approving), writes the
 * HTML report, and says what was compared.
 */
function checkScreenshots() {
  const stale = storyFilter
    ? []
    : staleBaselines(baselineDir, new Set(visualOutcomes.map((outcome) => outcome.name)), updateBaselines);
  const took = `${(visualMilliseconds / 1000).toFixed(1)} s of page time`;
  const count = (/** @type {string} */ status) =>
    visualOutcomes.filter((outcome) => outcome.status === status).length;
  if (updateBaselines) {
    return `; ${visualOutcomes.length} screenshots, ${count('approved')} baselines written, ${stale.length} stale ones deleted (${took})`;
  }
  const report = writeVisualReport(visualReportDir, { outcomes: visualOutcomes, stale, approveCommand });
  for (const outcome of visualOutcomes) {
    if (outcome.status === 'changed') {
      failures.push(
        `${outcome.name}: differs from its baseline (${outcome.changedPixels} pixels${outcome.note ? `, ${outcome.note}` : ''})`,
      );
    } else if (outcome.status === 'new') {
      failures.push(`${outcome.name}: a new screenshot without a baseline`);
    }
  }
  for (const name of stale) failures.push(`${name}: a baseline of no story (stale)`);
  if (count('changed') + count('new') + stale.length > 0) {
    failures.unshift(
      `visual review: see ${report}; approve with \`${approveCommand}\` and commit the baselines`,
    );
  }
  return `; ${visualOutcomes.length} screenshots match their baselines (${took})`;
}

mkdirSync(join(packageDir, 'test-results'), { recursive: true });
writeFileSync(
  reportFile,
  `${JSON.stringify({ failures, warnings, results, screenshots: visualOutcomes }, null, 2)}\n`,
);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (warnings.length > 0) {
  console.warn(`${warnings.length} minor or moderate axe findings (not failing; see ${reportFile}).`);
}
if (failures.length > 0) {
  console.error(`\n✗ Storybook check failed (${failures.length}) in ${seconds} s:\n`);
  for (const failure of failures.slice(0, 60)) console.error(`  - ${failure}`);
  if (failures.length > 60) console.error(`  … and ${failures.length - 60} more in ${reportFile}`);
  process.exit(1);
}
const canaryNote = canaries.length > 0 ? ', plus the canary' : '';
const textNote =
  textCultures.length > 0
    ? `; ${textPasses.renders} renders in ${textCultures.join(', ')} of the stories that show the kit's translated texts (${textPasses.screenshots} screenshots, ${(textPasses.milliseconds / 1000).toFixed(1)} s of page time)`
    : '';
const focusNote = storyFilter ? '' : '; the focus trap with the real keyboard';
console.info(
  `✓ ${results.length - textPasses.renders} story renders (${stories.length - canaries.length} stories x ${clubs.length} clubs x ${cultures.length} cultures${canaryNote}) ` +
    `without a serious axe violation${textNote}; ${propTables.size} docs pages with prop tables; ${mdxPages.length} pages${focusNote}${visualNote}; ${seconds} s`,
);
