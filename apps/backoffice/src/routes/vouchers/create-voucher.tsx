/** Adds a voucher code on the chosen site, or on every site for staff of all sites. */
import { Checkbox, TextField } from '@clubshop/ui-kit';
import { voucherFormSchema } from '@clubshop/validation';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { admin } from '../../app/admin.ts';
import { useFieldErrors } from '../../app/form-errors.ts';
import { useT } from '../../app/i18n.ts';
import { FormSubmit } from '../../components/form-submit.tsx';
import { VoucherFields } from './voucher-fields.tsx';
import { emptyForm, fieldOf, inputOf, shownFields, type VoucherForm } from './voucher-form.ts';

/** Adds a code on the chosen site (or every site, for staff of all sites). */
export function CreateVoucher(props: {
  storeId: string;
  currency: string;
  allSites: boolean;
  onDone: (message: string) => void;
}) {
  const { t } = useT();
  const [form, setForm] = useState<VoucherForm>(emptyForm);
  const fields = useFieldErrors();
  const { errors, formRef } = fields;
  const create = useMutation({
    mutationFn: (input: Parameters<typeof admin.vouchers.create>[0]) => admin.vouchers.create(input),
    onSuccess: ({ data }) => {
      setForm(emptyForm);
      props.onDone(t('Voucher.Created', { code: data.code }));
    },
    onError: (error) => {
      fields.show(fields.fromApi(error, shownFields, fieldOf));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = inputOf(form, props.currency);
    const input = {
      ...('input' in checked ? checked.input : { kind: form.kind }),
      code: form.code,
      storeId: props.allSites && form.everySite ? null : props.storeId,
    };
    const found = fields.check(voucherFormSchema, input, fieldOf);
    if ('amountInvalid' in checked) found.amount = t('Product.AmountInvalid');
    fields.show(found);
    if (Object.keys(found).length > 0 || !('input' in checked)) return;
    create.mutate({ ...input, ...checked.input });
  };
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="bo-card" aria-labelledby="create-voucher">
      <h2 id="create-voucher">{t('Voucher.Create')}</h2>
      <TextField
        id="voucher-code"
        label={t('Voucher.Code')}
        required
        autoComplete="off"
        value={form.code}
        error={errors.code}
        onChange={(event) => setForm({ ...form, code: event.target.value })}
      />
      <VoucherFields
        prefix="voucher"
        form={form}
        setForm={setForm}
        errors={errors}
        currency={props.currency}
      />
      {props.allSites ? (
        <Checkbox
          label={t('Voucher.ForEverySite')}
          checked={form.everySite}
          onChange={(event) => setForm({ ...form, everySite: event.target.checked })}
        />
      ) : null}
      <FormSubmit sending={create} label={t('Voucher.Create')} fieldErrors={errors} />
    </form>
  );
}
