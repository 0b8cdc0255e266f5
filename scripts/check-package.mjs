#!/usr/bin/env node
// Checks what a package would publish, from the package's folder (after its build):
// - publint --strict: exports, files, sideEffects, LICENSE and repository fields;
// - arethetypeswrong with the node16 profile: types resolve for ESM and CommonJS consumers under
//   node16 and bundler resolution (each export has an ES module and a CommonJS build, decision
//   0040; examples/ proves require() and the TypeScript settings on the packed tarballs);
// - every built module that needs the client starts with 'use client' (tooling/client-directive.mjs).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

import { clientOnlyReason, hasClientDirective } from '../tooling/client-directive.mjs';

const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });

const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const folder = process.cwd().split('/').slice(-2).join('/');
const problems = [];
if (!existsSync('LICENSE')) problems.push('no LICENSE file');
if (manifest.license !== 'MIT') problems.push(`license is ${manifest.license}, not MIT`);
if (manifest.repository?.directory !== folder) problems.push(`repository.directory is not ${folder}`);
if (!manifest.homepage) problems.push('no homepage');
for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
  if (typeof target !== 'object') continue;
  const conditions = Object.keys(target);
  if (conditions[0] !== '@clubshop/source')
    problems.push(`exports["${subpath}"]: @clubshop/source is not first`);
  // Decision 0040: an ES module build for `import` and a CommonJS one for `require`, each with
  // its own declarations (`.d.ts`, `.d.cts`) first.
  for (const [condition, extension, types] of [
    ['import', '.js', '.d.ts'],
    ['require', '.cjs', '.d.cts'],
  ]) {
    const branch = target[condition];
    const keys = Object.keys(branch ?? {});
    if (keys[0] !== 'types' || keys.at(-1) !== 'default')
      problems.push(`exports["${subpath}"].${condition}: needs "types" first and "default" last`);
    else if (!branch.types.endsWith(types) || !branch.default.endsWith(extension))
      problems.push(`exports["${subpath}"].${condition}: types ${types}, default ${extension}`);
  }
}
// Decision 0040: a module that creates a context, calls a hook or hands an element a function
// starts with 'use client' in both builds, so React Server Components can import the package.
const builtModules = (directory) =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? builtModules(join(directory, entry.name))
      : /\.c?js$/.test(entry.name)
        ? [join(directory, entry.name)]
        : [],
  );
if (existsSync('dist')) {
  for (const file of builtModules('dist')) {
    const code = readFileSync(file, 'utf8');
    const reason = clientOnlyReason(code);
    if (reason && !hasClientDirective(code))
      problems.push(`${file} ${reason}: its source must start with 'use client'`);
  }
}
// Every relative link in a shipped Markdown file points at a file the tarball holds.
const packed = JSON.parse(
  execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { encoding: 'utf8' }),
)[0];
const shipped = new Set(packed.files.map((file) => file.path));
for (const document of [...shipped].filter((path) => path.endsWith('.md'))) {
  const text = readFileSync(document, 'utf8');
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^([a-z]+:|#)/i.test(target)) continue;
    const file = normalize(join(dirname(document), target.split('#')[0]));
    if (!shipped.has(file)) problems.push(`${document} links to ${target}, which the tarball does not hold`);
  }
}
if (problems.length > 0) {
  console.error(`${manifest.name}:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

// Stylesheets have no types to resolve: attw checks the JavaScript entries only.
const stylesheets = Object.keys(manifest.exports ?? {}).filter((subpath) => subpath.endsWith('.css'));

// attw lists a wildcard subpath (ui-kit's `./*`, one entry per component) without checking it:
// each file the pattern matches is named to it as an entrypoint of its own.
const wildcardEntrypoints = Object.entries(manifest.exports ?? {}).flatMap(([subpath, target]) => {
  const pattern = typeof target === 'object' ? target.import?.default : undefined;
  if (!subpath.includes('*') || !pattern?.includes('*')) return [];
  const [before = '', after = ''] = pattern.split('*');
  const folder = before.slice(0, before.lastIndexOf('/') + 1);
  const prefix = before.slice(folder.length);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.startsWith(prefix) && file.endsWith(after))
    .map((file) => subpath.replace('*', file.slice(prefix.length, file.length - after.length)));
});

run('publint', ['--strict']);
run('attw', [
  '--pack',
  '.',
  '--profile',
  'node16',
  '--format',
  'table-flipped',
  '--no-emoji',
  ...(stylesheets.length > 0 ? ['--exclude-entrypoints', ...stylesheets] : []),
  ...(wildcardEntrypoints.length > 0 ? ['--include-entrypoints', ...wildcardEntrypoints] : []),
]);
