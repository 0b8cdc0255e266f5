import type { ResolvedTheme } from './resolve-theme.ts';
import { statusColors } from './status-colors.ts';

/**
 * The default theme, resolved: what `resolveTheme()` answers without a club theme, written out so
 * `useTheme()` can fall back to it without loading the colour maths (an app that resolves its
 * theme on the server ships none of it to the browser). `default-resolved-theme.test.ts` holds it
 * equal to `resolveTheme()`: change the default theme, and update this from the test's diff.
 */
export const defaultResolvedTheme: ResolvedTheme = Object.freeze({
  themeName: 'default',
  siteName: 'ClubShop',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  colors: {
    primary: '#1f3a93',
    'on-primary': '#ffffff',
    'primary-hover': '#1a317d',
    secondary: '#f2c14e',
    'on-secondary': '#1b1b1b',
    'secondary-hover': '#cea442',
    text: '#1b1b1b',
    'text-muted': '#5f5f5f',
    background: '#ffffff',
    surface: '#f4f4f4',
    border: '#8d8d8d',
    'border-subtle': '#dddddd',
    focus: '#1f3a93',
    link: '#1f3a93',
    ...statusColors,
  },
});
