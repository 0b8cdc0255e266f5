/**
 * Reads the relative imports of the ESM files a build emits, in source order: the one parser the
 * stylesheet bundle and the server copy share. Only static `import`/`export … from` statements
 * with relative specifiers count (our build keeps every relative import external and explicit).
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

// `import … from "./x.js"`, `export * from "./x.js"`, `import "./x.css"`: one statement each.
// `[^;"']` keeps a match inside one statement and outside string literals.
const relativeImport = /(?:^|\n)\s*(?:import|export)\s*(?:[^;"'()]*?\bfrom\s*)?(["'])(\.{1,2}\/[^"']+)\1/g;

/** The relative specifiers `file` imports or re-exports, in order, resolved to absolute paths. */
export function relativeImportsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(relativeImport)].map((match) => resolve(dirname(file), match[2]!));
}
