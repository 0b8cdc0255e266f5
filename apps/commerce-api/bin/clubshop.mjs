#!/usr/bin/env node
/**
 * The `clubshop` command (bin of @clubshop/commerce-api). In the repository it runs the source
 * with tsx (`npx -y pnpm@10.34.9 clubshop …` in the root, or `pnpm --filter
 * @clubshop/commerce-api clubshop …`: pnpm puts no package's own bin on its PATH, so `exec
 * clubshop` is not found); in the image, where only `dist/` is shipped, the compiled `dist/cli.js`.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(root, 'src', 'cli.ts');
if (existsSync(source)) {
  const tsx = import.meta.resolve('tsx');
  const child = spawn(
    process.execPath,
    ['--conditions=@clubshop/source', '--import', tsx, source, ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  // A stop meant for `clubshop start` reaches it (graceful shutdown): without this a SIGTERM
  // ended only this wrapper and left the API running, holding its port and database.
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  await import(join(root, 'dist', 'cli.js'));
}
