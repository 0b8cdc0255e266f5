/**
 * Writes one stylesheet holding every CSS file the package's JS imports, in the order a bundler
 * would load them (depth first through the entry's imports, each file once): the `styles.css`
 * a club team links instead of relying on a bundler to collect per-component CSS.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { relativeImportsOf } from './module-graph.ts';

/** The CSS files reachable from `entry`, in load order. */
export function cssInLoadOrder(entry: string): string[] {
  const visited = new Set<string>();
  const css: string[] = [];
  const visit = (file: string) => {
    if (visited.has(file)) return;
    visited.add(file);
    for (const dependency of relativeImportsOf(file)) {
      if (dependency.endsWith('.css')) {
        if (!visited.has(dependency)) {
          visited.add(dependency);
          css.push(dependency);
        }
      } else visit(dependency);
    }
  };
  visit(entry);
  return css;
}

/** Concatenates the CSS reachable from `entry` into `output`, each part headed by its path. */
export function writeStylesheetBundle(entry: string, output: string, root: string): number {
  const files = cssInLoadOrder(entry);
  const parts = files.map((file) => `/* ${relative(root, file)} */\n${readFileSync(file, 'utf8').trim()}\n`);
  writeFileSync(output, parts.join('\n'));
  return files.length;
}
