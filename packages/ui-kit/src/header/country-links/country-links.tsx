'use client';

import { useTranslation } from '@clubshop/i18n';
import { cx } from '../../primitives/class-names.ts';
import { ChevronDownIcon, GlobeIcon } from '../../primitives/icons/icons.tsx';
import { VisuallyHidden } from '../../primitives/visually-hidden/visually-hidden.tsx';
import { findActiveCountry } from '../country-picker/active-country.ts';
import type { CountryOption } from '../header-types.ts';
import '../country-switcher/country-switcher.css';
import './country-links.css';

/** Props of {@link CountryLinks}. */
export interface CountryLinksProps {
  countries: readonly CountryOption[];
  /** The current culture; the entry with the same culture (any case) is the active one. */
  culture: string;
  /** Accessible name of the list; default `t('Header.Country')`. */
  label?: string | undefined;
  className?: string | undefined;
}

/**
 * The country switch as a native disclosure (`details`) of links to the other sites: it works
 * before the page's code runs and without JavaScript, where a select goes nowhere (decision
 * 0077). Closed it looks like {@link CountrySwitcher}: the globe, the active country and the
 * chevron; the active site's link is `aria-current`. Renders nothing with fewer than two countries.
 *
 * Dictionary keys: `Header.Country`.
 *
 * @example
 * <CountryLinks countries={settings.languageNavigation} culture={culture} />
 */
export function CountryLinks({ countries, culture, label, className }: CountryLinksProps) {
  const t = useTranslation();
  if (countries.length < 2) return null;
  const active = findActiveCountry(countries, culture);
  const name = label ?? t('Header.Country');
  return (
    <details data-slot="country-links" className={cx('cs-country-switcher cs-country-links', className)}>
      <summary>
        <GlobeIcon />
        <VisuallyHidden>{name}: </VisuallyHidden>
        <span>{active?.name ?? culture}</span>
        <ChevronDownIcon className="cs-country-switcher__chevron" />
      </summary>
      <ul className="cs-country-links__list" aria-label={name}>
        {countries.map((country) => (
          <li key={country.url}>
            <a
              href={country.url}
              lang={country.culture}
              hrefLang={country.culture}
              {...(country === active ? { 'aria-current': 'true' as const } : {})}
            >
              {country.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
