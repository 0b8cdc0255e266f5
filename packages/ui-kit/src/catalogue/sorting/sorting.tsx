'use client';

import { useI18n } from '@clubshop/i18n';
import { Select } from '../../primitives/select/select.tsx';
import './sorting.css';

/** One way to sort a product list. */
export interface SortOption {
  /** The option's key (the search's `Filters.SortOptions`), e.g. `price`. */
  key: string;
  label: string;
}

/** Props of {@link Sorting}. */
export interface SortingProps {
  /** The search answer's `sortOptions` fit as they are. */
  options: readonly SortOption[];
  /** The chosen option's key. */
  value: string;
  onChange: (key: string) => void;
  /** Visible label; default the text of `Catalogue.Sorting.Label`. */
  label?: string | undefined;
}

/**
 * The sort order of a product list as a native select: keyboard and screen-reader behaviour come
 * from the platform, and on phones the system picker opens.
 *
 * Dictionary keys: `Catalogue.Sorting.Label`.
 */
export function Sorting({ options, value, onChange, label }: SortingProps) {
  const { t } = useI18n();
  return (
    <Select
      fieldClassName="cs-sorting"
      label={label ?? t('Catalogue.Sorting.Label')}
      options={options.map((option) => ({ value: option.key, label: option.label }))}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
