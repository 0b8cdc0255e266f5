#!/usr/bin/env node
// Typechecks every workspace package that has a `typecheck` script (`tsc --noEmit -p
// tsconfig.json`), as `turbo run typecheck` does, without checking a file twice under the same options.
//
// Packages resolve each other to source (the `@clubshop/source` condition), so each package's own
// program re-checks the source of everything it imports: the commerce API's ~300 files were
// checked once per package whose tests start it. Here the packages whose compiler options are the
// same (after their tsconfig.json is read, `types` order aside) share one program whose root files
// are all of theirs: each file is still checked with exactly the options of every package that
// includes or imports it, once per distinct set of options instead of once per package. Nothing
// is checked less strictly: a package with options of its own (the API's lib without DOM, the
// apps' vite/client types, api-sdk's path to the API's test harness) keeps a program of its own.
//
//   node scripts/typecheck.mjs            every group, two at a time (the CI machine has two cores)
//   node scripts/typecheck.mjs --list     the groups, without checking
//
// `pnpm --filter <package> typecheck` still checks one package alone.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';

const root = new URL('..', import.meta.url).pathname;
const script = 'tsc --noEmit -p tsconfig.json';

/** Workspace package folders (pnpm-workspace.yaml's globs are `dir/*` or a folder). */
function workspaceDirs() {
  const globs = [...readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8').matchAll(/^\s+-\s+(\S+)\s*$/gm)]
    .map((match) => match[1])
    .filter((glob) => !glob.startsWith('!'));
  return globs.flatMap((glob) =>
    glob.endsWith('/*')
      ? readdirSync(join(root, glob.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => join(root, glob.slice(0, -2), entry.name))
      : [join(root, glob)],
  );
}

/** A package's tsconfig.json as tsc reads it (extends followed, include expanded). */
function readProject(dir) {
  const file = join(dir, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    file,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: fail },
  );
  if (!parsed) throw new Error(`cannot read ${file}`);
  return parsed;
}

function fail(diagnostic) {
  console.error(ts.formatDiagnosticsWithColorAndContext([diagnostic], host));
  process.exit(1);
}

/** The options that decide how a file is checked; `types` is a set. Where the file was, no. */
function optionsKey(options) {
  const { configFilePath: _file, pathsBasePath, paths, types, ...rest } = options;
  return JSON.stringify(
    {
      ...rest,
      types: types ? [...types].sort() : undefined,
      // A path mapping means the same only relative to the folder it was written in.
      paths: paths ? { base: pathsBasePath, paths } : undefined,
    },
    (_key, value) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
        : value,
  );
}

const host = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: () => root,
  getNewLine: () => '\n',
};

/** Packages with the same options in one group: its root files are the union of theirs. */
function groups() {
  const byKey = new Map();
  for (const dir of workspaceDirs()) {
    if (!existsSync(join(dir, 'package.json'))) continue;
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const typecheck = manifest.scripts?.typecheck;
    if (!typecheck) continue;
    if (typecheck !== script) {
      throw new Error(`${manifest.name}: typecheck is "${typecheck}"; this script only knows "${script}"`);
    }
    const project = readProject(dir);
    const key = optionsKey(project.options);
    const group = byKey.get(key) ?? { names: [], options: project.options, rootNames: new Set(), errors: [] };
    group.names.push(manifest.name);
    for (const name of project.fileNames) group.rootNames.add(name);
    group.errors.push(...project.errors);
    byKey.set(key, group);
  }
  return [...byKey.values()];
}

/** Checks one group in this process; true when clean. */
function check(group) {
  const program = ts.createProgram({ rootNames: [...group.rootNames], options: group.options });
  const diagnostics = [...group.errors, ...ts.getPreEmitDiagnostics(program)];
  if (diagnostics.length > 0) console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
  return !diagnostics.some((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error);
}

const all = groups();
const groupIndex = process.argv.indexOf('--group');
if (groupIndex !== -1) {
  // A child of the run below: one group.
  process.exit(check(all[Number(process.argv[groupIndex + 1])]) ? 0 : 1);
}
if (process.argv.includes('--list')) {
  for (const group of all) console.info(`${group.names.join(', ')}: ${group.rootNames.size} files`);
  process.exit(0);
}

// Each group in a process of its own (a program takes one core), the biggest first.
const order = all
  .map((group, index) => ({ index, group }))
  .sort((a, b) => b.group.rootNames.size - a.group.rootNames.size);
const workers = Math.max(1, Math.min(2, availableParallelism()));
let failed = false;
async function worker() {
  for (let next = order.shift(); next; next = order.shift()) {
    const { index, group } = next;
    const started = Date.now();
    const status = await new Promise((resolve) => {
      spawn(process.execPath, [import.meta.filename, '--group', String(index)], { stdio: 'inherit' }).on(
        'exit',
        (code) => resolve(code),
      );
    });
    const seconds = Math.round((Date.now() - started) / 1000);
    const where = group.names.join(', ');
    if (status === 0) console.info(`✓ ${where} (${seconds} s)`);
    else {
      failed = true;
      console.error(`✗ ${where}: type errors above (${seconds} s)`);
    }
  }
}
await Promise.all(Array.from({ length: workers }, worker));
if (failed) process.exit(1);
console.info(
  `✓ typecheck of ${all.flatMap((group) => group.names).length} packages in ${all.length} programs`,
);
