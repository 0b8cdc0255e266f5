'use client';

import {
  type CSSProperties,
  type ElementType,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useMemo,
} from 'react';
import type { ClubTheme } from '../club-theme.ts';
import { themeToCssVariables } from '../css-variables.ts';
import { type ResolvedTheme, resolveTheme } from '../resolve-theme.ts';
import { ThemeContext } from './theme-context.ts';

/** Props of {@link ThemeProvider}. */
export interface ThemeProviderProps {
  /** A club theme (e.g. `clubPresets.northbridge` or `themeFromSettings(settings)`), or a resolved one. */
  theme: ClubTheme | ResolvedTheme;
  children?: ReactNode;
  /**
   * Where the variables go. Default: a wrapper element (see `as`) carrying them as inline style
   * and `data-theme`. `'document'` puts them on `<html>` (no wrapper); an element puts them there.
   */
  target?: 'wrapper' | 'document' | HTMLElement;
  /** The wrapper element type; default `div`. Ignored when `target` is not `'wrapper'`. */
  as?: ElementType;
  /** Extra class names of the wrapper. */
  className?: string;
}

// Layout effect so the variables land before paint; plain effect on the server to avoid the warning.
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** Inherited base styles every theme root gets alongside the variables. */
const rootStyle = {
  color: 'var(--cs-color-text)',
  fontFamily: 'var(--cs-font-family)',
} as const;

function isResolved(theme: ClubTheme | ResolvedTheme): theme is ResolvedTheme {
  return 'colors' in theme;
}

/**
 * Applies a club theme as CSS custom properties to a root element and provides it to
 * {@link useTheme}. Switching the club changes variables, not components: children keep their
 * state and only the values under them change.
 *
 * @example
 * <ThemeProvider theme={themeFromSettings(settings)} target="document">
 *   <App />
 * </ThemeProvider>
 */
export function ThemeProvider({ theme, children, target = 'wrapper', as, className }: ThemeProviderProps) {
  const resolved = useMemo(() => (isResolved(theme) ? theme : resolveTheme(theme)), [theme]);
  const variables = useMemo(() => themeToCssVariables(resolved), [resolved]);

  useIsomorphicLayoutEffect(() => {
    if (target === 'wrapper') return undefined;
    const element = target === 'document' ? document.documentElement : target;
    const previousTheme = element.getAttribute('data-theme');
    const entries: [string, string][] = [
      ...Object.entries(variables),
      ['color', rootStyle.color],
      ['font-family', rootStyle.fontFamily],
    ];
    for (const [name, value] of entries) element.style.setProperty(name, value);
    element.setAttribute('data-theme', resolved.themeName);
    return () => {
      for (const [name] of entries) element.style.removeProperty(name);
      if (previousTheme === null) element.removeAttribute('data-theme');
      else element.setAttribute('data-theme', previousTheme);
    };
  }, [target, variables, resolved.themeName]);

  if (target !== 'wrapper') {
    return <ThemeContext.Provider value={resolved}>{children}</ThemeContext.Provider>;
  }
  const Wrapper = as ?? 'div';
  return (
    <ThemeContext.Provider value={resolved}>
      <Wrapper
        className={className ? `cs-theme ${className}` : 'cs-theme'}
        data-theme={resolved.themeName}
        style={{ ...variables, ...rootStyle } as CSSProperties}
      >
        {children}
      </Wrapper>
    </ThemeContext.Provider>
  );
}
