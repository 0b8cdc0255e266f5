'use client';

import { useI18n } from '@clubshop/i18n';
import { OptionPicker, type PickerOption } from '../option-picker/option-picker.tsx';

/** Props of {@link StylePicker}. */
export interface StylePickerProps {
  /** The styles of a product (e.g. Men, Women, Kids; Home, Away), in the order to show. */
  styles: readonly PickerOption[];
  value: string | null | undefined;
  onChange: (id: string) => void;
  /** Legend; default the text of `Product.Style`. */
  legend?: string | undefined;
  error?: string | undefined;
}

/**
 * The styles (fits or editions) of a product as chips, in the order given.
 *
 * Dictionary keys: `Product.Style`.
 */
export function StylePicker({ styles, value, onChange, legend, error }: StylePickerProps) {
  const { t } = useI18n();
  const selected = styles.find((style) => style.id === value);
  return (
    <OptionPicker
      legend={legend ?? t('Product.Style')}
      valueText={selected?.label}
      options={styles}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
