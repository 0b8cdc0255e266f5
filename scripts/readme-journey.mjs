#!/usr/bin/env node
// The README as written (issue 44): in a clean clone of the committed HEAD, the README's first
// command exactly as printed (install, build, start API + storefront + back office; only the
// environment differs: the ports), then, in Chromium, a shopper buying with the default payment
// provider (the built-in test payment page) on http://localhost:<port>/ and on each of the nine
// demo sites the API printed at its first start; then a club creating its first owner with the
// README's first-owner command as printed and signing into the back office. Then everything is
// stopped (process groups), the commands printed in README.md and docs/*.md that need the shop
// stopped run in the clone (scripts/check-docs-commands.mjs), and the clone is deleted.
//
// It goes on after a failed check, so one run lists every place where the README is not true,
// and ends with "N passed, N failed". Screenshots of failed pages: artifacts/journeys/readme-*.png;
// the start command's whole output: artifacts/journeys/readme-start.log.
//
// Ports (README's table): README_API_PORT (4900), README_STOREFRONT_PORT (4901),
// README_BACKOFFICE_PORT (4902). README_JOURNEY_KEEP=1 keeps the clone for a look.
import { execFileSync, spawn } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import {
  journeyOwnerEmail,
  journeyStaffPassword,
  readmeFirstOwnerCommand,
  readmeStartCommand,
  runDocsCommandsInClone,
  runShell,
  unclassifiedCommands,
} from './check-docs-commands.mjs';
import { signInToBackOffice } from './readme-journey-owner.mjs';
import { get, purchase, until } from './readme-journey-shopper.mjs';

const root = normalize(join(dirname(fileURLToPath(import.meta.url)), '..'));
const artifacts = join(root, 'artifacts', 'journeys');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const pnpm = 'npx -y pnpm@10.34.9';
const ports = {
  api: process.env.README_API_PORT ?? '4900',
  storefront: process.env.README_STOREFRONT_PORT ?? '4901',
  backoffice: process.env.README_BACKOFFICE_PORT ?? '4902',
};
/** Install, build and the first start's migration and seed on a busy 2-core machine. */
const startTimeoutMs = 30 * 60_000;
/** One browser step (a locator, a navigation): generous for a loaded machine. */
const stepTimeoutMs = 30_000;

// --- Checks: each passes or fails on its own; the run goes on and reports all of them. ---
const results = [];
/** Runs one check; a thrown error fails it (message printed), the run goes on. */
async function check(name, steps) {
  const started = Date.now();
  try {
    await steps();
    record(name, undefined, Date.now() - started);
    return true;
  } catch (error) {
    record(name, error, Date.now() - started);
    return false;
  }
}
function record(name, error, ms) {
  results.push({ name, passed: !error });
  const seconds = `${Math.round(ms / 1000)} s`;
  if (error)
    console.error(`✗ ${name} (${seconds})\n    ${String(error.message ?? error).replace(/\n/g, '\n    ')}`);
  else console.info(`✓ ${name} (${seconds})`);
}

/** The environment a person's terminal has: none of the package manager's variables of this run. */
function terminalEnv(extra) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(npm_|pnpm_|INIT_CWD$|PNPM_)/i.test(name)),
  );
  return { ...env, ...extra };
}

/** The README's "Ports" table names this journey's ports (so runs side by side do not collide). */
function readmeNamesThePorts(readme) {
  const row = readme.split('\n').find((line) => line.includes('README_API_PORT'));
  if (!row) throw new Error("README.md's port table has no row for README_API_PORT");
}

// --- The run. ---
if (!existsSync(chromiumPath)) {
  console.error(`no Chromium at ${chromiumPath} (apt-get install chromium)`);
  process.exit(1);
}
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const startCommand = readmeStartCommand(readme);
const ownerCommand = readmeFirstOwnerCommand(readme);

await check(
  'every command printed in README.md and docs/*.md is run here or allowed with a reason',
  async () => {
    const problems = unclassifiedCommands();
    if (problems.length > 0) throw new Error(`neither run nor allowed:\n${problems.join('\n')}`);
  },
);
await check("README.md's port table names the README journey's ports", async () =>
  readmeNamesThePorts(readme),
);

const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
if (execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim()) {
  console.warn(
    `!!! the work tree has uncommitted changes: the journey tests the committed HEAD (${head.slice(0, 7)})`,
  );
}
const scratch = mkdtempSync(join(tmpdir(), 'clubshop-readme-'));
const clone = join(scratch, 'clubshop');
// The clone installs from the same pnpm store as this checkout (warm: no download but the registry's metadata).
const storeDir = execFileSync('bash', ['-c', `${pnpm} store path`], { cwd: root, encoding: 'utf8' }).trim();
let shop;
let browser;
try {
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', root, clone], { stdio: 'inherit' });
  execFileSync('git', ['checkout', '--quiet', '--detach', head], { cwd: clone, stdio: 'inherit' });
  console.info(`README journey: clean clone of ${head.slice(0, 7)} in ${clone}; pnpm store ${storeDir}`);

  // 2-3. The README's first command, as printed; only the ports (and the store) come from the environment.
  mkdirSync(artifacts, { recursive: true });
  const env = terminalEnv({
    API_PORT: ports.api,
    STOREFRONT_PORT: ports.storefront,
    BACKOFFICE_PORT: ports.backoffice,
    npm_config_store_dir: storeDir,
  });

  /**
   * Runs the README's first command in the clone and waits for the shop: the "the shop is at"
   * line, the storefront and the back office answering. Its output goes to `readme-<label>.log`.
   */
  async function startTheShop(label) {
    const logFile = join(artifacts, `readme-${label}.log`);
    const log = createWriteStream(logFile);
    const run = { child: undefined, output: '', started: false };
    console.info(`README journey: running \`${startCommand}\` (${label}; log: ${logFile})`);
    run.child = spawn('bash', ['-c', startCommand], {
      cwd: clone,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    shop = run.child;
    let exited;
    run.child.on('exit', (code, signal) => {
      exited = signal ?? `exit ${code}`;
    });
    for (const stream of [run.child.stdout, run.child.stderr]) {
      stream.on('data', (chunk) => {
        log.write(chunk);
        run.output += chunk.toString();
        for (const line of chunk.toString().split('\n'))
          if (line.startsWith('clubshop:')) console.info(`  | ${line}`);
      });
    }
    run.started = await check(
      `the README's first command starts the shop (${label}): \`${startCommand}\``,
      async () => {
        await until(
          'the line "the shop is at"',
          async () => {
            if (exited)
              throw new Error(`the command stopped (${exited}) before the shop was up; see ${logFile}`);
            return run.output.includes('the shop is at');
          },
          startTimeoutMs,
        ).catch((error) => {
          throw new Error(`${error.message}\nlast output:\n${run.output.slice(-1500)}`);
        });
        await until(
          'the storefront answering /',
          async () => (await get(ports.storefront, `localhost:${ports.storefront}`, '/')).status === 200,
          5 * 60_000,
        );
        await until(
          'the back office answering /sign-in',
          async () =>
            (await get(ports.backoffice, `localhost:${ports.backoffice}`, '/sign-in')).status === 200,
          5 * 60_000,
        );
      },
    );
    return run;
  }

  /** Ctrl+C: SIGINT to the command's process group (start.mjs passes it on to each service's own group). */
  async function stopTheShop(label) {
    await check(
      `the shop stops on Ctrl+C (${label}: SIGINT to its process group), leaving no process behind`,
      async () => {
        await stopShop(shop);
        const left = processesIn(clone);
        if (left.length > 0) {
          for (const pid of left) kill(pid, 'SIGKILL');
          throw new Error(`processes still running in the clone after 60 s: ${left.join(', ')} (killed)`);
        }
      },
    );
    shop = undefined;
  }

  const first = await startTheShop('first start');
  const output = first.output;

  // The nine demo sites, as the API printed them at its first start (README's table).
  const sites = [
    ...output.matchAll(/(http:\/\/([a-z]+)-([a-z]{2})\.localhost:(\d+)\/)\s+\((\w\w), (\w{3})\)/g),
  ].map(([, url, club, country, , culture]) => ({ url, club, country, culture }));
  await check('the API printed the addresses of the nine demo sites at its first start', async () => {
    const names = [...new Set(sites.map((site) => `${site.club}-${site.country}`))].sort();
    const expected = ['harbour', 'northbridge', 'riverside'].flatMap((club) =>
      ['de', 'dk', 'gb'].map((c) => `${club}-${c}`),
    );
    if (names.join() !== expected.join()) throw new Error(`printed: ${names.join(', ') || 'none'}`);
    const wrongPort = sites.filter((site) => !site.url.endsWith(`:${ports.storefront}/`));
    if (wrongPort.length)
      throw new Error(`not on the storefront's port ${ports.storefront}: ${wrongPort.map((s) => s.url)}`);
  });

  const launchBrowser = () =>
    chromium.launch({
      executablePath: chromiumPath,
      headless: true,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--no-first-run',
      ],
    });
  const email = journeyOwnerEmail;
  const ownerText = ownerCommand.text.replace('<e-mail>', email);
  if (first.started) {
    // The API's development endpoints (every mail it "sent", reset links included) are never
    // answered on the shop's own address.
    await check(
      `the shop never answers the API's development endpoints (/api/dev/*) on its own address`,
      async () => {
        for (const path of ['/api/dev/mails?to=guest%40example.com', '/api/dev/sites', '/api/%64ev/sites']) {
          const answer = await get(ports.storefront, `localhost:${ports.storefront}`, path);
          if (answer.status !== 404) throw new Error(`${path} answered ${answer.status}`);
        }
      },
    );

    browser = await launchBrowser();
    // 4. A shopper buys on the default site and on a *.localhost site, then on every demo site.
    const defaultSite = {
      url: `http://localhost:${ports.storefront}/`,
      club: 'default',
      country: 'gb',
      culture: 'en',
    };
    const unique = [...new Map(sites.map((site) => [site.url, site])).values()];
    const localhostSite =
      unique.find((site) => site.club === 'riverside' && site.country === 'de') ?? unique[0];
    const others = unique.filter((site) => site !== localhostSite);
    for (const site of [defaultSite, ...(localhostSite ? [localhostSite] : []), ...others]) {
      await check(
        `a guest buys on ${site.url} (${site.culture}), approves the test payment, sees the receipt`,
        () => purchase(browser, site, { storefrontPort: ports.storefront, artifacts, stepTimeoutMs }),
      );
    }
    await browser.close();
    browser = undefined;

    // The README says to stop the shop before a command: one that tries anyway is told why.
    await check(
      'while the shop runs, the first-owner command refuses the embedded database it holds, saying so',
      async () => {
        const result = await runShell(ownerText, {
          cwd: clone,
          env: terminalEnv({ CLUBSHOP_STAFF_PASSWORD: journeyStaffPassword }),
          timeoutMs: 5 * 60_000,
        });
        if (result.code === 0) throw new Error('it ran on the database the running API holds');
        if (!/in use by a running API/.test(result.output))
          throw new Error(`no clear message:\n${result.output.trim().slice(-800)}`);
      },
    );
  }
  await stopTheShop('after the purchases');

  // 5. The club's first owner, with the README's command as printed (the shop stopped, as the
  // README says), then the README's first command again and the back office.
  const ownerCreated = await check(
    `README.md:${ownerCommand.line}'s first-owner command runs as printed: ${ownerText}`,
    async () => {
      const result = await runShell(ownerText, {
        cwd: clone,
        env: terminalEnv({ CLUBSHOP_STAFF_PASSWORD: journeyStaffPassword }),
        timeoutMs: 5 * 60_000,
      });
      if (result.code !== 0) throw new Error(`exited ${result.code}:\n${result.output.trim()}`);
    },
  );
  const second = await startTheShop('second start');
  if (second.started) {
    browser = await launchBrowser();
    await check(
      `the first owner signs into the back office on http://localhost:${ports.backoffice} and sees the dashboard`,
      async () => {
        if (!ownerCreated) throw new Error('no owner: the first-owner command failed');
        await signInToBackOffice(browser, {
          backofficeUrl: `http://localhost:${ports.backoffice}/`,
          email,
          password: journeyStaffPassword,
          artifacts,
          stepTimeoutMs,
        });
      },
    );
    await browser.close();
    browser = undefined;
  }
  await stopTheShop('at the end');

  // The commands of README.md and docs/*.md that run with the shop stopped.
  await runDocsCommandsInClone(clone, {
    env: terminalEnv({ npm_config_store_dir: storeDir }),
    scratch,
    report: record,
  });
} finally {
  await browser?.close().catch(() => undefined);
  if (shop) await stopShop(shop).catch(() => undefined);
  for (const pid of processesIn(clone)) kill(pid, 'SIGKILL');
  if (process.env.README_JOURNEY_KEEP) console.info(`README journey: clone kept in ${clone}`);
  else {
    console.info(`README journey: deleting the clone (${scratch}; a minute for its node_modules)…`);
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Sends SIGINT to the command's process group and waits up to 60 s for it and every service to go. */
async function stopShop(child) {
  if (child.exitCode === null && child.signalCode === null) {
    const gone = new Promise((resolve) => child.once('exit', resolve));
    kill(-child.pid, 'SIGINT');
    await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 60_000))]);
  }
  await until('every process of the clone gone', async () => processesIn(clone).length === 0, 60_000).catch(
    () => undefined,
  );
}

function kill(pid, signal) {
  try {
    process.kill(pid, signal);
  } catch {
    // Gone already.
  }
}

/** The processes whose working directory is in the clone (those this journey started). */
function processesIn(folder) {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const cwd = readlinkSync(`/proc/${entry}/cwd`);
      if (cwd === folder || cwd.startsWith(`${folder}/`)) pids.push(Number(entry));
    } catch {
      // Gone, or not ours to read.
    }
  }
  return pids;
}

const failed = results.filter((result) => !result.passed);
console.info(
  `\nREADME journey: ${failed.length === 0 ? 'the README is true as written' : 'where the README is not true:'}`,
);
for (const result of failed) console.info(`  ✗ ${result.name}`);
console.info(`${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length === 0 ? 0 : 1);
