/**
 * @packageDocumentation
 * Club themes as CSS custom properties: tokens, derived colours (hover, AA-readable text,
 * borders, focus ring), presets of the demo clubs and a ThemeProvider. This entry includes the
 * React provider and hook (React is an optional peer); `@clubshop/theming/core` is the same API
 * without React.
 */
export * from './core.ts';
export { ThemeContext, useTheme } from './react/theme-context.ts';
export { ThemeProvider, type ThemeProviderProps } from './react/theme-provider.tsx';
