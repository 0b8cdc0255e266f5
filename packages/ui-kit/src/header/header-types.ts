/** A navigation item of the site settings' main navigation (children nest two levels deep). */
export interface NavigationItem {
  name: string;
  url: string;
  /** Link target, e.g. `_blank`. */
  target?: string | undefined;
  children?: readonly NavigationItem[] | undefined;
}

/**
 * The site settings' `mainNavigation`, as `GET /api/settings` gives it: its top-level entries
 * are `children`.
 */
export interface MainNavigation {
  children: readonly NavigationItem[];
}

/** A selling point ("usp") of the header strip or the footer. */
export interface UspItem {
  text: string;
  image?: { url: string; altText?: string | undefined } | undefined;
  link?: { url: string; target?: string | undefined } | undefined;
  /** Whether the item is also shown below 1024 px; default false. */
  showOnMobile?: boolean | undefined;
}

/** An entry of the country picker (the site settings' language navigation). */
export interface CountryOption {
  name: string;
  /** The address of that country's site. */
  url: string;
  /** The site's culture, e.g. `da`; the entry whose culture equals the current one is active. */
  culture: string;
}
