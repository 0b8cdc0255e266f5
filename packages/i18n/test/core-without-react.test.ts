// @vitest-environment node
import * as core from '@clubshop/i18n/core';
import { describe, expect, it } from 'vitest';

// That core imports no React and no other @clubshop package is a lint rule (biome.json);
// examples/ loads the packed package in plain Node.
describe('@clubshop/i18n/core', () => {
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
