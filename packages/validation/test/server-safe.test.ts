import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { expect, test } from 'vitest';

const packageDir = resolve(import.meta.dirname, '..');

// Follows the relative imports of a module and collects every bare specifier it reaches.
function bareImportsFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const bare = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]/g)) {
      const specifier = match[1]!;
      if (specifier.startsWith('.')) pending.push(join(dirname(file), specifier));
      else bare.add(specifier);
    }
  }
  return bare;
}

test('the package root never loads React, so a server can import the rules', () => {
  const fromRoot = bareImportsFrom(join(packageDir, 'src/index.ts'));
  expect([...fromRoot].sort()).toEqual(['valibot']);
});

test('the hook lives behind the /react subpath', () => {
  const fromReact = bareImportsFrom(join(packageDir, 'src/react/index.ts'));
  expect([...fromReact].sort()).toEqual(['react', 'valibot']);
});
