import { useI18n } from '@clubshop/i18n';
import { useId } from 'react';
import './Sorting.css';

/** One way to sort a product list. */
export interface SortOption {
  /** The value sent to the search (`Sorting`), e.g. `price-asc`. */
  value: string;
  label: string;
}

/** Props of {@link Sorting}. */
export interface SortingProps {
  options: readonly SortOption[];
  value: string;
  onChange: (value: string) => void;
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
  const id = useId();
  return (
    <div className="cs-sorting">
      <label className="cs-sorting__label" htmlFor={id}>
        {label ?? t('Catalogue.Sorting.Label')}
      </label>
      <select
        className="cs-sorting__select"
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
