// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clubPresets } from './club-presets.ts';
import { themeFromSettings } from './club-theme.ts';
import { themeToSettings } from './theme-to-settings.ts';

describe('themeToSettings', () => {
  it('gives the settings change of a theme, colours as #rrggbb, and reads back to the same theme', () => {
    const theme = {
      ...clubPresets.harbour,
      logo: { url: 'https://cdn.example/logo.svg', altText: 'Harbour' },
    };
    const change = themeToSettings(theme);
    expect(change).toEqual({
      theming: {
        primaryColor: '#b71c1c',
        secondaryColor: '#81d4fa',
        textColor: '#212121',
        fontFamily: 'Georgia, "Times New Roman", serif',
      },
      logo: { url: 'https://cdn.example/logo.svg', altText: 'Harbour' },
    });
    const back = themeFromSettings(change);
    expect(back.logo).toEqual(theme.logo);
    expect(back.fontFamily).toBe(theme.fontFamily);
  });

  it('turns any CSS colour the theme reads into hex (alpha flattened on white), and one it cannot read into empty (the default)', () => {
    const change = themeToSettings({
      primaryColor: 'navy',
      secondaryColor: 'rgba(255, 0, 0, 0.5)',
      textColor: 'var(--x)',
    });
    expect(change.theming).toEqual({
      primaryColor: '#000080',
      secondaryColor: '#ff8080',
      textColor: '',
      fontFamily: '',
    });
    expect(change.logo).toBeUndefined();
  });

  it("takes the site name as the logo's alt text when none is given, and leaves out an empty logo", () => {
    expect(themeToSettings({ siteName: 'Aby BK', logo: { url: 'data:image/png;base64,AAAA' } }).logo).toEqual(
      {
        url: 'data:image/png;base64,AAAA',
        altText: 'Aby BK',
      },
    );
    expect(themeToSettings({ logo: { url: '  ' } }).logo).toBeUndefined();
  });
});
