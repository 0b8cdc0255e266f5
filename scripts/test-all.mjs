#!/usr/bin/env node
// The README's test command runs this after `pnpm install`: every check the project has, in order,
// stopping at the first failure. Add a step here when a new kind of test arrives.
import { spawnSync } from 'node:child_process';

const pnpm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['pnpm'];

/** Each step: a name and the command that runs it (through pnpm). */
const steps = [
  ['lint and format', ['exec', 'biome', 'ci', '.']],
  ['typecheck', ['exec', 'turbo', 'run', 'typecheck']],
  ['build', ['exec', 'turbo', 'run', 'build']],
  ['unit and integration tests (source)', ['exec', 'turbo', 'run', 'test', '--concurrency=2']],
  ['published shape (publint, arethetypeswrong)', ['exec', 'turbo', 'run', 'check:package']],
  ['tests against the built packages', ['exec', 'turbo', 'run', 'test:dist', '--concurrency=2']],
];

const started = Date.now();
for (const [name, args] of steps) {
  console.info(`\n=== ${name}`);
  const [command, ...prefix] = pnpm;
  const result = spawnSync(command, [...prefix, ...args], { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}
console.info(`\n✓ every check passed in ${Math.round((Date.now() - started) / 1000)} s`);
