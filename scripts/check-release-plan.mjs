#!/usr/bin/env node
// The release plan a club can trust, checked by a dry run of `changeset version` in a scratch copy
// (the package manifests, the workspace file and .changeset/; nothing of the repository changes):
//
// - while a package is unreleased (0.0.0) its first release is 0.1.0: every package starts there;
// - no package gets a major bump that no changeset asked for: a 0.x minor of a sibling it takes as a
//   peer must stay inside its peer range (`>=0.0.0 <2.0.0`), or changesets forces a major on it;
// - every package of the fixed group ends on one version, and each gets a CHANGELOG.md.
//
// Usage: node scripts/check-release-plan.mjs [--keep] (--keep leaves the scratch copy and prints it).
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const keep = process.argv.includes('--keep');
const scratch = mkdtempSync(join(tmpdir(), 'clubshop-release-plan-'));
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

const workspaces = ['apps', 'packages'].flatMap((parent) =>
  readdirSync(join(root, parent))
    .map((name) => `${parent}/${name}`)
    .filter((dir) => existsSync(join(root, dir, 'package.json'))),
);
workspaces.push('tooling/test-harness');
for (const file of ['package.json', 'pnpm-workspace.yaml']) cpSync(join(root, file), join(scratch, file));
cpSync(join(root, '.changeset'), join(scratch, '.changeset'), { recursive: true });
for (const dir of workspaces) {
  mkdirSync(join(scratch, dir), { recursive: true });
  cpSync(join(root, dir, 'package.json'), join(scratch, dir, 'package.json'));
}
symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'));

/** The strongest bump each changeset asked for, by package. */
const asked = new Map();
const order = { patch: 1, minor: 2, major: 3 };
for (const file of readdirSync(join(root, '.changeset')).filter((name) => name.endsWith('.md'))) {
  const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(root, '.changeset', file), 'utf8'))?.[1] ?? '';
  for (const [, name, type] of front.matchAll(/^['"]?([^'":]+)['"]?:\s*(patch|minor|major)\s*$/gm)) {
    if ((order[type] ?? 0) > (order[asked.get(name)] ?? 0)) asked.set(name, type);
  }
}

const before = new Map(
  workspaces.map((dir) => {
    const manifest = readJson(join(root, dir, 'package.json'));
    return [dir, manifest];
  }),
);
execFileSync(process.execPath, [join(root, 'node_modules/@changesets/cli/bin.js'), 'version'], {
  cwd: scratch,
  stdio: ['ignore', 'ignore', 'inherit'],
});

const problems = [];
const published = [...before].filter(([, manifest]) => !manifest.private);
const fixed = readJson(join(root, '.changeset/config.json')).fixed?.flat() ?? [];
const rows = [];
for (const [dir, old] of published) {
  const next = readJson(join(scratch, dir, 'package.json'));
  rows.push(`${old.name.padEnd(28)} ${old.version} -> ${next.version}`);
  const [oldMajor] = old.version.split('.').map(Number);
  const [newMajor] = next.version.split('.').map(Number);
  if (old.version === '0.0.0' && next.version !== '0.1.0') {
    problems.push(`${old.name}: its first release is ${next.version}, not 0.1.0`);
  }
  if (newMajor > oldMajor && asked.get(old.name) !== 'major' && old.version !== '0.0.0') {
    problems.push(`${old.name}: a major bump (${old.version} -> ${next.version}) no changeset asked for`);
  }
  if (next.version !== old.version && !existsSync(join(scratch, dir, 'CHANGELOG.md'))) {
    problems.push(`${old.name}: no CHANGELOG.md was generated`);
  }
}
const fixedVersions = new Set(
  published
    .filter(([, manifest]) => fixed.includes(manifest.name))
    .map(([dir]) => readJson(join(scratch, dir, 'package.json')).version),
);
if (fixedVersions.size > 1) problems.push(`the fixed group ends on several versions: ${[...fixedVersions]}`);

console.info(rows.join('\n'));
if (keep) console.info(`scratch copy kept: ${scratch}`);
else rmSync(scratch, { recursive: true, force: true });
if (problems.length > 0) {
  console.error(`\n✗ release plan:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.info(
  '\n✓ release plan: every package as planned, one version for the fixed group, changelogs generated',
);
