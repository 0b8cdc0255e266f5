'use client';

import { useI18n } from '@clubshop/i18n';
import { Select, type SelectProps } from '../../primitives/select/select.tsx';

/** A country an address may be in (the site's `checkoutSettings.countries`). */
export interface CheckoutCountryOption {
  /** ISO 3166-1 alpha-2, e.g. `GB`. */
  code: string;
  name: string;
}

/** Props of {@link CountrySelect}: a Select whose options are the checkout countries. */
export type CountrySelectProps = Omit<SelectProps, 'options' | 'label'> & {
  countries: readonly CheckoutCountryOption[];
  /** Label; default the text of `Form.Country`. */
  label?: SelectProps['label'] | undefined;
};

/**
 * The country of an address, from the site's checkout countries, as a native select with a
 * "choose" placeholder. Every other prop goes to the select, so the form hook can drive it.
 *
 * Dictionary keys: `Form.Country`, `Form.Country.Placeholder`.
 */
export function CountrySelect({ countries, label, placeholder, ...props }: CountrySelectProps) {
  const { t } = useI18n();
  return (
    <Select
      label={label ?? t('Form.Country')}
      placeholder={placeholder ?? t('Form.Country.Placeholder')}
      autoComplete="country"
      options={countries.map((country) => ({ value: country.code, label: country.name }))}
      {...props}
    />
  );
}
