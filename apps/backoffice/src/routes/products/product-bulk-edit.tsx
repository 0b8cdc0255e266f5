/**
 * The product list's bulk edit (decision 0116): what to set on every selected product (price and
 * sale price in the site's currency, stock of every size, status), checked before sending by
 * `productBulkEditFormSchema` of `@clubshop/validation` (the rule the API applies); the API's 400
 * shown at its field, or as a whole when it names a product.
 */
import type { AdminProductBulkEdit, AdminProductStatus } from '@clubshop/api-sdk/admin';
import { adminQueryKeys } from '@clubshop/api-sdk/admin';
import { Alert, Button, Checkbox, Select, TextField } from '@clubshop/ui-kit';
import { productBulkEditFormSchema, productStatusNames } from '@clubshop/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { admin } from '../../app/admin.ts';
import { useFieldErrors } from '../../app/form-errors.ts';
import { useT } from '../../app/i18n.ts';
import { ErrorMessage } from '../../components/error-message.tsx';
import type { TextKey } from '../../messages/define-texts.ts';
import type { productsTexts } from './products-texts.ts';

/** Minor units of an amount typed in major ones (`49.95` → 4995); the text itself when not a number. */
function minorOf(text: string): number | string | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? Math.round(value * 100) : text;
}

/** A whole number typed; the text itself when not one. */
function countOf(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : text;
}

const empty = { price: '', discount: '', offSale: false, stock: '', status: '' };

export function ProductBulkEdit(props: {
  storeId: string;
  currency: string;
  productIds: readonly string[];
  onDone: () => void;
}) {
  const { t } = useT<TextKey<typeof productsTexts>>();
  const client = useQueryClient();
  const [values, setValues] = useState(empty);
  const [done, setDone] = useState<string | undefined>();
  const fields = useFieldErrors();
  const { errors, formRef } = fields;
  const count = props.productIds.length;
  const apply = useMutation({
    mutationFn: (edit: AdminProductBulkEdit) => admin.products.bulkEdit(props.storeId, edit),
    onSuccess: (result) => {
      setValues(empty);
      setDone(t('ProductBulk.Done', { changed: result.changed, count: result.products.length }));
      void client.invalidateQueries({ queryKey: adminQueryKeys.products.all });
      props.onDone();
    },
    onError: (error) => fields.show(fields.fromApi(error, ['price', 'discount', 'stock', 'status'])),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(undefined);
    const edit = {
      productIds: [...props.productIds],
      price: minorOf(values.price),
      discount: values.offSale ? null : minorOf(values.discount),
      stock: countOf(values.stock),
      status: values.status === '' ? undefined : values.status,
    };
    const sent = Object.fromEntries(Object.entries(edit).filter(([, value]) => value !== undefined));
    const found = fields.check(productBulkEditFormSchema, sent);
    fields.show(found);
    if (Object.keys(found).length === 0) apply.mutate(sent as unknown as AdminProductBulkEdit);
  };
  const set = (change: Partial<typeof empty>) => setValues({ ...values, ...change });
  return (
    <form ref={formRef} className="bo-card" aria-labelledby="product-bulk" onSubmit={submit} noValidate>
      <h2 id="product-bulk">{t('ProductBulk.Title')}</h2>
      <p className="bo-help">{t('ProductBulk.Help', { currency: props.currency })}</p>
      {done ? <Alert tone="success">{done}</Alert> : null}
      <TextField
        id="bulk-price"
        name="price"
        inputMode="decimal"
        label={t('ProductBulk.Price', { currency: props.currency })}
        value={values.price}
        error={errors.price ?? errors.productIds}
        onChange={(event) => set({ price: event.target.value })}
      />
      <TextField
        id="bulk-discount"
        name="discount"
        inputMode="decimal"
        label={t('ProductBulk.Discount', { currency: props.currency })}
        value={values.discount}
        disabled={values.offSale}
        error={errors.discount}
        onChange={(event) => set({ discount: event.target.value })}
      />
      <Checkbox
        label={t('ProductBulk.RemoveDiscount')}
        checked={values.offSale}
        onChange={(event) => set({ offSale: event.target.checked })}
      />
      <TextField
        id="bulk-stock"
        name="stock"
        inputMode="numeric"
        label={t('ProductBulk.Stock')}
        value={values.stock}
        error={errors.stock}
        onChange={(event) => set({ stock: event.target.value })}
      />
      <Select
        label={t('ProductBulk.Status')}
        name="status"
        value={values.status}
        error={errors.status}
        onChange={(event) => set({ status: event.target.value as AdminProductStatus | '' })}
        options={[
          { value: '', label: t('ProductBulk.KeepStatus') },
          ...productStatusNames.map((status) => ({ value: status, label: t(`Products.Status.${status}`) })),
        ]}
      />
      {apply.isError && Object.keys(errors).length === 0 ? <ErrorMessage error={apply.error} /> : null}
      <Button type="submit" variant="primary" loading={apply.isPending} disabled={count === 0}>
        {t('ProductBulk.Apply', { count })}
      </Button>
    </form>
  );
}
