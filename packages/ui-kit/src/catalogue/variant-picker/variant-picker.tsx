'use client';

import { useI18n } from '@clubshop/i18n';
import { Image } from '../image/image.tsx';
import type { ImageData } from '../image/image-data.ts';
import { OptionPicker } from '../option-picker/option-picker.tsx';
import type { StockStatus } from '../stock-availability/stock-status.ts';
import './variant-picker.css';

/** One colour variant of a product. */
export interface ColourVariant {
  id: string;
  /** The variant's `attributes.colorName`: the accessible name of its swatch. */
  colorName: string;
  /** A thumbnail of the variant; preferred over `swatch`. */
  image?: ImageData | null | undefined;
  /** The variant's `colorCode`: a CSS colour for a plain swatch when there is no thumbnail. */
  colorCode?: string | undefined;
  /** The variant's `stock.availability`. */
  availability?: StockStatus | null | undefined;
}

/** Props of {@link VariantPicker}. */
export interface VariantPickerProps {
  variants: readonly ColourVariant[];
  value: string | null | undefined;
  /** Called with the chosen variant's id; the app usually navigates to that variant's page. */
  onChange: (id: string) => void;
  /** Legend; default the text of `Product.Colour`. */
  legend?: string | undefined;
}

/**
 * The colours of a product as thumbnails (or swatches), each named by its colour; the chosen
 * colour's name shows beside the legend. Sold-out colours stay choosable (another size may be
 * back soon) and say so to screen readers.
 *
 * Dictionary keys: `Product.Colour`, `Product.Stock.OutOfStock`.
 */
export function VariantPicker({ variants, value, onChange, legend }: VariantPickerProps) {
  const { t } = useI18n();
  const selected = variants.find((variant) => variant.id === value);
  return (
    <OptionPicker
      legend={legend ?? t('Product.Colour')}
      valueText={selected?.colorName}
      appearance="swatch"
      value={value}
      onChange={onChange}
      options={variants.map((variant) => ({
        id: variant.id,
        label: variant.colorName,
        note: variant.availability === 'OutOfStock' ? t('Product.Stock.OutOfStock') : undefined,
        visual: variant.image?.url ? (
          <Image image={variant.image} alt="" width={48} height={60} sizes="48px" widths={[48, 96]} />
        ) : (
          // An SVG fill, not a style attribute: a strict Content-Security-Policy allows it in server HTML.
          <svg className="cs-variant-picker__swatch" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <rect width="32" height="32" fill={variant.colorCode ?? 'transparent'} />
          </svg>
        ),
      }))}
    />
  );
}
