/**
 * `create-storefront <directory> [--api <url>] [--packages <dir>]`: copies the template (a Vite +
 * React storefront on the published @clubshop packages) into a new directory, names the project,
 * pins the @clubshop packages to this package's own version (they are released together) and
 * writes the API's base URL into `.env`.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export const usage = `usage: npm create @clubshop/storefront <directory> [-- --api <url>]
       create-storefront <directory> [--api <url>] [--packages <dir>]

Creates <directory> (it must be new or empty) with a Vite + React storefront on the @clubshop
packages, themed by your club's settings, with the conformance kit in its tests.

  --api <url>        the commerce API's base URL, written to .env as VITE_API_URL
                     (default http://localhost:4000, what \`pnpm start\` serves in the ClubShop repo)
  --packages <dir>   testing and offline use: install the @clubshop packages from the tarballs
                     in <dir> (clubshop-<name>.tgz, as \`pnpm pack\` makes them) instead of the registry
  --help             this text`;

/** Where a command writes: the real console, or a test's collector. */
export interface Output {
  info(text: string): void;
  error(text: string): void;
}

const templateDir = fileURLToPath(new URL('../template/', import.meta.url));
/** npm drops `.gitignore` from a tarball: template files named `_x` become `.x`. */
const dotted = (name: string) => (name.startsWith('_') ? `.${name.slice(1)}` : name);

/** Copies the template folder into `target`, replacing each `{{key}}` of `values` in every file. */
function copyTemplate(from: string, target: string, values: Record<string, string>): void {
  mkdirSync(target, { recursive: true });
  for (const name of readdirSync(from)) {
    const source = join(from, name);
    const destination = join(target, dotted(name));
    if (statSync(source).isDirectory()) copyTemplate(source, destination, values);
    else
      writeFileSync(
        destination,
        readFileSync(source, 'utf8').replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole),
      );
  }
}

/**
 * The packed @clubshop packages in `dir` by name (`clubshop-api-sdk.tgz` or
 * `clubshop-api-sdk-0.1.0.tgz` -> `@clubshop/api-sdk`), as `file:` specifiers.
 */
function packedPackages(dir: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const file of readdirSync(dir)) {
    const name = /^clubshop-([a-z][a-z0-9-]*?)(-\d+\.\d+\.\d+(-[\w.]+)?)?\.tgz$/.exec(file)?.[1];
    if (name && name !== 'create-storefront') found[`@clubshop/${name}`] = `file:${join(dir, file)}`;
  }
  return found;
}

/**
 * Points every @clubshop dependency of the generated package.json at a tarball of `dir`, and
 * overrides the packages' own @clubshop dependencies the same way (npm `overrides`).
 */
function usePackedPackages(manifestPath: string, dir: string): string[] {
  const packed = packedPackages(dir);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const missing: string[] = [];
  for (const field of ['dependencies', 'devDependencies']) {
    for (const name of Object.keys(manifest[field] ?? {}).filter((dep) => dep.startsWith('@clubshop/'))) {
      if (packed[name]) manifest[field][name] = packed[name];
      else missing.push(name);
    }
  }
  manifest.overrides = packed;
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  return missing;
}

/** Runs the command with `argv` (without node and the script); resolves its exit code. */
export function createStorefront(argv: readonly string[], output: Output = console): number {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    output.error(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    output.info(usage);
    return 0;
  }
  if (positionals.length !== 1) {
    output.error(
      `${positionals.length === 0 ? 'name the directory to create' : 'one directory only'}\n\n${usage}`,
    );
    return 2;
  }
  const apiUrl = (values.api ?? 'http://localhost:4000').replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+/.test(apiUrl)) {
    output.error(`--api must be an http(s) URL, not "${values.api}"`);
    return 2;
  }
  const packagesDir = values.packages === undefined ? undefined : resolve(values.packages);
  if (packagesDir && !existsSync(packagesDir)) {
    output.error(`--packages: no directory ${packagesDir}`);
    return 2;
  }
  const target = resolve(positionals[0]!);
  if (existsSync(target) && (!statSync(target).isDirectory() || readdirSync(target).length > 0)) {
    output.error(
      `${target} is not empty: give the name of a new directory (nothing is written into an existing project)`,
    );
    return 1;
  }
  const name =
    basename(target)
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^[._-]+/, '') || 'club-storefront';
  const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  copyTemplate(templateDir, target, { name, apiUrl, clubshopRange: `^${version}` });
  if (packagesDir) {
    const missing = usePackedPackages(join(target, 'package.json'), packagesDir);
    if (missing.length > 0)
      output.error(`--packages: no tarball for ${missing.join(', ')}; npm takes them from the registry`);
  }
  output.info(`Created ${name} in ${target} (API ${apiUrl}, in .env). Next:

  cd ${positionals[0]}
  npm install
  npm run dev        # the shop at http://localhost:5173/
  npm test           # the page rendered on the server and the conformance kit, against the API`);
  return 0;
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      api: { type: 'string' },
      packages: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}
