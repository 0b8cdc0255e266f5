import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { storyCultures } from '../.storybook/dictionaries/index.ts';

const english = storyCultures.en.dictionary;

/** The `{placeholders}` of a translation, sorted. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();
}

/** Every `t('Literal.Key')` in the kit's source (tests and stories excluded). */
function keysTheKitTranslates(): string[] {
  const sourceDir = join(import.meta.dirname, '../src');
  const keys = new Set<string>();
  for (const file of readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /\.(test|stories)\.tsx?$/.test(file)) continue;
    const source = readFileSync(join(sourceDir, file), 'utf8');
    for (const match of source.matchAll(/\bt\(\s*'([A-Z][\w.]+)'/g)) keys.add(match[1]!);
  }
  return [...keys].sort();
}

describe('Storybook dictionaries (the Culture toolbar)', () => {
  it('translate every key the kit asks for with a literal key', () => {
    const kitKeys = keysTheKitTranslates();
    expect(kitKeys.length).toBeGreaterThan(100);
    const missing = kitKeys.filter((key) => !(key in english) && !(`${key}.other` in english));
    expect(missing).toEqual([]);
  });

  for (const culture of ['de', 'da'] as const) {
    it(`${culture}: the same keys as English, with the same placeholders`, () => {
      const translated = storyCultures[culture].dictionary;
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
      const mismatched = Object.entries(english)
        .filter(([key, text]) => placeholders(text).join() !== placeholders(translated[key] ?? '').join())
        .map(([key]) => key);
      expect(mismatched).toEqual([]);
    });
  }
});
