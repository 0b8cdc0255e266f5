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
// 4. In examples/theme-css, theming's core writing a theme's CSS with no React installed.
//
// Needs the packages built (`pnpm build`; test:all builds before this step).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const root = join(import.meta.dirname, '..');
const examples = join(root, 'examples');
const packed = join(examples, '.packed');
const npmCache = join(examples, '.npm-cache');
// pnpm (it rewrites workspace: ranges when packing): the one running us, else through npx.
const pnpm = process.env.npm_execpath?.includes('pnpm')
  ? [process.execPath, process.env.npm_execpath]
  : ['npx', '-y', 'pnpm@10.34.9'];
const packageNames = ['api-sdk', 'auth', 'basket', 'checkout', 'i18n', 'theming', 'ui-kit', 'validation'];
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

/** Runs a command, echoing its output; throws when it fails. Returns its output. */
function run(label, command, args, options = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    ...options,
    env: { ...process.env, ...options.env },
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  timings.push([label, Date.now() - started]);
  if (result.status !== 0) {
    console.error(output);
    throw new Error(`${label} failed (exit ${result.status ?? result.signal})`);
  }
  console.info(`✓ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return output;
}

/** Runs a command without waiting, for steps that may run side by side; rejects when it fails. */
function runAsync(label, command, args, options = {}) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, env: { ...process.env, ...options.env } });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      timings.push([label, Date.now() - started]);
      if (code !== 0) {
        console.error(output);
        reject(new Error(`${label} failed (exit ${code})`));
        return;
      }
      console.info(`✓ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      resolve(output);
    });
  });
}

/** Files under `dir` whose name ends with `suffix`. */
const filesEnding = (dir, suffix) => readdirSync(dir).filter((file) => file.endsWith(suffix));

function packAll() {
  rmSync(packed, { recursive: true, force: true });
  mkdirSync(packed, { recursive: true });
  run('pnpm pack (the eight packages)', pnpm[0], [
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

function npmInstall(project) {
  const dir = join(examples, project);
  rmSync(join(dir, 'node_modules'), { recursive: true, force: true });
  const output = run(
    `npm install (${project})`,
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
  const lines = createInterface({ input: child.stdout });
  const baseUrl = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the commerce API exited (${code}) before listening`)));
    lines.on('line', (line) => {
      if (line.startsWith('{')) resolve(JSON.parse(line).baseUrl);
    });
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.stdin.end();
      setTimeout(() => child.kill('SIGTERM'), 5000).unref();
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
    return run('Chromium renders the built app (themed page, products from the API)', chromiumPath, [
      ...chromiumFlags,
      '--virtual-time-budget=30000',
      '--dump-dom',
      `http://localhost:${previewPort}/`,
    ]);
  } finally {
    preview.kill('SIGTERM');
  }
}

const started = Date.now();
const tarballs = packAll();
const shop = npmInstall('club-shop');
console.info(
  `  npm picked: react ${installed(shop, 'react')}, jotai ${installed(shop, 'jotai')}, ky ${installed(shop, 'ky')}, ` +
    `@tanstack/react-query ${installed(shop, '@tanstack/react-query')}, typescript ${installed(shop, 'typescript')}`,
);
const api = await startApi();
try {
  const env = { CLUBSHOP_API_URL: api.baseUrl };
  console.info(run('SDK from an ES module (sdk-esm.mjs)', 'node', ['sdk-esm.mjs'], { cwd: shop, env }));
  console.info(run('SDK from CommonJS (sdk-cjs.cjs)', 'node', ['sdk-cjs.cjs'], { cwd: shop, env }));
  console.info(
    run('server entry renders a themed page in plain Node', 'node', ['render-on-server.mjs'], {
      cwd: shop,
      env,
    }),
  );

  rmSync(join(shop, 'dist'), { recursive: true, force: true });
  run(
    'vite build (React app themed with ui-kit)',
    join(shop, 'node_modules', '.bin', 'vite'),
    ['build', '--logLevel', 'warn'],
    {
      cwd: shop,
      env: { VITE_API_URL: api.baseUrl },
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
      `${api.baseUrl}/api/settings?url=${encodeURIComponent(`http://localhost:${previewPort}/`)}`,
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
} finally {
  await api.stop();
}
// skipLibCheck is off in both: the packages' declarations are checked against the peers npm chose.
const tsc = join(shop, 'node_modules', '.bin', 'tsc');
await Promise.all([
  runAsync('tsc --strict (app, bundler resolution)', tsc, ['-p', 'tsconfig.json'], { cwd: shop }),
  runAsync('tsc --strict (Node scripts, nodenext resolution)', tsc, ['-p', 'tsconfig.node.json'], {
    cwd: shop,
  }),
]);
const themeCss = npmInstall('theme-css');
console.info(
  run('theming core without React (theme-css.mjs)', 'node', ['theme-css.mjs'], { cwd: themeCss }).split(
    '\n',
  )[0],
);

console.info(`\nTarballs: ${tarballs.join(', ')}`);
console.info(timings.map(([label, ms]) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${label}`).join('\n'));
console.info(`✓ examples passed in ${Math.round((Date.now() - started) / 1000)} s`);
