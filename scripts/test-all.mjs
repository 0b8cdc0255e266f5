#!/usr/bin/env node
// The README's test command runs this after `pnpm install`: every check the project has, in order,
// stopping at the first failure. Add a step here when a new kind of test arrives.
//
// Some steps need software from outside npm: the browser journeys (Debian's Chromium), the
// database suite on a real PostgreSQL server and the page cache (Debian's Varnish with xkey). On a developer machine without them, those steps
// are skipped with a loud notice; under CI (`CI` set, as .ci/run runs it) a missing one fails.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/**
 * The CPU seconds of this process's finished children and their descendants (Linux: cutime and
 * cstime of /proc/self/stat), so each step's line says how busy it kept the machine's cores, not
 * only how long it took: a step using one core of two is one another step could run beside. Only
 * processes their parents waited for are counted: a PostgreSQL server started with pg_ctl, or a
 * browser's helper processes left to init when it is closed, are not.
 */
function childrenCpuSeconds() {
  if (!existsSync('/proc/self/stat')) return undefined;
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // The fields after the command's name in parentheses (which may hold spaces): cutime is field 16,
  // cstime field 17, in clock ticks (100 a second on Linux).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

const pnpm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['pnpm'];
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const postgresBin = ['/usr/lib/postgresql']
  .filter((dir) => existsSync(dir))
  .flatMap((dir) => readdirSync(dir).map((version) => `${dir}/${version}/bin`))
  .find((dir) => existsSync(`${dir}/initdb`));

/** Why a step cannot run here, or undefined when it can. */
const unavailable = {
  chromium: () =>
    existsSync(chromiumPath) ? undefined : `no Chromium at ${chromiumPath} (apt-get install chromium)`,
  postgres: () =>
    process.env.DATABASE_URL || postgresBin
      ? undefined
      : 'no PostgreSQL server (set DATABASE_URL or apt-get install postgresql)',
  // The Storybook screenshots' baselines were taken with Liberation Sans as the browser's sans-serif.
  'chromium and fonts-liberation': () =>
    unavailable.chromium() ??
    (existsSync('/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf')
      ? undefined
      : 'no Liberation fonts for the screenshots (apt-get install fonts-liberation)'),
  // The page-cache suite runs Debian's varnishd with varnish-modules' xkey.
  varnish: () =>
    existsSync('/usr/sbin/varnishd') &&
    ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu'].some((dir) =>
      existsSync(`${dir}/varnish/vmods/libvmod_xkey.so`),
    )
      ? undefined
      : 'no varnishd with the xkey vmod (apt-get install varnish varnish-modules)',
  // The metrics suite scrapes the three servers with Debian's prometheus.
  prometheus: () =>
    existsSync('/usr/bin/prometheus') ? undefined : 'no /usr/bin/prometheus (apt-get install prometheus)',
  // The operations suite stops and starts a cluster of its own: it needs the binaries.
  'postgres binaries': () =>
    postgresBin ? undefined : 'no PostgreSQL binaries (apt-get install postgresql)',
};

/** A throwaway PostgreSQL cluster for the database suite when DATABASE_URL is not set. */
const withPostgres = (command) =>
  process.env.DATABASE_URL
    ? command
    : ['bash', ['-c', 'source scripts/ci-postgres.sh && "$@"', 'with-postgres', ...command.flat()]];

const pnpmCommand = (...args) => [pnpm[0], [...pnpm.slice(1), ...args]];

/**
 * The storefront's production build the build step just made (apps/storefront/dist: client/ and
 * server/server.js, the layout the harness's `buildStorefront` writes). The size budget, the page
 * cache and the browser journeys serve it as it is instead of building three copies of their own
 * (decision 0051): the same Vite config and mode, so the same files, and what they test is the
 * build that ships. A run resumed with `--from` after the build step rebuilds first (turbo's
 * cache makes that quick when nothing changed), so these never serve a stale build.
 */
const storefrontBuild = {
  env: {
    E2E_OUT_DIR: 'dist',
    PAGE_CACHE_OUT_DIR: 'dist',
    FIRST_VISIT_OUT_DIR: 'dist',
    E2E_REUSE_BUILD: '1',
    FIRST_VISIT_REUSE_BUILD: '1',
  },
};

/**
 * The workspace packages whose tests run on source in the unit step: those with a `test` script
 * and no `test:dist` (the apps, the conformance kit). A package with `test:dist` runs the same
 * test files once, on its build, in the step "tests against the built packages" (decision 0053):
 * running them on source as well repeated every assertion on the code that build was made from.
 */
const sourceOnlyTestFilters = ['apps', 'packages'].flatMap((folder) =>
  readdirSync(folder)
    .map((name) => `${folder}/${name}/package.json`)
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, 'utf8')))
    .filter((manifest) => manifest.scripts?.test && !manifest.scripts['test:dist'])
    .map((manifest) => `--filter=${manifest.name}`),
);

/** Each step: a name, its command, and what it needs beyond npm. */
const steps = [
  { name: 'lint and format', command: pnpmCommand('exec', 'biome', 'ci', '.') },
  {
    // No import circle; no import across commerce-api's layers the wrong way (.dependency-cruiser.cjs).
    name: 'dependency rules (dependency-cruiser)',
    command: pnpmCommand('run', 'deps:check'),
  },
  {
    // Nothing points at documents outside the repository; every docs/…#anchor link finds its heading.
    name: 'documentation links',
    command: [process.execPath, ['scripts/check-doc-links.mjs']],
  },
  {
    // Every shell command README.md and docs/*.md print is run by the README journey (last step)
    // or allowed with the reason it cannot run here (scripts/check-docs-commands.mjs).
    name: 'documentation commands (each run by the README journey or allowed with a reason)',
    command: [process.execPath, ['scripts/check-docs-commands.mjs']],
  },
  {
    // Every package's tsconfig.json, the packages with the same compiler options in one program
    // (scripts/typecheck.mjs): each file checked once per set of options, not once per package.
    name: 'typecheck',
    command: [process.execPath, ['scripts/typecheck.mjs']],
  },
  { name: 'build', command: pnpmCommand('exec', 'turbo', 'run', 'build') },
  {
    // The apps and the conformance kit, on source; the published packages' tests run on their
    // build below ("tests against the built packages"), each assertion once (decision 0053).
    name: 'unit and integration tests (source: apps and conformance kit)',
    command: pnpmCommand('exec', 'turbo', 'run', 'test', '--concurrency=2', ...sourceOnlyTestFilters),
  },
  {
    name: 'published shape (publint, arethetypeswrong)',
    command: pnpmCommand('exec', 'turbo', 'run', 'check:package'),
  },
  // --- Issue 28 (versions a club can trust): begin ---
  {
    // Every export of every entry point as API Extractor sees the built declarations, against the
    // committed packages/*/api/*.api.md: a changed export fails until its report (and a changeset) say so.
    name: 'API reports (API Extractor) match the exports',
    command: [process.execPath, ['scripts/api-report.mjs']],
  },
  {
    // The public and the admin OpenAPI documents against Redocly's recommended rules (redocly.yaml;
    // the one finding kept is in .redocly.lint-ignore.yaml with its reason).
    name: 'OpenAPI documents lint clean (Redocly, recommended rules)',
    command: pnpmCommand('run', 'openapi:lint'),
  },
  {
    // A dry run of `changeset version` in a scratch copy: first releases are 0.1.0, no major that
    // no changeset asked for, one version for the fixed group, a CHANGELOG.md for each.
    name: 'release plan (changeset version, dry run)',
    command: [process.execPath, ['scripts/check-release-plan.mjs']],
  },
  // --- Issue 28 (versions a club can trust): end ---
  {
    name: 'tests against the built packages',
    command: pnpmCommand('exec', 'turbo', 'run', 'test:dist', '--concurrency=2'),
  },
  {
    // Packs the packages and installs them with npm into examples/ (registry access); builds
    // and serves the Next.js example (next build, next start); runs `npm create @clubshop/storefront`
    // from its tarball and installs, builds and tests the app it makes.
    name: 'examples on the packed packages (npm install, ESM + CommonJS SDK, TypeScript module settings, server render, Vite app in Chromium, Next.js App Router, tsc)',
    command: [process.execPath, ['scripts/test-examples.mjs']],
  },
  {
    name: 'commerce API suite on PostgreSQL',
    needs: 'postgres',
    command: withPostgres(pnpmCommand('--filter', '@clubshop/commerce-api', 'test:postgres')),
  },
  {
    name: 'commerce API operations suite (compiled API in processes, its own PostgreSQL cluster)',
    needs: 'postgres binaries',
    command: pnpmCommand('--filter', '@clubshop/commerce-api', 'test:ops'),
  },
  {
    name: "Storybook: build, then axe on every story under every club in two cultures (and in Danish where the kit's translated texts show), and screenshots against the baselines (Chromium)",
    needs: 'chromium and fonts-liberation',
    command: pnpmCommand('--filter', '@clubshop/ui-kit', 'test:storybook'),
  },
  {
    // Everything a first visit downloads until the network is idle, in Chromium, on the production
    // server: at most 107 KB gzip of JavaScript on home, category and product (bench/storefront).
    name: 'storefront first-visit size budget (Chromium)',
    needs: 'chromium',
    command: pnpmCommand('--filter', '@clubshop/storefront', 'size'),
    ...storefrontBuild,
  },
  {
    // Issue 29: Varnish (deploy/varnish/) in front of the production storefront and the API:
    // anonymous pages shared whatever the cookies, personal ones never cached, a sale purged
    // within 1 s, no error page kept, a CSP of hashes on cached pages.
    name: 'page cache (Varnish)',
    needs: 'varnish',
    command: pnpmCommand('--filter', '@clubshop/storefront', 'test:page-cache'),
    ...storefrontBuild,
  },
  {
    // Issue 42: Prometheus scrapes /metrics of the API, the production storefront server and the
    // back-office server; all three up, requests counted under their route patterns (decision 0090).
    name: 'metrics (Prometheus scrape)',
    needs: 'prometheus',
    command: pnpmCommand('--filter', '@clubshop/storefront', 'test:metrics'),
    env: { ...storefrontBuild.env, METRICS_OUT_DIR: 'dist' },
  },
  {
    // Issue 42: one OpenTelemetry trace across the production storefront server, the API's start
    // command and its database queries, and the back-office server, sent by OTLP/HTTP to a
    // receiver of the suite's own (decision 0103).
    name: 'traces (OpenTelemetry across storefront, API, database)',
    command: pnpmCommand('--filter', '@clubshop/storefront', 'test:traces'),
    env: { ...storefrontBuild.env, TRACES_OUT_DIR: 'dist' },
  },
  {
    name: 'browser journeys (Chromium)',
    needs: 'chromium',
    command: pnpmCommand('--filter', '@clubshop/storefront', 'test:e2e'),
    ...storefrontBuild,
  },
  {
    // The back office (issue 27): sign-in without JavaScript, staff roles, a content edit and a
    // price and picture edit the storefront's product page shows, the category tree, a shopper
    // buying on the storefront and paying through the Stripe double, the order marked Complete
    // (the storefront's order history says so), another cancelled and refunded (stock back), axe
    // on every screen in en and de. It serves the storefront build the build step made
    // (apps/storefront/dist), like the steps before it. Then issue 40's week of a new club
    // (e2e/launch-a-club.journey.ts): launched on the Sites screen, a product, an order paid at the
    // Stripe double, shipped, refunded in part, returned, CSV exports and an erasure, at 1280 and
    // 390 px, every screen without sideways scrolling and axe-clean in en, de and da.
    name: 'back-office journey (Chromium)',
    needs: 'chromium',
    command: pnpmCommand('--filter', '@clubshop/backoffice', 'test:e2e'),
    env: { E2E_OUT_DIR: storefrontBuild.env.E2E_OUT_DIR },
  },
  {
    // Issue 44, the first hour as the README says (decision 0066): in a clean clone of the committed
    // HEAD, the README's start command as printed (install, build, start; only the ports differ:
    // README_*_PORT), a guest buying through the test payment page on localhost and on
    // the nine demo sites, the README's first-owner command as printed and the owner in the back
    // office, everything stopped, then the printed commands that need the shop stopped
    // (scripts/check-docs-commands.mjs). It builds its own copy, so it comes last.
    name: 'README as written (clean clone: start command, purchases on every demo site, first owner, printed commands; Chromium)',
    needs: 'chromium',
    command: [process.execPath, ['scripts/readme-journey.mjs']],
  },
];

// `--from <text>` resumes a failed run at the first step whose name starts with the text (after a
// fix, without the steps that passed before it; what comes first must have passed on this tree).
const fromIndex = process.argv.indexOf('--from');
const from = fromIndex === -1 ? undefined : process.argv[fromIndex + 1];
const first = from === undefined ? 0 : steps.findIndex((step) => step.name.startsWith(from));
if (first === -1) {
  console.error(`✗ no step starts with "${from}"`);
  process.exit(2);
}

// Later steps serve the build step's storefront build: a resumed run makes sure it is current.
const buildIndex = steps.findIndex((step) => step.name === 'build');
const toRun = first > buildIndex ? [steps[buildIndex], ...steps.slice(first)] : steps.slice(first);

const started = Date.now();
const skipped = [];
const timings = [];
for (const step of toRun) {
  const missing = step.needs ? unavailable[step.needs]() : undefined;
  if (missing) {
    if (process.env.CI) {
      console.error(`\n✗ ${step.name} cannot run under CI: ${missing}`);
      process.exit(1);
    }
    console.warn(`\n!!! SKIPPED ${step.name}: ${missing}`);
    skipped.push(step.name);
    continue;
  }
  console.info(`\n=== ${step.name}`);
  const [command, args] = step.command;
  const stepStarted = Date.now();
  const cpuBefore = childrenCpuSeconds();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
  const stepSeconds = Math.round((Date.now() - stepStarted) / 1000);
  const cpuSeconds = cpuBefore === undefined ? undefined : Math.round(childrenCpuSeconds() - cpuBefore);
  if (result.status !== 0) {
    console.error(`\n✗ ${step.name} failed (exit ${result.status ?? result.signal}) after ${stepSeconds} s`);
    process.exit(result.status ?? 1);
  }
  // Each step's time, and the CPU it used (on 2 cores a step can use up to twice its time).
  const cpu = cpuSeconds === undefined ? '' : `${String(cpuSeconds).padStart(6)} s CPU`;
  timings.push(`${String(stepSeconds).padStart(5)} s ${cpu}  ${step.name}`);
  console.info(
    `\n✓ ${step.name} in ${stepSeconds} s${cpuSeconds === undefined ? '' : ` (${cpuSeconds} s of CPU)`}`,
  );
}
const seconds = Math.round((Date.now() - started) / 1000);
if (skipped.length > 0) console.warn(`\n!!! ${skipped.length} step(s) skipped: ${skipped.join(', ')}`);
console.info(`\n${timings.join('\n')}`);
console.info(`\n✓ every check that could run passed in ${seconds} s`);
