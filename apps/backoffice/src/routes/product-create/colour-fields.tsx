/**
 * The fields of a new colour: its name, its code (`#RRGGBB`, with a swatch), a price per
 * currency (the editor's `PriceTable`) and its sizes, each a size of the one size list (in the size
 * order), a SKU (suggested) and the stock; sizes are added and removed with buttons.
 */

import { Button, Select, TextField } from '@clubshop/ui-kit';
import { productSizeLabels, sizeLabelText } from '@clubshop/validation';
import { useT } from '../../app/i18n.ts';
import type { TextKey } from '../../messages/define-texts.ts';
import { PriceTable } from '../product-editor/price-table.tsx';
import { type ColourDraft, colourFieldIds, suggestedSku } from './colour-draft.ts';
import type { productCreateTexts } from './product-create-texts.ts';

export function ColourFields(props: {
  colour: ColourDraft;
  /** Tells this colour's field ids apart. */
  prefix: string;
  /** The product's handle, for the suggested SKUs. */
  handle: string;
  error: (id: string) => string | undefined;
  onChange: (colour: ColourDraft) => void;
}) {
  const { t } = useT<TextKey<typeof productCreateTexts>>();
  const { colour, prefix } = props;
  const ids = colourFieldIds(prefix);
  const change = (update: (next: ColourDraft) => void) => {
    const next = structuredClone(colour);
    update(next);
    props.onChange(next);
  };
  const oneSize = t('ProductNew.OneSize');
  const free = productSizeLabels.find((label) => !colour.sizes.some((size) => size.size === label)) ?? 'm';
  return (
    <>
      <TextField
        id={ids.name}
        label={t('ProductNew.ColourName')}
        value={colour.name}
        error={props.error(ids.name)}
        onChange={(event) => change((next) => (next.name = event.target.value))}
      />
      <div className="bo-colour-code">
        <TextField
          id={ids.hex}
          label={t('ProductNew.ColourHex')}
          description={t('ProductNew.ColourHexHelp')}
          value={colour.hex}
          error={props.error(ids.hex)}
          onChange={(event) => change((next) => (next.hex = event.target.value))}
        />
        <span
          className="bo-swatch"
          aria-hidden="true"
          style={{ background: /^#[0-9A-Fa-f]{6}$/.test(colour.hex) ? colour.hex : 'transparent' }}
        />
      </div>
      <PriceTable
        prices={colour.prices}
        ids={ids}
        error={props.error}
        onChange={(currency, field, value) =>
          change((next) => {
            const price = next.prices[currency];
            if (price) price[field] = value;
          })
        }
      />
      <fieldset className="bo-sizes" id={ids.sizes} tabIndex={-1}>
        <legend>{t('ProductNew.Sizes')}</legend>
        {props.error(ids.sizes) ? <p className="bo-field-error">{props.error(ids.sizes)}</p> : null}
        {colour.sizes.map((size, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a typed size has no id of its own
          <div className="bo-size-row" key={i}>
            <Select
              id={ids.size(i)}
              label={t('ProductNew.SizeN', { number: i + 1 })}
              value={size.size}
              error={props.error(ids.size(i))}
              onChange={(event) =>
                change((next) => {
                  const row = next.sizes[i];
                  if (row) row.size = event.target.value;
                })
              }
              options={productSizeLabels.map((label) => ({
                value: label,
                label: sizeLabelText(label, oneSize),
              }))}
            />
            <TextField
              id={ids.sku(i)}
              label={t('ProductNew.SkuN', { number: i + 1 })}
              description={t('ProductNew.SkuHelp', {
                sku: suggestedSku(props.handle, colour.name, size.size),
              })}
              value={size.sku}
              error={props.error(ids.sku(i))}
              onChange={(event) =>
                change((next) => {
                  const row = next.sizes[i];
                  if (row) row.sku = event.target.value;
                })
              }
            />
            <TextField
              id={ids.stock(i)}
              label={t('ProductNew.StockN', { number: i + 1 })}
              inputMode="numeric"
              value={size.stock}
              error={props.error(ids.stock(i))}
              onChange={(event) =>
                change((next) => {
                  const row = next.sizes[i];
                  if (row) row.stock = event.target.value;
                })
              }
            />
            <Button
              variant="secondary"
              onClick={() => change((next) => void next.sizes.splice(i, 1))}
              disabled={colour.sizes.length === 1}
            >
              {t('ProductNew.RemoveSizeN', { number: i + 1 })}
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          onClick={() => change((next) => void next.sizes.push({ size: free, sku: '', stock: '0' }))}
        >
          {t('ProductNew.AddSize')}
        </Button>
      </fieldset>
    </>
  );
}
