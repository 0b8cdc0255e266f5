/** @packageDocumentation Club themes as CSS custom properties: tokens, derived colours, presets and a ThemeProvider. */
export {};
