import { clubPresets, resolveTheme, themeToCss, themeToCssVariables } from '@clubshop/theming';
import { describe, expect, it } from 'vitest';

describe('themeToCssVariables', () => {
  it('exposes colours, font, spacing, type, radius, shadows and focus ring', () => {
    const variables = themeToCssVariables(clubPresets.riverside);
    expect(variables['--cs-color-primary']).toBe('#1b5e20');
    expect(variables['--cs-color-on-primary']).toBe('#ffffff');
    expect(variables['--cs-color-secondary']).toBe('#ffffff');
    expect(variables['--cs-color-text']).toBe('#102a12');
    expect(variables['--cs-font-family']).toBe('"Source Sans 3", system-ui, sans-serif');
    for (const name of [
      '--cs-color-primary-hover',
      '--cs-color-border',
      '--cs-color-focus',
      '--cs-font-size-md',
      '--cs-radius-md',
      '--cs-shadow-md',
      '--cs-focus-ring-width',
      '--cs-z-modal',
    ] as const) {
      expect(variables[name]).toBeTruthy();
    }
    for (let step = 1; step <= 8; step++) expect(variables[`--cs-space-${step}`]).toMatch(/rem$/);
  });

  it('gives the same variables for a raw and a resolved theme', () => {
    expect(themeToCssVariables(resolveTheme(clubPresets.harbour))).toEqual(
      themeToCssVariables(clubPresets.harbour),
    );
  });

  it('differs between clubs only in club values', () => {
    const north = themeToCssVariables(clubPresets.northbridge);
    const harbour = themeToCssVariables(clubPresets.harbour);
    expect(Object.keys(north)).toEqual(Object.keys(harbour));
    expect(north['--cs-space-4']).toBe(harbour['--cs-space-4']);
    expect(north['--cs-color-primary']).not.toBe(harbour['--cs-color-primary']);
  });
});

describe('themeToCss', () => {
  it('writes one rule on the selector', () => {
    const css = themeToCss(clubPresets.northbridge, '[data-theme="northbridge"]');
    expect(css.startsWith('[data-theme="northbridge"] {\n')).toBe(true);
    expect(css).toContain('  --cs-color-primary: #0b2545;\n');
    expect(css).toContain('  --cs-font-family: "Barlow", system-ui, sans-serif;\n');
    expect(css.trimEnd().endsWith('}')).toBe(true);
    expect(themeToCss({})).toMatch(/^:root \{/);
  });
});
