// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as core from '@clubshop/i18n/core';
import { describe, expect, it } from 'vitest';

const packageDir = join(import.meta.dirname, '..');
const testDist = process.env.CLUBSHOP_TEST_DIST === '1';

/** Every bare module specifier reachable from `entry` through relative imports. */
function externalImports(entry: string): Set<string> {
  const seen = new Set<string>();
  const external = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]/g)) {
      if (!specifier) continue;
      if (specifier.startsWith('.')) pending.push(join(dirname(file), specifier));
      else external.add(specifier);
    }
  }
  return external;
}

describe('@clubshop/i18n/core', () => {
  it('imports nothing outside the package (no React, no other @clubshop package)', () => {
    const entry = testDist ? join(packageDir, 'dist/core.js') : join(packageDir, 'src/core.ts');
    expect([...externalImports(entry)]).toEqual([]);
  });

  it('the full entry reaches React only through the React modules', () => {
    const entry = testDist ? join(packageDir, 'dist/index.js') : join(packageDir, 'src/index.ts');
    expect([...externalImports(entry)].sort()).toEqual(testDist ? ['react', 'react/jsx-runtime'] : ['react']);
  });

  it('works in Node without a DOM', () => {
    expect(typeof document).toBe('undefined');
    const i18n = core.createI18n({ locale: 'en-GB', currency: 'GBP', dictionary: { Hi: 'Hello {name}' } });
    expect(i18n.t('Hi', { name: 'Sam' })).toBe('Hello Sam');
    expect(i18n.formatMoney(2)).toBe('£2.00');
  });

  it('exports no React API', () => {
    expect(Object.keys(core)).not.toContain('I18nProvider');
    expect(Object.keys(core)).not.toContain('useI18n');
  });
});
