import type { LanguageNavigationItem } from '@clubshop/api-sdk';
import { useTranslation } from '@clubshop/i18n';
import { useId } from 'react';
import { useFullNavigate } from '../../app/full-navigation.ts';
import { activeCountry } from './active-country.ts';

/** Props of {@link CountryPicker}. */
export interface CountryPickerProps {
  countries: LanguageNavigationItem[];
  /** The current culture; the entry with the same culture (case-insensitive) is the active one. */
  culture: string;
  /** Goes to another country's site: a full page load (another site, other settings). */
  onSwitch?: (url: string) => void;
}

/** The country picker of the header (spec section 2). */
export function CountryPicker({ countries, culture, onSwitch }: CountryPickerProps) {
  const t = useTranslation();
  const fullNavigate = useFullNavigate();
  const switchTo = onSwitch ?? fullNavigate;
  const id = useId();
  if (countries.length < 2) return null;
  const active = activeCountry(countries, culture);
  return (
    <div className="sf-country-picker">
      <label htmlFor={id}>{t('Header.Country')}</label>
      <select
        id={id}
        value={active?.url ?? ''}
        onChange={(event) => {
          if (event.target.value && event.target.value !== active?.url) switchTo(event.target.value);
        }}
      >
        {countries.map((country) => (
          <option key={country.url} value={country.url}>
            {country.name}
          </option>
        ))}
      </select>
    </div>
  );
}
