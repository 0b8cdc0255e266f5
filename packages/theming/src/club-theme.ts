/**
 * The shape of a club theme as it arrives from the site settings (`theme`, `theming`, `logo`,
 * `icons`), flattened into one object. Every field is optional: a missing or invalid value falls
 * back to the default theme.
 */
export interface ClubTheme {
  /** Machine name of the club theme, e.g. `northbridge`; becomes `data-theme`. */
  themeName?: string;
  /** Display name of the club site, e.g. `Northbridge FC`. */
  siteName?: string;
  /** Main brand colour: any CSS colour (`#0B2545`, `navy`, `hsl(...)`, `oklch(...)`, ...). */
  primaryColor?: string;
  /** Accent colour. */
  secondaryColor?: string;
  /** Body text colour (on a white page). */
  textColor?: string;
  /** A CSS `font-family` list. */
  fontFamily?: string;
  /** The club logo. */
  logo?: ClubLogo;
  /** Icon set or icon urls chosen by the club (passed through untouched). */
  icons?: Record<string, string>;
}

/** A club logo image. */
export interface ClubLogo {
  url: string;
  altText?: string;
}

/**
 * The parts of the site settings (`/api/settings`) that describe a theme. Structural, so the
 * api-sdk's settings type fits without theming importing it.
 */
export interface ThemeSettings {
  theme?: { themeName?: string; siteName?: string } | null;
  theming?: {
    primaryColor?: string;
    secondaryColor?: string;
    textColor?: string;
    fontFamily?: string;
  } | null;
  logo?: { url: string; altText?: string } | null;
  icons?: Record<string, string> | null;
}

/** Flattens the theme parts of the site settings into a {@link ClubTheme}. */
export function themeFromSettings(settings: ThemeSettings): ClubTheme {
  const theme: ClubTheme = {};
  const assign = <K extends keyof ClubTheme>(key: K, value: ClubTheme[K] | null | undefined) => {
    if (value !== undefined && value !== null) theme[key] = value;
  };
  assign('themeName', settings.theme?.themeName);
  assign('siteName', settings.theme?.siteName);
  assign('primaryColor', settings.theming?.primaryColor);
  assign('secondaryColor', settings.theming?.secondaryColor);
  assign('textColor', settings.theming?.textColor);
  assign('fontFamily', settings.theming?.fontFamily);
  assign('logo', settings.logo);
  assign('icons', settings.icons);
  return theme;
}
