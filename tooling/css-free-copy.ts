/**
 * Writes a copy of a package's emitted JS without its CSS imports, for servers and test runners
 * that load the JS in plain Node (which cannot import `.css`). Each CSS import becomes a comment
 * on the same line, so the copied source maps stay true; their `sources` are re-pointed from the
 * copy's deeper folder.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const cssImport = /^import\s*(["'])(\.{1,2}\/[^"']+\.css)\1;?[ \t]*$/gm;

function* filesUnder(directory: string, skip: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (path === skip) continue;
    if (entry.isDirectory()) yield* filesUnder(path, skip);
    else yield path;
  }
}

/** Copies every `.js` (and its `.js.map`) of `distDir` into `outDir`, CSS imports removed. */
export function writeCssFreeCopy(distDir: string, outDir: string): number {
  let copied = 0;
  for (const file of filesUnder(distDir, outDir)) {
    const target = join(outDir, relative(distDir, file));
    if (file.endsWith('.js')) {
      mkdirSync(dirname(target), { recursive: true });
      const text = readFileSync(file, 'utf8').replace(
        cssImport,
        (_line, _quote, specifier: string) =>
          `/* ${specifier}: styles come from the stylesheet on a server */`,
      );
      writeFileSync(target, text);
      copied++;
    } else if (file.endsWith('.js.map')) {
      mkdirSync(dirname(target), { recursive: true });
      const map = JSON.parse(readFileSync(file, 'utf8')) as { sources?: string[] };
      const up = relative(dirname(target), dirname(file));
      if (map.sources) map.sources = map.sources.map((source) => join(up, source));
      writeFileSync(target, JSON.stringify(map));
    }
  }
  return copied;
}
