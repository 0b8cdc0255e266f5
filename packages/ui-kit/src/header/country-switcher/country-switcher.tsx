'use client';

import { useTranslation } from '@clubshop/i18n';
import { useId } from 'react';
import { cx } from '../../primitives/class-names.ts';
import { ChevronDownIcon, GlobeIcon } from '../../primitives/icons/icons.tsx';
import { VisuallyHidden } from '../../primitives/visually-hidden/visually-hidden.tsx';
import { findActiveCountry } from '../country-picker/active-country.ts';
import type { CountryOption } from '../header-types.ts';
import './country-switcher.css';

/** Props of {@link CountrySwitcher}. */
export interface CountrySwitcherProps {
  countries: readonly CountryOption[];
  /** The current culture; the entry with the same culture (any case) is the selected one. */
  culture: string;
  /**
   * Goes to the chosen country's site (its `url`), e.g. with a full page load. Not called with
   * `links`: the links go there themselves.
   */
  onSwitch?: ((url: string) => void) | undefined;
  /** Accessible name of the select; default `t('Header.Country')`. */
  label?: string | undefined;
  className?: string | undefined;
  /**
   * A native disclosure (`details`) of links to the other sites instead of the select: it works
   * before the page's code runs and without JavaScript (a select cannot go anywhere without code).
   * Closed it looks like the select: the globe, the active country and the chevron.
   */
  links?: boolean | undefined;
}

/**
 * The country picker as a native select (the platform's own picker on touch devices, a combobox
 * to assistive technology): it shows the active country, and choosing another calls `onSwitch`
 * with that country's site url. Renders nothing with fewer than two countries. With `links` it is a
 * disclosure of links instead (decision 0077), the active one marked `aria-current`.
 */
export function CountrySwitcher({
  countries,
  culture,
  onSwitch,
  label,
  className,
  links = false,
}: CountrySwitcherProps) {
  const t = useTranslation();
  const id = useId();
  if (countries.length < 2) return null;
  const active = findActiveCountry(countries, culture);
  const name = label ?? t('Header.Country');
  if (links) {
    return (
      <details
        data-slot="country-switcher"
        className={cx('cs-country-switcher cs-country-switcher--links', className)}
      >
        <summary>
          <GlobeIcon />
          <VisuallyHidden>{name}: </VisuallyHidden>
          <span>{active?.name ?? culture}</span>
          <ChevronDownIcon className="cs-country-switcher__chevron" />
        </summary>
        <ul className="cs-country-switcher__list" aria-label={name}>
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
  return (
    <div data-slot="country-switcher" className={cx('cs-country-switcher', className)}>
      <label htmlFor={id}>
        <GlobeIcon />
        <VisuallyHidden>{label ?? t('Header.Country')}</VisuallyHidden>
      </label>
      <select
        id={id}
        value={active?.url ?? ''}
        onChange={(event) => {
          const url = event.currentTarget.value;
          if (url && url !== active?.url) onSwitch?.(url);
        }}
      >
        {active ? null : <option value="">{culture}</option>}
        {countries.map((country) => (
          <option key={country.url} value={country.url} lang={country.culture}>
            {country.name}
          </option>
        ))}
      </select>
      <ChevronDownIcon className="cs-country-switcher__chevron" />
    </div>
  );
}
