/**
 * The static design tokens every club shares: spacing, type scale, radius, shadows, motion and
 * layers. Club-specific colours and the font family are derived in `resolve-theme.ts`.
 */

/** Spacing scale, `--cs-space-1` .. `--cs-space-8`. */
export const spaceTokens = {
  '1': '0.25rem',
  '2': '0.5rem',
  '3': '0.75rem',
  '4': '1rem',
  '5': '1.5rem',
  '6': '2rem',
  '7': '3rem',
  '8': '4rem',
} as const;

/** Type scale, `--cs-font-size-*`. */
export const fontSizeTokens = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  '2xl': '1.75rem',
  '3xl': '2.25rem',
} as const;

/** Font weights, `--cs-font-weight-*`. */
export const fontWeightTokens = { regular: '400', medium: '500', bold: '700' } as const;

/** Line heights, `--cs-line-height-*`. */
export const lineHeightTokens = { tight: '1.2', normal: '1.5' } as const;

/** Corner radius, `--cs-radius-*`. */
export const radiusTokens = { sm: '0.25rem', md: '0.5rem', lg: '1rem', full: '9999px' } as const;

/** Elevation, `--cs-shadow-*`. */
export const shadowTokens = {
  sm: '0 1px 2px rgb(0 0 0 / 0.12)',
  md: '0 4px 12px rgb(0 0 0 / 0.15)',
  lg: '0 12px 32px rgb(0 0 0 / 0.2)',
} as const;

/** Motion, `--cs-duration-*` and `--cs-easing`. */
export const motionTokens = {
  'duration-fast': '150ms',
  'duration-normal': '300ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

/** Stacking layers, `--cs-z-*`. */
export const zIndexTokens = {
  header: '100',
  dropdown: '200',
  overlay: '1000',
  modal: '1100',
  toast: '1200',
} as const;

/** The focus ring geometry, `--cs-focus-ring-width` and `--cs-focus-ring-offset`. */
export const focusRingTokens = { 'focus-ring-width': '3px', 'focus-ring-offset': '2px' } as const;

/**
 * Breakpoints in px. CSS custom properties cannot be used inside media queries, so components
 * write `@media (min-width: 1024px)` and script uses this constant. Below 1024 px is mobile.
 */
export const breakpoints = { mobile: 1024 } as const;

/** The media query that matches desktop widths (1024 px and wider). */
export const desktopMediaQuery = `(min-width: ${breakpoints.mobile}px)`;
