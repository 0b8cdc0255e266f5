'use client';

import { useI18n } from '@clubshop/i18n';
import { oneSizeMessageKey, sizeLabelText, sortBySizeLabel } from '@clubshop/validation';
import { useMemo } from 'react';
import { OptionPicker } from '../option-picker/option-picker.tsx';
import type { StockStatus } from '../stock-availability/stock-status.ts';

/** One size of a product (a variant's `attributes.sizeNumber`). */
export interface SizeOption {
  /** The id of the variant of this size (what goes in the basket). */
  id: string;
  /** The size label: `128`, `XL`, `OneSize`. */
  label: string;
  /** The variant's `stock.availability`. */
  availability?: StockStatus | null | undefined;
}

/** Props of {@link SizePicker}. */
export interface SizePickerProps {
  sizes: readonly SizeOption[];
  value: string | null | undefined;
  onChange: (id: string) => void;
  /** Legend; default the text of `Product.Size`. */
  legend?: string | undefined;
  /** Shown under the sizes, e.g. when Add to basket was pressed with no size chosen. */
  error?: string | undefined;
  /**
   * The sizes are already in the size order of docs/product/requirements.md#constants (from the
   * API); skip sorting. By default the picker sorts them itself with that size order.
   */
  presorted?: boolean | undefined;
  /** The radios' `name` (the chosen variant's id is their value), for a form posted before hydration. */
  name?: string | undefined;
}

/**
 * The sizes of a product as chips, in the size order of docs/product/requirements.md#constants
 * (kids' heights, 5XS..7XL, one size, then the rest alphabetically). Out-of-stock sizes stay
 * visible, struck through and disabled.
 *
 * Dictionary keys: `Product.Size`, `Product.Stock.OutOfStock`, `Product.Stock.InPreorderStock`.
 *
 * @example
 * <SizePicker
 *   sizes={product.variants.map((variant) => ({ id: variant.id, label: variant.size, availability: variant.stock.availability }))}
 *   value={variantId}
 *   onChange={setVariantId}
 * /> // shown 104 … 176, XS … 3XL, "One size" (labels through `sizeLabelText`)
 */
export function SizePicker({
  sizes,
  value,
  onChange,
  legend,
  error,
  presorted = false,
  name,
}: SizePickerProps) {
  const { t } = useI18n();
  const ordered = useMemo(
    () => (presorted ? sizes : sortBySizeLabel(sizes, (size) => size.label)),
    [sizes, presorted],
  );
  return (
    <OptionPicker
      legend={legend ?? t('Product.Size')}
      value={value}
      onChange={onChange}
      error={error}
      name={name}
      options={ordered.map((size) => ({
        id: size.id,
        // As the requirements write sizes ("XS", "2XL", the culture's "One size").
        label: sizeLabelText(size.label, t(oneSizeMessageKey)),
        disabled: size.availability === 'OutOfStock',
        note:
          size.availability === 'OutOfStock' || size.availability === 'InPreorderStock'
            ? t(`Product.Stock.${size.availability}`)
            : undefined,
      }))}
    />
  );
}
