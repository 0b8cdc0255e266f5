/**
 * The product editor's colours and sizes (issue 40 item 3, decision 0101): a size added to a
 * colour, a colour added (with its prices and sizes), both saved with the editor's typed changes
 * by one whole write; a size or a colour removed by the admin API's own call. Refusals (an order
 * holds it, the last one) are shown translated where the button is.
 */
import type { AdminProduct } from '@clubshop/api-sdk/admin';
import { Button, Select, TextField } from '@clubshop/ui-kit';
import { productSizeLabels, sizeLabelText } from '@clubshop/validation';
import { useState } from 'react';
import { useT } from '../../app/i18n.ts';
import type { TextKey } from '../../messages/define-texts.ts';
import {
  type ColourDraft,
  colourFieldIds,
  emptyColour,
  type MessageKey,
  suggestedSku,
  variantOf,
} from '../product-create/colour-draft.ts';
import { ColourFields } from '../product-create/colour-fields.tsx';
import type { productCreateTexts } from '../product-create/product-create-texts.ts';

type Variant = AdminProduct['variants'][number];

/** The message of a refused removal: in use, the last one, or none (shown as the error it is). */
export function partErrorKey(error: unknown): MessageKey | undefined {
  const code = (error as { errors?: Array<{ code?: string }> } | null)?.errors?.[0]?.code;
  return code === 'Admin.Error.InUse'
    ? 'ProductParts.InUse'
    : code === 'Admin.Error.LastOne'
      ? 'ProductParts.LastOne'
      : undefined;
}

/** A size added to colour `v`: one of the sizes it has not, a SKU (suggested), the stock. */
export function AddSize(props: {
  v: number;
  variant: Variant;
  colourName: string;
  handle: string;
  busy: boolean;
  /** Saves the product with the size; true when saved. */
  add: (item: { sku: string; size: string; stock: number }) => Promise<boolean>;
}) {
  const { t } = useT<TextKey<typeof productCreateTexts>>();
  const free = productSizeLabels.filter((label) => !props.variant.items.some((item) => item.size === label));
  const [size, setSize] = useState(free[0] ?? '');
  const [sku, setSku] = useState('');
  const [stock, setStock] = useState('0');
  const [errors, setErrors] = useState<Record<string, MessageKey>>({});
  const ids = { size: `add-size-${props.v}`, sku: `add-sku-${props.v}`, stock: `add-stock-${props.v}` };
  const colour = props.colourName;
  const submit = () => {
    const found: Record<string, MessageKey> = {};
    if (!free.includes(size)) found[ids.size] = 'ProductNew.SizeTwice';
    const typedSku = sku.trim() || suggestedSku(props.handle, colour, size);
    if (!/^\d{1,7}$/.test(stock.trim())) found[ids.stock] = 'Product.StockInvalid';
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(first)?.focus();
      return;
    }
    void props.add({ sku: typedSku, size, stock: Number(stock.trim()) }).then((saved) => {
      if (!saved) return;
      setSku('');
      setStock('0');
      setSize(free.find((label) => label !== size) ?? '');
    });
  };
  const error = (id: string) => (errors[id] ? t(errors[id]) : undefined);
  if (free.length === 0) return null;
  return (
    <fieldset className="bo-sizes">
      <legend>{t('ProductParts.AddSizeTitle', { colour })}</legend>
      <div className="bo-size-row">
        <Select
          id={ids.size}
          label={t('ProductParts.NewSize', { colour })}
          value={size}
          error={error(ids.size)}
          onChange={(event) => setSize(event.target.value)}
          options={free.map((label) => ({
            value: label,
            label: sizeLabelText(label, t('ProductNew.OneSize')),
          }))}
        />
        <TextField
          id={ids.sku}
          label={t('ProductParts.NewSku', { colour })}
          description={t('ProductNew.SkuHelp', { sku: suggestedSku(props.handle, colour, size) })}
          value={sku}
          placeholder={suggestedSku(props.handle, colour, size)}
          onChange={(event) => setSku(event.target.value)}
        />
        <TextField
          id={ids.stock}
          label={t('ProductParts.NewStock', { colour })}
          inputMode="numeric"
          value={stock}
          error={error(ids.stock)}
          onChange={(event) => setStock(event.target.value)}
        />
        <Button variant="secondary" onClick={submit} loading={props.busy}>
          {t('ProductParts.SaveSize', { colour })}
        </Button>
      </div>
    </fieldset>
  );
}

/** A colour added to the product, with its prices and sizes. */
export function AddColour(props: {
  currencies: readonly string[];
  cultures: readonly string[];
  handle: string;
  busy: boolean;
  /** Saves the product with the colour; true when saved. */
  add: (variant: ReturnType<typeof variantOf>) => Promise<boolean>;
}) {
  const { t } = useT<TextKey<typeof productCreateTexts>>();
  const [colour, setColour] = useState<ColourDraft>(() => emptyColour(props.currencies));
  const [errors, setErrors] = useState<Record<string, MessageKey>>({});
  const prefix = 'add-colour';
  const submit = () => {
    const found: Record<string, MessageKey> = {};
    const variant = variantOf(colour, props.cultures, colourFieldIds(prefix), found, props.handle);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(first)?.focus();
      return;
    }
    void props.add(variant).then((saved) => {
      if (saved) setColour(emptyColour(props.currencies));
    });
  };
  return (
    <section className="bo-card" aria-labelledby="add-colour-title">
      <h2 id="add-colour-title">{t('ProductParts.AddColourTitle')}</h2>
      <p>{t('ProductParts.AddColourHelp')}</p>
      <ColourFields
        colour={colour}
        prefix={prefix}
        handle={props.handle}
        error={(id) => (errors[id] ? t(errors[id]) : undefined)}
        onChange={setColour}
      />
      <Button variant="secondary" onClick={submit} loading={props.busy}>
        {t('ProductParts.SaveColour')}
      </Button>
    </section>
  );
}
