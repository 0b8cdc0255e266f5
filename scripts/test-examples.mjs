#!/usr/bin/env node
// The examples step of the test command: the packages as a club team gets them.
//
// 1. Packs the eight packages with `pnpm pack` (workspace: ranges become real ones) into
//    examples/.packed/ (git-ignored).
// 2. Installs each project under examples/ with npm from those tarballs and the registry, as a
//    fresh project would, with --engine-strict (a dependency that does not support this Node
//    fails the step). npm's cache stays in examples/.npm-cache/ (git-ignored).
// 3. In examples/club-shop, against a seeded commerce API on a loopback port (EXAMPLES_API_PORT,
//    default 4510): the SDK from an ES module and from a CommonJS script, the kit's server entry
//    rendering a themed page to a string in plain Node, the Vite React app's build, served by
//    `vite preview` (EXAMPLES_PREVIEW_PORT, default 4511) and rendered by Chromium (a themed page
//    with products from the API; skipped with a notice where there is no Chromium, required
//    under CI), and `tsc --strict` over the app and the scripts with the peers npm picked.
//    `examples/club-shop/module-settings/` compiles a CommonJS (.cts) and an ES module (.mts)
//    consumer with tsc under module node16, nodenext and bundler, and runs what node16 and
//    nodenext emit (require() of the CommonJS build, import of the ES module one).
// 4. In examples/next-app-router, `next build` and `next start` (EXAMPLES_NEXT_PORT, default
//    4512) of a Next.js App Router page whose server component fetches through the SDK and
//    renders the themed kit: the server's HTML must hold the kit's markup and the API's products.
// 5. In examples/theme-css, theming's core writing a theme's CSS with no React installed.
// 6. `npm create @clubshop/storefront` as a club team runs it: the packed create-storefront's bin
//    in a fresh temporary directory, pointed at the API and at the tarballs (`--packages`), then
//    `npm install`, `npm run build` (tsc and vite build) and `npm test` (the page rendered on the
//    server and the conformance kit, both against the API) in the app it made.
//
// Needs the packages built (`pnpm build`; test:all builds before this step).
//
// What waits on something else runs side by side (decision 0057): the three npm installs (the
// registry, one shared cache) and the API's start; then every check, with at most two of the
// commands that keep a core busy (tsc, next build, vite build) at a time, the machine's two cores.
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { basename, isAbsolute, join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = join(import.meta.dirname, '..');
const examples = join(root, 'examples');
const packed = join(examples, '.packed');
const npmCache = join(examples, '.npm-cache');
// pnpm (it rewrites workspace: ranges when packing): the one running us, else through npx.
const pnpm = process.env.npm_execpath?.includes('pnpm')
  ? [process.execPath, process.env.npm_execpath]
  : ['npx', '-y', 'pnpm@10.34.9'];
const packageNames = [
  'api-sdk',
  'auth',
  'basket',
  'checkout',
  'conformance',
  'create-storefront',
  'i18n',
  'theming',
  'ui-kit',
  'validation',
];
const timings = [];
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const previewPort = Number(process.env.EXAMPLES_PREVIEW_PORT ?? 4511);
const nextPort = Number(process.env.EXAMPLES_NEXT_PORT ?? 4512);

/**
 * At most this many commands that keep a core busy for seconds (tsc, next build, vite build) at a
 * time: more would only share the same cores and stretch each one's time limits.
 */
const cpuSlots = Math.max(2, Math.min(availableParallelism(), 4));
let busySlots = 0;
/** @type {Array<() => void>} */
const waitingForSlot = [];

/** Runs `task` once a CPU slot is free, and frees the slot when it settles. */
async function inCpuSlot(task) {
  if (busySlots >= cpuSlots) await new Promise((resolve) => waitingForSlot.push(resolve));
  busySlots += 1;
  try {
    return await task();
  } finally {
    busySlots -= 1;
    waitingForSlot.shift()?.();
  }
}

/**
 * Runs a command and resolves its output (stdout then stderr); rejects, after printing that
 * output, when it fails. `cpu: true` waits for a CPU slot first. Its output is printed as a
 * whole when it ends, so commands side by side do not interleave their lines.
 */
function run(label, command, args, { cpu = false, ...options } = {}) {
  const start = () =>
    new Promise((resolve, reject) => {
      const started = Date.now();
      const child = spawn(command, args, { ...options, env: { ...process.env, ...options.env } });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => {
        stdout += chunk;
      });
      child.stderr.on('data', (chunk) => {
        stderr += chunk;
      });
      child.on('error', reject);
      child.on('close', (code, signal) => {
        timings.push([label, Date.now() - started]);
        const output = `${stdout}${stderr}`;
        if (code !== 0) {
          console.error(output);
          reject(new Error(`${label} failed (exit ${code ?? signal})`));
          return;
        }
        console.info(`✓ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
        resolve(output);
      });
    });
  return cpu ? inCpuSlot(start) : start();
}

/** Files under `dir` whose name ends with `suffix`. */
const filesEnding = (dir, suffix) => readdirSync(dir).filter((file) => file.endsWith(suffix));

async function packAll() {
  rmSync(packed, { recursive: true, force: true });
  mkdirSync(packed, { recursive: true });
  await run(`pnpm pack (the ${packageNames.length} packages)`, pnpm[0], [
    ...pnpm.slice(1),
    '--recursive',
    ...packageNames.flatMap((name) => ['--filter', `@clubshop/${name}`]),
    'pack',
    '--pack-destination',
    packed,
  ]);
  // Stable names, so the example projects' package.json can point at them.
  for (const file of readdirSync(packed)) {
    const name = file.replace(/-\d+\.\d+\.\d+(-[\w.]+)?\.tgz$/, '.tgz');
    renameSync(join(packed, file), join(packed, name));
  }
  return readdirSync(packed).map(
    (file) => `${file} ${(statSync(join(packed, file)).size / 1024).toFixed(1)} KB`,
  );
}

/**
 * npm install in one example project (its folder under examples/, or an absolute path). Several
 * run side by side: they wait on the registry, and npm's cache (one folder for all) is safe to
 * share between processes.
 */
async function npmInstall(project) {
  const dir = isAbsolute(project) ? project : join(examples, project);
  rmSync(join(dir, 'node_modules'), { recursive: true, force: true });
  const output = await run(
    `npm install (${basename(project)})`,
    'npm',
    ['install', '--no-package-lock', '--engine-strict', '--no-audit', '--no-fund', '--cache', npmCache],
    { cwd: dir },
  );
  if (/EBADENGINE/.test(output)) throw new Error(`npm warned EBADENGINE in ${project}:\n${output}`);
  return dir;
}

/** The version npm installed of a package in a project. */
function installed(dir, name) {
  return JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')).version;
}

/** Starts the seeded commerce API from the monorepo; resolves its base URL and a stop function. */
async function startApi() {
  const apiDir = join(root, 'apps', 'commerce-api');
  const child = spawn(
    join(apiDir, 'node_modules', '.bin', 'tsx'),
    ['--conditions=@clubshop/source', join(root, 'scripts', 'examples-api.ts')],
    { cwd: apiDir, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.stdin.end();
      setTimeout(() => child.kill('SIGTERM'), 5000).unref();
    });
  const lines = createInterface({ input: child.stdout });
  const baseUrl = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the commerce API exited (${code}) before listening`)));
    lines.on('line', (line) => {
      if (line.startsWith('{')) resolve(JSON.parse(line).baseUrl);
    });
  });
  return { baseUrl, stop };
}

/** Serves the built app with `vite preview` and returns the DOM Chromium renders of it. */
async function renderBuiltAppInChromium(shop) {
  const preview = spawn(
    join(shop, 'node_modules', '.bin', 'vite'),
    ['preview', '--port', String(previewPort), '--strictPort', '--host', 'localhost'],
    { cwd: shop, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  try {
    // Ready once it answers (its console output is coloured under CI: not worth parsing).
    let exitCode;
    preview.once('exit', (code) => {
      exitCode = code;
    });
    for (let attempt = 0; ; attempt++) {
      if (exitCode !== undefined) throw new Error(`vite preview exited (${exitCode}) before serving`);
      if (attempt === 300) throw new Error(`vite preview did not answer on port ${previewPort} within 30 s`);
      const ok = await fetch(`http://localhost:${previewPort}/`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The virtual time budget lets the page fetch its settings, dictionary and products first.
    return await run('Chromium renders the built app (themed page, products from the API)', chromiumPath, [
      ...chromiumFlags,
      '--virtual-time-budget=30000',
      '--dump-dom',
      `http://localhost:${previewPort}/`,
    ]);
  } finally {
    preview.kill('SIGTERM');
  }
}

/** Waits until `url` answers 200, or throws after `seconds` (or when `child` exits first). */
async function waitForServer(child, url, seconds) {
  let exitCode;
  child.once('exit', (code) => {
    exitCode = code;
  });
  for (let attempt = 0; ; attempt++) {
    if (exitCode !== undefined) throw new Error(`the server for ${url} exited (${exitCode}) before serving`);
    if (attempt === seconds * 10) throw new Error(`${url} did not answer within ${seconds} s`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Builds the Next.js example, serves it with `next start` and checks the server's HTML. */
async function checkNextApp(nextApp, apiUrl) {
  const next = join(nextApp, 'node_modules', '.bin', 'next');
  // No telemetry; SWC is the npm optional dependency @next/swc-<platform>, nothing downloaded.
  const env = {
    NEXT_TELEMETRY_DISABLED: '1',
    CLUBSHOP_API_URL: apiUrl,
    CLUBSHOP_PAGE_URL: `http://localhost:${nextPort}/`,
  };
  rmSync(join(nextApp, '.next'), { recursive: true, force: true });
  await run('next build (App Router: server components with the kit and the SDK)', next, ['build'], {
    cwd: nextApp,
    env,
    cpu: true,
  });
  const server = spawn(next, ['start', '--port', String(nextPort), '--hostname', 'localhost'], {
    cwd: nextApp,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const started = Date.now();
    await waitForServer(server, `http://localhost:${nextPort}/`, 60);
    const html = await (await fetch(`http://localhost:${nextPort}/`)).text();
    timings.push(['next start and the first page', Date.now() - started]);
    // What the page should show, asked through the packed SDK as the page asks.
    const sdk = await import(
      pathToFileURL(join(nextApp, 'node_modules/@clubshop/api-sdk/dist/index.js')).href
    );
    let site;
    const client = sdk.createClient({ hosts: apiUrl, context: () => site ?? { culture: 'en' } });
    const settings = (await client.settings.get(env.CLUBSHOP_PAGE_URL)).views.clubSettings;
    site = sdk.clientContextFromSettings(settings);
    const siteName = settings.theme.siteName;
    const productName = (await client.catalog.search({ Term: 'shirt', PageSize: 4 })).products[0]?.name;
    const expected = [
      '--cs-color-primary',
      'cs-header',
      'cs-product-card',
      'cs-footer',
      'data-slot="visually-hidden"',
      siteName,
      productName ?? '(no product from the API)',
    ];
    // React escapes text as HTML (a club's name may hold & or ').
    const escaped = (text) =>
      text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');
    const missing = expected.filter((text) => !html.includes(text) && !html.includes(escaped(text)));
    if (missing.length > 0)
      throw new Error(`the Next.js page's server HTML lacks ${missing.join(', ')}:\n${html.slice(0, 2000)}`);
    console.info(`✓ Next.js server HTML: ${siteName}, header, "${productName}" and footer in the club theme`);
  } finally {
    server.kill('SIGTERM');
  }
}

/** The TypeScript module settings the README promises, on the packed packages' declarations. */
async function checkModuleSettings(shop) {
  const tsc = join(shop, 'node_modules', '.bin', 'tsc');
  const dir = join(shop, 'module-settings');
  rmSync(join(dir, 'out'), { recursive: true, force: true });
  const emitted = async (setting) => {
    await run(
      `tsc module ${setting} (CommonJS .cts and ES module .mts consumers)`,
      tsc,
      ['-p', `tsconfig.${setting}.json`],
      { cwd: dir, cpu: true },
    );
    for (const file of ['consumer.cjs', 'consumer.mjs'])
      console.info(
        (await run(`node out/${setting}/${file}`, 'node', [join('out', setting, file)], { cwd: dir })).trim(),
      );
  };
  await Promise.all([
    emitted('node16'),
    emitted('nodenext'),
    run('tsc moduleResolution bundler (ES module consumer)', tsc, ['-p', 'tsconfig.bundler.json'], {
      cwd: dir,
      cpu: true,
    }),
  ]);
}

/**
 * `tsc --strict` over the app (bundler resolution) or over the Node scripts (nodenext). skipLibCheck
 * is off in both: the packages' declarations are checked against the peers npm chose.
 */
function checkStrictTypes(shop, which) {
  const tsc = join(shop, 'node_modules', '.bin', 'tsc');
  return which === 'app'
    ? run('tsc --strict (app, bundler resolution)', tsc, ['-p', 'tsconfig.json'], { cwd: shop, cpu: true })
    : run('tsc --strict (Node scripts, nodenext resolution)', tsc, ['-p', 'tsconfig.node.json'], {
        cwd: shop,
        cpu: true,
      });
}

/** The SDK from ESM and CommonJS, the server entry, and the Vite app built and shown in Chromium. */
async function checkClubShop(shop, apiUrl) {
  const env = { CLUBSHOP_API_URL: apiUrl };
  console.info(await run('SDK from an ES module (sdk-esm.mjs)', 'node', ['sdk-esm.mjs'], { cwd: shop, env }));
  console.info(await run('SDK from CommonJS (sdk-cjs.cjs)', 'node', ['sdk-cjs.cjs'], { cwd: shop, env }));
  console.info(
    await run('server entry renders a themed page in plain Node', 'node', ['render-on-server.mjs'], {
      cwd: shop,
      env,
    }),
  );

  rmSync(join(shop, 'dist'), { recursive: true, force: true });
  await run(
    'vite build (React app themed with ui-kit)',
    join(shop, 'node_modules', '.bin', 'vite'),
    ['build', '--logLevel', 'warn'],
    {
      cwd: shop,
      env: { VITE_API_URL: apiUrl },
      cpu: true,
    },
  );
  const assets = join(shop, 'dist', 'assets');
  const [css] = filesEnding(assets, '.css');
  if (
    filesEnding(assets, '.js').length === 0 ||
    !css ||
    !readFileSync(join(assets, css), 'utf8').includes('.cs-header')
  ) {
    throw new Error("the Vite build lacks the app bundle or the kit's styles");
  }
  if (existsSync(chromiumPath)) {
    const dom = await renderBuiltAppInChromium(shop);
    const settings = await fetch(
      `${apiUrl}/api/settings?url=${encodeURIComponent(`http://localhost:${previewPort}/`)}`,
    );
    const { siteName } = (await settings.json()).views.clubSettings.theme;
    const expected = ['--cs-color-primary', 'cs-header', 'cs-product-card', 'cs-footer', siteName];
    const missing = expected.filter((text) => !dom.includes(text));
    if (missing.length > 0)
      throw new Error(`the page Chromium rendered lacks ${missing.join(', ')}:\n${dom.slice(0, 2000)}`);
    console.info(`  Chromium: ${siteName}, header, product cards and footer in the club theme`);
  } else if (process.env.CI) {
    throw new Error(`no Chromium at ${chromiumPath} to render the example app (CI needs it)`);
  } else {
    console.warn(`!!! SKIPPED the browser render of the example app: no Chromium at ${chromiumPath}`);
  }
}

/**
 * `npm create @clubshop/storefront my-shop`, run from the packed create package in a fresh
 * temporary directory: the app it makes installs (from the tarballs), builds and passes its own
 * tests against the API. The directory is removed when all passed.
 */
async function checkCreatedStorefront(apiUrl) {
  const scratch = mkdtempSync(join(tmpdir(), 'clubshop-create-storefront-'));
  const started = Date.now();
  await run(
    'npm create @clubshop/storefront (the packed create-storefront)',
    'npm',
    [
      'exec',
      '--yes',
      '--cache',
      npmCache,
      '--package',
      join(packed, 'clubshop-create-storefront.tgz'),
      '--',
      'create-storefront',
      'my-shop',
      '--api',
      apiUrl,
      '--packages',
      packed,
    ],
    { cwd: scratch },
  );
  const app = await npmInstall(join(scratch, 'my-shop'));
  await run('npm run build (created storefront: tsc, vite build)', 'npm', ['run', 'build'], {
    cwd: app,
    cpu: true,
  });
  const tests = await run('npm test (created storefront: server render, conformance kit)', 'npm', ['test'], {
    cwd: app,
  });
  const passed = /Tests\s+(\d+ passed)/.exec(stripVTControlCharacters(tests))?.[1];
  timings.push(['npm create @clubshop/storefront: create, install, build, test', Date.now() - started]);
  console.info(`  created storefront: built, ${passed ?? 'its'} tests against ${apiUrl}`);
  rmSync(scratch, { recursive: true, force: true });
}

const started = Date.now();
const tarballs = await packAll();
// The API starts while npm installs (it needs none of the tarballs), and each project's checks
// start as soon as its own install is done.
const apiStarting = startApi();
const shopInstalled = npmInstall('club-shop').then((shop) => {
  console.info(
    `  npm picked: react ${installed(shop, 'react')}, jotai ${installed(shop, 'jotai')}, ky ${installed(shop, 'ky')}, ` +
      `@tanstack/react-query ${installed(shop, '@tanstack/react-query')}, typescript ${installed(shop, 'typescript')}`,
  );
  return shop;
});
const nextInstalled = npmInstall('next-app-router').then((nextApp) => {
  console.info(`  npm picked: next ${installed(nextApp, 'next')}, react ${installed(nextApp, 'react')}`);
  return nextApp;
});
const themeInstalled = npmInstall('theme-css');
const apiUrl = apiStarting.then((api) => api.baseUrl);
// Every check stands alone. The CPU slots decide how many of their commands run at once; the
// checks of a project ask in the order their installs finish.
const results = await Promise.allSettled([
  shopInstalled.then((shop) => checkStrictTypes(shop, 'node')),
  Promise.all([nextInstalled, apiUrl]).then(([nextApp, url]) => checkNextApp(nextApp, url)),
  shopInstalled.then((shop) => checkStrictTypes(shop, 'app')),
  Promise.all([shopInstalled, apiUrl]).then(([shop, url]) => checkClubShop(shop, url)),
  shopInstalled.then((shop) => checkModuleSettings(shop)),
  apiUrl.then((url) => checkCreatedStorefront(url)),
  themeInstalled.then(async (themeCss) => {
    const output = await run('theming core without React (theme-css.mjs)', 'node', ['theme-css.mjs'], {
      cwd: themeCss,
    });
    console.info(output.split('\n')[0]);
  }),
]);
await apiStarting.then(
  (api) => api.stop(),
  () => undefined,
);
// One cause (a failed install) fails every check that needed it: each message once.
const failures = [
  ...new Set(
    results
      .filter((result) => result.status === 'rejected')
      .map((result) => result.reason?.message ?? String(result.reason)),
  ),
];
if (failures.length > 0) {
  for (const failure of failures) console.error(`✗ ${failure}`);
  process.exit(1);
}

console.info(`\nTarballs: ${tarballs.join(', ')}`);
console.info(timings.map(([label, ms]) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${label}`).join('\n'));
console.info(`✓ examples passed in ${Math.round((Date.now() - started) / 1000)} s`);
