#!/usr/bin/env node
/**
 * The `clubshop` command (bin of @clubshop/commerce-api). In the repository it runs the source
 * with tsx (`pnpm --filter @clubshop/commerce-api clubshop …`); in the image, where only
 * `dist/` is shipped, the compiled `dist/cli.js`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(root, 'src', 'cli.ts');
if (existsSync(source)) {
  const tsx = import.meta.resolve('tsx');
  const result = spawnSync(
    process.execPath,
    ['--conditions=@clubshop/source', '--import', tsx, source, ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  process.exit(result.status ?? 1);
} else {
  await import(join(root, 'dist', 'cli.js'));
}
