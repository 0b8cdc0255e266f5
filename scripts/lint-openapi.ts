/**
 * Lints the commerce API's OpenAPI documents with Redocly's recommended rules (redocly.yaml): the
 * public contract (`@clubshop/api-sdk/openapi`, served at /api/openapi.json) and the admin API's
 * (served at /admin/api/openapi.json, read from an in-process API). Writes both to build/openapi/ (the files Redocly reads and
 * .redocly.lint-ignore.yaml names) and fails on any error or warning.
 *
 * Run: `pnpm run openapi:lint` (tsx, on source).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestApi } from '../apps/commerce-api/src/testing/index.ts';
import { createOpenApiDocument } from '../packages/api-sdk/src/openapi/index.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const folder = join(root, 'build', 'openapi');
mkdirSync(folder, { recursive: true });
// The admin document is generated from the routes' declarations as the API mounts them: it is
// read from a real API (in-process, its own PGlite), as a club team would fetch it.
const api = await createTestApi();
const adminDocument = await (await api.fetch('/admin/api/openapi.json')).json();
await api.close();
const documents = {
  'commerce-api.json': createOpenApiDocument(),
  'commerce-admin-api.json': adminDocument,
};
for (const [name, document] of Object.entries(documents)) {
  writeFileSync(join(folder, name), `${JSON.stringify(document, null, 2)}\n`);
}

const redocly = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
const files = Object.keys(documents).map((name) => join('build', 'openapi', name));
const run = spawnSync(process.execPath, [redocly, 'lint', ...files, '--max-problems=100'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'pipe'],
  encoding: 'utf8',
  // No telemetry or update check: the run must not reach for the network.
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
const output = `${run.stdout}${run.stderr}`;
// Redocly's notice that Node 20 support ends is not a finding; everything else is shown.
process.stdout.write(output.replace(/\n\s*╔[\s\S]*?╝\n/, '\n'));
const warnings = /(\d+) warnings?/.exec(output)?.[1];
if (run.status !== 0) process.exit(run.status ?? 1);
if (warnings !== undefined && Number(warnings) > 0) {
  console.error(`OpenAPI lint: ${warnings} warning(s); the documents must be clean.`);
  process.exit(1);
}
console.info(`OpenAPI lint: ${files.length} documents clean (Redocly recommended).`);
