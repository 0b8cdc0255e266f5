#!/usr/bin/env node
// The storefront's size budget, checked on the production build (`vite build` writes the manifest).
// Fails when the JS a first visit loads before any route chunk (the entry plus every chunk it
// preloads) is over 100 KB gzip, a route's own chunk over 30 KB gzip, or the CSS over 20 KB gzip.
// Writes the measured sizes to bench/results/storefront-size.json for docs/benchmarks.md.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

const appDir = join(import.meta.dirname, '..');
const distDir = join(appDir, 'dist');
const budgets = { initialJs: 100 * 1024, routeChunk: 30 * 1024, css: 20 * 1024 };

const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
const gzipped = (file) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// The entry and everything it imports statically: what the browser loads (and modulepreloads)
// before the first route chunk.
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('no entry in the Vite manifest');
const initial = new Set();
const visit = (key) => {
  if (initial.has(key)) return;
  initial.add(key);
  for (const imported of manifest[key].imports ?? []) visit(imported);
};
visit(entryKey);
const initialJs = [...initial].reduce((sum, key) => sum + gzipped(manifest[key].file), 0);

// Each lazily loaded chunk (a route, or a part a route loads on demand), without what is already
// in the initial set.
const routeChunks = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.isDynamicEntry && !initial.has(key))
  .map(([key, chunk]) => ({ name: chunk.name ?? key, file: chunk.file, gzip: gzipped(chunk.file) }))
  .sort((a, b) => b.gzip - a.gzip);

const cssFiles = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))];
const css = cssFiles.reduce((sum, file) => sum + gzipped(file), 0);

const failures = [];
if (initialJs > budgets.initialJs) failures.push(`initial JS ${kb(initialJs)} > ${kb(budgets.initialJs)}`);
for (const chunk of routeChunks) {
  if (chunk.gzip > budgets.routeChunk)
    failures.push(`route chunk ${chunk.name} ${kb(chunk.gzip)} > ${kb(budgets.routeChunk)}`);
}
if (css > budgets.css) failures.push(`CSS ${kb(css)} > ${kb(budgets.css)}`);

console.info(`initial JS (entry + modulepreloads): ${kb(initialJs)} gzip (budget ${kb(budgets.initialJs)})`);
console.info(`CSS: ${kb(css)} gzip in ${cssFiles.length} files (budget ${kb(budgets.css)})`);
for (const chunk of routeChunks) console.info(`  route chunk ${chunk.name}: ${kb(chunk.gzip)} gzip`);

const resultsFile = join(appDir, '..', '..', 'bench', 'results', 'storefront-size.json');
mkdirSync(dirname(resultsFile), { recursive: true });
writeFileSync(
  resultsFile,
  `${JSON.stringify({ budgets, initialJs, css, routeChunks: routeChunks.map(({ name, gzip }) => ({ name, gzip })) }, null, 2)}\n`,
);

if (failures.length > 0) {
  console.error(`size budget exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.info('size budget: within every limit');
