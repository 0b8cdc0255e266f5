#!/usr/bin/env node
// The README's start command runs this after `pnpm install`: the commerce API (embedded database,
// migrated and seeded on first start) and the storefront, side by side, until Ctrl+C.
import { spawn } from 'node:child_process';

const pnpm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['pnpm'];
const [command, ...prefix] = pnpm;

const services = [
  ['commerce-api', ['--filter', '@clubshop/commerce-api', 'start']],
  ['storefront', ['--filter', '@clubshop/storefront', 'dev']],
];

const children = services.map(([name, args]) => {
  const child = spawn(command, [...prefix, ...args], { stdio: 'inherit', env: process.env });
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) {
      console.error(`${name} stopped with exit ${code}`);
      shutdown(code);
    }
  });
  return child;
});

function shutdown(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
