/** Adds or changes a shipping method, with the rules of `@clubshop/validation` checked before it sends. */
import type { AdminShippingMethod, ShippingKind } from '@clubshop/api-sdk/admin';
import { Checkbox, Select, TextField } from '@clubshop/ui-kit';
import { shippingMethodChangeFormSchema, shippingMethodFormSchema } from '@clubshop/validation';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { admin } from '../../app/admin.ts';
import { useFieldErrors } from '../../app/form-errors.ts';
import { useT } from '../../app/i18n.ts';
import { parseAmountToMinor } from '../../app/money.ts';
import { ErrorMessage } from '../../components/error-message.tsx';
import { SaveOrCancel } from '../../components/save-or-cancel.tsx';
import { emptyForm, fieldOf, formOf, kinds, type MethodForm, shownFields } from './method-form.ts';

/** Adds or changes a method (a change is read first for its ETag; a stale one is refused, 412). */
export function MethodEditor(props: {
  method: AdminShippingMethod | undefined;
  storeId: string;
  culture: string;
  currency: string;
  allSites: boolean;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  const { method, culture, currency } = props;
  const [form, setForm] = useState<MethodForm>(method ? formOf(method, culture, currency) : emptyForm);
  const fields = useFieldErrors();
  const { errors, formRef } = fields;
  /** The method's fields as the API takes them: the form's culture and currency over the stored others. */
  const changeOf = (price: number, freeFrom: number | null) => {
    const rest = { ...(method?.freeFrom ?? {}) };
    delete rest[currency];
    const allFreeFrom = freeFrom === null ? rest : { ...rest, [currency]: freeFrom };
    return {
      country: form.country,
      kind: form.kind,
      carrier: form.carrier,
      name: { ...(method?.name ?? {}), [culture]: form.name },
      deliveryTime: { ...(method?.deliveryTime ?? {}), [culture]: form.deliveryTime },
      prices: { ...(method?.prices ?? {}), [currency]: price },
      freeFrom: Object.keys(allFreeFrom).length > 0 ? allFreeFrom : null,
      hasDropPoints: form.hasDropPoints,
    };
  };
  const save = useMutation({
    mutationFn: async (change: ReturnType<typeof changeOf>) => {
      if (!method) {
        return admin.shippingMethods.create({
          ...change,
          storeId: props.allSites && form.everySite ? null : props.storeId,
        });
      }
      const { etag } = await admin.shippingMethods.get(method.id);
      return admin.shippingMethods.update(method.id, change, etag);
    },
    onSuccess: () => props.onDone(t(method ? 'Shipping.Updated' : 'Shipping.Created')),
    onError: (error) => {
      fields.show(fields.fromApi(error, shownFields, fieldOf));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Money is typed in major units: text that is no amount is the form's own error; the rules
    // of every field (amounts included) are the schema's, the ones the API applies.
    const price = form.price.trim() === '0' ? 0 : parseAmountToMinor(form.price);
    const freeFrom = form.freeFrom.trim() === '' ? null : parseAmountToMinor(form.freeFrom);
    const change = changeOf(price ?? 0, freeFrom ?? null);
    const found = fields.check(
      method ? shippingMethodChangeFormSchema : shippingMethodFormSchema,
      change,
      fieldOf,
    );
    if (price === undefined) found.price = t('Product.AmountInvalid');
    if (freeFrom === undefined) found.freeFrom = t('Product.AmountInvalid');
    fields.show(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(change);
  };
  const field = (
    key: 'country' | 'carrier' | 'name' | 'deliveryTime' | 'price' | 'freeFrom',
    label: string,
  ) => (
    <TextField
      id={`method-${key}`}
      label={label}
      required={key !== 'freeFrom'}
      value={form[key]}
      error={errors[key]}
      onChange={(event) => setForm({ ...form, [key]: event.target.value })}
    />
  );
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="bo-card" aria-labelledby="method-editor">
      <h2 id="method-editor">{method ? t('Shipping.EditTitle', { id: method.id }) : t('Shipping.Create')}</h2>
      {field('country', t('Shipping.CountryField'))}
      <Select
        id="method-kind"
        label={t('Shipping.Kind')}
        value={form.kind}
        error={errors.kind}
        onChange={(event) => setForm({ ...form, kind: event.target.value as ShippingKind })}
        options={kinds.map((kind) => ({ value: kind, label: t(`Shipping.Kind.${kind}`) }))}
      />
      {field('carrier', t('Shipping.Carrier'))}
      {field('name', t('Shipping.NameIn', { culture }))}
      {field('deliveryTime', t('Shipping.DeliveryTimeIn', { culture }))}
      {field('price', t('Shipping.PriceIn', { currency }))}
      {field('freeFrom', t('Shipping.FreeFromIn', { currency }))}
      <Checkbox
        label={t('Shipping.HasDropPoints')}
        checked={form.hasDropPoints}
        onChange={(event) => setForm({ ...form, hasDropPoints: event.target.checked })}
      />
      {!method && props.allSites ? (
        <Checkbox
          label={t('Voucher.ForEverySite')}
          checked={form.everySite}
          onChange={(event) => setForm({ ...form, everySite: event.target.checked })}
        />
      ) : null}
      {save.isError && Object.keys(errors).length === 0 ? <ErrorMessage error={save.error} /> : null}
      <SaveOrCancel saving={save.isPending} onCancel={props.onCancel} />
    </form>
  );
}
