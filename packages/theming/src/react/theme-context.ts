'use client';

import { createContext, useContext } from 'react';
import { defaultResolvedTheme } from '../default-resolved-theme.ts';
import type { ResolvedTheme } from '../resolve-theme.ts';

/** The resolved theme of the nearest ThemeProvider. */
export const ThemeContext = createContext<ResolvedTheme | undefined>(undefined);

/**
 * The resolved theme of the nearest {@link ThemeProvider} (site name, logo, colours), or the
 * default theme when there is none. Components style through CSS variables; this is for the
 * few things CSS cannot carry, such as the logo's alt text.
 *
 * @example
 * const { siteName, logo } = useTheme();
 * return <img src={logo?.url} alt={logo?.altText ?? siteName} />;
 */
export function useTheme(): ResolvedTheme {
  return useContext(ThemeContext) ?? defaultResolvedTheme;
}
