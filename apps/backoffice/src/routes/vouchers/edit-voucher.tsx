import { voucherChangeFormSchema, voucherKindProblem } from '@clubshop/validation';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { admin } from '../../app/admin.ts';
import { useFieldErrors, useFieldErrorText } from '../../app/form-errors.ts';
import { useT } from '../../app/i18n.ts';
import { ErrorMessage } from '../../components/error-message.tsx';
import { SaveOrCancel } from '../../components/save-or-cancel.tsx';
import { VoucherFields } from './voucher-fields.tsx';
import { fieldOf, formOf, inputOf, shownFields, type VoucherForm } from './voucher-form.ts';
import { voucherQuery } from './vouchers-queries.ts';

/** Changes a code (read for its ETag; a stale one is refused and read again). */
export function EditVoucher(props: {
  code: string;
  currency: string;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  const voucher = useQuery(voucherQuery(props.code));
  const [form, setForm] = useState<VoucherForm | undefined>();
  const fields = useFieldErrors();
  const { errors, formRef } = fields;
  const text = useFieldErrorText();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (voucher.data && !form) {
      setForm(formOf(voucher.data.data, props.currency));
      heading.current?.focus();
    }
  }, [voucher.data, form, props.currency]);
  const save = useMutation({
    mutationFn: (change: Parameters<typeof admin.vouchers.update>[1]) =>
      admin.vouchers.update(props.code, change, voucher.data?.etag ?? ''),
    onSuccess: ({ data }) => props.onDone(t('Voucher.Updated', { code: data.code })),
    onError: (error) => {
      fields.show(fields.fromApi(error, shownFields, fieldOf));
      void voucher.refetch();
    },
  });
  if (voucher.isError) return <ErrorMessage error={voucher.error} />;
  if (!form) return <p>{t('App.Loading')}</p>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = inputOf(form, props.currency);
    if (!('input' in checked)) {
      fields.show({ amount: t('Product.AmountInvalid') });
      return;
    }
    // The form shows one currency: the code's amounts in the others stay as they are.
    const stored = voucher.data?.data;
    const amounts = checked.input.amounts ? { ...(stored?.amounts ?? {}), ...checked.input.amounts } : null;
    const change = { ...checked.input, amounts };
    const found = fields.check(voucherChangeFormSchema, change, fieldOf);
    // The kind's rule on the code as it would be after the change, as the API checks it.
    const problem = voucherKindProblem({
      ...change,
      validFrom: stored?.validFrom ? new Date(stored.validFrom) : null,
      validUntil: change.validUntil ? new Date(change.validUntil) : null,
    });
    if (problem && Object.keys(found).length === 0)
      found[fieldOf[problem.field as keyof typeof fieldOf] ?? problem.field] = text({
        key: problem.key,
        params: {},
      });
    fields.show(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(change);
  };
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="bo-card" aria-labelledby="edit-voucher">
      <h2 id="edit-voucher" ref={heading} tabIndex={-1}>
        {t('Voucher.EditTitle', { code: props.code })}
      </h2>
      <VoucherFields
        prefix="edit-voucher"
        form={form}
        setForm={setForm}
        errors={errors}
        currency={props.currency}
      />
      {save.isError && Object.keys(errors).length === 0 ? <ErrorMessage error={save.error} /> : null}
      <SaveOrCancel saving={save.isPending} onCancel={props.onCancel} />
    </form>
  );
}
