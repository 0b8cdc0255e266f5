#!/usr/bin/env node
// Checks what a package would publish, from the package's folder (after its build):
// publint --strict (exports, files, sideEffects) and arethetypeswrong (types resolve for
// ESM consumers under node16 and bundler resolution; CommonJS `require` is not offered).
import { execFileSync } from 'node:child_process';

const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });

run('publint', ['--strict']);
run('attw', ['--pack', '.', '--profile', 'esm-only', '--format', 'table-flipped', '--no-emoji']);
