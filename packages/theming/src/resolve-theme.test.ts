import {
  type ClubTheme,
  clubPresets,
  contrastRatio,
  defaultTheme,
  parseColor,
  resolveTheme,
  themeFromSettings,
} from '@clubshop/theming';
import { describe, expect, it } from 'vitest';

const ratio = (a: string, b: string) => contrastRatio(parseColor(a)!, parseColor(b)!);

const hostile: Record<string, ClubTheme> = {
  yellow: { primaryColor: '#FFFF00', secondaryColor: '#FFFF00', textColor: '#FFFF00' },
  midGrey: { primaryColor: '#777777', secondaryColor: '#777777', textColor: '#777777' },
  white: { primaryColor: '#FFFFFF', secondaryColor: '#fff', textColor: '#ffffff' },
  black: { primaryColor: '#000', secondaryColor: '#000000', textColor: '#000' },
  cyan: { primaryColor: 'rgb(0, 255, 255)', secondaryColor: '#0ff', textColor: '#00FFFF' },
  lightGreyText: { primaryColor: '#F0F0F0', textColor: '#CCCCCC' },
  // Other CSS syntaxes: vivid colours outside sRGB, named colours, translucent ones.
  vividOklch: {
    primaryColor: 'oklch(0.9 0.3 120)',
    secondaryColor: 'oklch(0.8 0.37 145)',
    textColor: 'hsl(60 100% 50%)',
  },
  named: { primaryColor: 'gold', secondaryColor: 'aqua', textColor: 'dimgray' },
  translucent: {
    primaryColor: '#0B254533',
    secondaryColor: 'hsl(45 90% 60% / 0.4)',
    textColor: 'rgb(0 0 0 / 0.3)',
  },
};

const themes = { ...clubPresets, ...hostile, empty: {} } as Record<string, ClubTheme>;

describe('resolveTheme contrast (WCAG AA)', () => {
  for (const [name, theme] of Object.entries(themes)) {
    it(`${name}: text, brand pairs, links, borders and focus reach AA`, () => {
      const { colors } = resolveTheme(theme);
      expect(ratio(colors.text, colors.background)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(colors['text-muted'], colors.background)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(colors['on-primary'], colors.primary)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(colors['on-primary'], colors['primary-hover'])).toBeGreaterThanOrEqual(4.5);
      expect(ratio(colors['on-secondary'], colors.secondary)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(colors['on-secondary'], colors['secondary-hover'])).toBeGreaterThanOrEqual(4.5);
      expect(colors['primary-hover']).not.toBe(colors.primary);
      expect(colors['secondary-hover']).not.toBe(colors.secondary);
      expect(ratio(colors.link, colors.background)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(colors.border, colors.background)).toBeGreaterThanOrEqual(3);
      expect(ratio(colors.focus, colors.background)).toBeGreaterThanOrEqual(3);
      for (const status of ['info', 'success', 'warning', 'error'] as const) {
        expect(ratio(colors[`${status}-text`], colors[`${status}-bg`])).toBeGreaterThanOrEqual(4.5);
        expect(ratio(colors[`${status}-text`], colors.background)).toBeGreaterThanOrEqual(4.5);
      }
    });
  }

  it('keeps the club colours themselves and derives a visible hover shade', () => {
    const { colors } = resolveTheme(clubPresets.northbridge);
    expect(colors.primary).toBe('#0b2545');
    expect(colors.secondary).toBe('#f2c14e');
    expect(colors.text).toBe('#1b1b1b');
    expect(colors['on-primary']).toBe('#ffffff');
    // Gold is light: the readable text on it is the club's own dark text colour.
    expect(colors['on-secondary']).toBe('#1b1b1b');
    expect(colors['primary-hover']).not.toBe(colors.primary);
    expect(ratio(colors['primary-hover'], colors.primary)).toBeGreaterThan(1.1);
  });

  it('darkens an unreadable text colour but keeps a readable one', () => {
    expect(resolveTheme({ textColor: '#777777' }).colors.text).not.toBe('#777777');
    expect(resolveTheme({ textColor: '#767676' }).colors.text).toBe('#767676');
  });
});

describe('resolveTheme fallbacks', () => {
  it('falls back to the default theme for invalid or missing input', () => {
    const resolved = resolveTheme({
      primaryColor: 'not-a-colour',
      secondaryColor: '#12',
      textColor: 'var(--club-text)',
      fontFamily: 'x; } body { display:none',
      themeName: '  ',
    });
    const defaults = resolveTheme({});
    expect(resolved.colors).toEqual(defaults.colors);
    expect(resolved.colors.primary).toBe(defaultTheme.primaryColor);
    expect(resolved.fontFamily).toBe(defaultTheme.fontFamily);
    expect(resolved.themeName).toBe('default');
  });

  it('uses a club colour written in any CSS syntax instead of the default', () => {
    const navy = '#000080';
    for (const primaryColor of ['navy', 'hsl(240 100% 25.1%)', '#000080ff', 'oklch(0.2709 0.1855 264.05)']) {
      const { primary } = resolveTheme({ primaryColor }).colors;
      expect(primary, primaryColor).not.toBe(resolveTheme({}).colors.primary);
      expect(ratio(primary, navy), primaryColor).toBeLessThan(1.05);
    }
  });

  it('keeps names, font, logo and icons of a valid theme', () => {
    const resolved = resolveTheme({
      ...clubPresets.harbour,
      logo: { url: '/logo.svg', altText: 'Harbour' },
      icons: { basket: '/basket.svg' },
    });
    expect(resolved.themeName).toBe('harbour');
    expect(resolved.siteName).toBe('Harbour City Athletic');
    expect(resolved.fontFamily).toBe('Georgia, "Times New Roman", serif');
    expect(resolved.logo).toEqual({ url: '/logo.svg', altText: 'Harbour' });
    expect(resolved.icons).toEqual({ basket: '/basket.svg' });
  });
});

describe('themeFromSettings', () => {
  it('flattens the theme parts of the site settings', () => {
    expect(
      themeFromSettings({
        theme: { themeName: 'riverside', siteName: 'Riverside Rovers' },
        theming: {
          primaryColor: '#1B5E20',
          secondaryColor: '#FFFFFF',
          textColor: '#102A12',
          fontFamily: 'serif',
        },
        logo: { url: '/r.png', altText: 'Riverside' },
        icons: null,
      }),
    ).toEqual({
      themeName: 'riverside',
      siteName: 'Riverside Rovers',
      primaryColor: '#1B5E20',
      secondaryColor: '#FFFFFF',
      textColor: '#102A12',
      fontFamily: 'serif',
      logo: { url: '/r.png', altText: 'Riverside' },
    });
    expect(themeFromSettings({})).toEqual({});
  });
});
