/**
 * One entry point per component (`@clubshop/ui-kit/button`), made from the area indexes: every
 * name an area's `index.ts` exports from a module in a component folder (`./button/button.tsx`)
 * is exported again by `src/components/<folder>.ts`. An entry is thus a slice of the main entry's
 * API, and a bundler that keeps every CSS import it meets (esbuild keeps the CSS of modules it
 * tree-shakes away, evanw/esbuild#2933) gets only the component's own styles from it.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** `export { A, type B } from './folder/module.tsx';` or `export type { C } from ...` in an index. */
const reexport = /export\s+(type\s+)?\{([^}]*)\}\s*from\s*'\.\/([^/']+)\/([^/']+)'/g;

const header =
  '// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).\n';

/** An export statement as the formatter writes it: on one line when it fits in 110 columns. */
function exportLine(typeOnly: string, names: string[], from: string): string {
  const oneLine = `export ${typeOnly}{ ${names.join(', ')} } from '${from}';`;
  if (oneLine.length <= 110) return oneLine;
  return `export ${typeOnly}{\n${names.map((name) => `  ${name},\n`).join('')}} from '${from}';`;
}

/** The entry modules: file name under `src/components/` → its source. */
export function componentEntries(srcDir: string): Map<string, string> {
  const byFolder = new Map<string, string[]>();
  const areaOf = new Map<string, string>();
  const areas = readdirSync(srcDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(srcDir, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .filter((area) => area !== 'test-utils' && area !== 'components')
    .sort();
  for (const area of areas) {
    const index = readFileSync(join(srcDir, area, 'index.ts'), 'utf8');
    for (const [, typeOnly, names, folder, module] of index.matchAll(reexport)) {
      // A component folder holds a component named after it (`button/button.tsx`); others
      // (`hooks/`) are helpers the main entry carries.
      if (!folder || !module || !names || !existsSync(join(srcDir, area, folder, `${folder}.tsx`))) continue;
      if ((areaOf.get(folder) ?? area) !== area) {
        throw new Error(
          `${areaOf.get(folder)} and ${area} both have a component ${folder}: entry names must be unique`,
        );
      }
      areaOf.set(folder, area);
      const list = names
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      const lines = byFolder.get(folder) ?? [];
      lines.push(exportLine(typeOnly ? 'type ' : '', list, `../${area}/${folder}/${module}`));
      byFolder.set(folder, lines);
    }
  }
  return new Map(
    [...byFolder.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([folder, lines]) => [`${folder}.ts`, `${header}${lines.join('\n')}\n`]),
  );
}

/** Writes `src/components/` anew (a removed component's entry goes with it). */
export function writeComponentEntries(srcDir: string): number {
  const entries = componentEntries(srcDir);
  const folder = join(srcDir, 'components');
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  for (const [file, source] of entries) writeFileSync(join(folder, file), source);
  return entries.size;
}
