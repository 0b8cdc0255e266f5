// Writes a club's theme as CSS custom properties, e.g. for a static page or an e-mail template.
// `@clubshop/theming/core` needs no React: this project does not install it.
import { clubPresets, themeFromSettings, themeToCss } from '@clubshop/theming/core';

// From the site settings (`GET /api/settings`), or one of the demo presets.
const settings = {
  theme: { themeName: 'riverside', siteName: 'Riverside Rovers' },
  theming: {
    primaryColor: '#1b5e20',
    secondaryColor: '#ffffff',
    textColor: '#1b1b1b',
    fontFamily: 'Inter, sans-serif',
  },
};
const css = `${themeToCss(themeFromSettings(settings), ':root')}\n${themeToCss(clubPresets.harbour, '[data-club="harbour"]')}`;
console.info(css);

if (!css.includes('--cs-color-primary: #1b5e20') || !css.includes('[data-club="harbour"]')) {
  throw new Error('the theme CSS is not what the settings say');
}
const reactInstalled = await import('react').then(
  () => true,
  () => false,
);
if (reactInstalled) throw new Error('react is installed here: this example must show theming without it');
