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
  /** Goes to the chosen country's site (its `url`), e.g. with a full page load. */
  onSwitch: (url: string) => void;
  /** Accessible name of the select; default `t('Header.Country')`. */
  label?: string | undefined;
  className?: string | undefined;
}

/**
 * The country picker as a native select (the platform's own picker on touch devices, a combobox
 * to assistive technology): it shows the active country, and choosing another calls `onSwitch`
 * with that country's site url. Renders nothing with fewer than two countries.
 */
export function CountrySwitcher({ countries, culture, onSwitch, label, className }: CountrySwitcherProps) {
  const t = useTranslation();
  const id = useId();
  if (countries.length < 2) return null;
  const active = findActiveCountry(countries, culture);
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
          if (url && url !== active?.url) onSwitch(url);
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
