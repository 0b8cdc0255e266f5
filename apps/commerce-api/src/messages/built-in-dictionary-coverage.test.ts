/**
 * Every literal `t('X.Y')` key of the UI kit and the storefront must be in the seeded dictionary,
 * in every culture, with a non-empty value; otherwise shoppers see the raw key. Each is published
 * with its English text in @clubshop/i18n (`STOREFRONT_TEXTS`), so any backend can serve it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { STOREFRONT_TEXT_KEYS, STOREFRONT_TEXTS } from '@clubshop/i18n/core';
import { describe, expect, it } from 'vitest';
import { dictionaryRows } from './built-in-dictionary.ts';

const repoRoot = resolve(import.meta.dirname, '../../../..');
const scannedRoots = [join(repoRoot, 'packages/ui-kit/src'), join(repoRoot, 'apps/storefront/src')];
const cultures = ['en', 'de', 'da'] as const;

// `t('A.B')` / `t("A.B")`, not `foo.t(` or `someT(`; the key needs at least one dot.
const LITERAL_KEY = /(?<![\w$.])t\(\s*(['"])([A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)+)\1/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    if (!/\.(ts|tsx)$/.test(entry.name) || /\.(test|stories)\./.test(entry.name)) return [];
    return [path];
  });
}

/** Literal keys used in the scanned sources, with the first file using each. */
function usedKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const root of scannedRoots) {
    for (const file of sourceFiles(root)) {
      for (const match of readFileSync(file, 'utf8').matchAll(LITERAL_KEY)) {
        const key = match[2]!;
        if (!keys.has(key)) keys.set(key, file.slice(repoRoot.length + 1));
      }
    }
  }
  return keys;
}

function seedDictionary(culture: string): Map<string, string> {
  return new Map(
    dictionaryRows()
      .filter((row) => row.culture === culture)
      .map((row) => [row.alias, row.value]),
  );
}

describe('seeded dictionaries cover the UI', () => {
  const keys = usedKeys();

  it('finds the literal keys of the kit and the storefront', () => {
    expect(keys.size).toBeGreaterThan(100);
  });

  it.each(cultures)('has a non-empty %s translation for every literal key', (culture) => {
    const dictionary = seedDictionary(culture);
    // A plural key (`t(key, { count })`) may be seeded as `key.other` only.
    const has = (key: string) =>
      [key, `${key}.other`].some((alias) => (dictionary.get(alias)?.trim() ?? '') !== '');
    const missing = [...keys].filter(([key]) => !has(key)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it('publishes every literal key in @clubshop/i18n (STOREFRONT_TEXTS), in English', () => {
    const published = new Set<string>(STOREFRONT_TEXT_KEYS);
    const unpublished = [...keys]
      .filter(([key]) => !published.has(key) && !published.has(`${key}.other`))
      .map(([key, file]) => `${key} (${file})`);
    expect(unpublished).toEqual([]);
    expect(Object.values(STOREFRONT_TEXTS).filter((text) => text.trim() === '')).toEqual([]);
  });

  it.each(cultures)('seeds every published storefront key in %s, the English as published', (culture) => {
    const dictionary = seedDictionary(culture);
    expect(STOREFRONT_TEXT_KEYS.filter((key) => (dictionary.get(key)?.trim() ?? '') === '')).toEqual([]);
    if (culture === 'en')
      for (const key of STOREFRONT_TEXT_KEYS) expect(dictionary.get(key), key).toBe(STOREFRONT_TEXTS[key]);
  });
});
