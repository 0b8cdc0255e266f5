/**
 * Voucher codes of a site (decision 0049): the list of what the site sells (its own codes and
 * those every site shares), a form to add one (for the site, or for every site when the member
 * covers all sites), an editor, and deactivation (a `validUntil` of now). The form checks the
 * rules of `@clubshop/validation` (`voucherFormSchema`, the ones the API applies) before it sends,
 * and shows each error, or the field a 400 names, at its field in the staff's language, focus on
 * the first (decision 0054).
 */
import type { AdminVoucher, VoucherInput, VoucherKind } from '@clubshop/api-sdk/admin';
import { Alert, Button, Checkbox, Select, TextField } from '@clubshop/ui-kit';
import { voucherChangeFormSchema, voucherFormSchema, voucherKindProblem } from '@clubshop/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { admin } from '../../app/admin.ts';
import { ErrorMessage } from '../../components/error-message.tsx';
import { type FieldErrors, useFieldErrors, useFieldErrorText } from '../../app/form-errors.ts';
import { useT } from '../../app/i18n.ts';
import { fromMinor, parseAmountToMinor } from '../../app/money.ts';
import { SitePicker } from '../../components/site-picker.tsx';
import { useMe } from '../../app/use-me.ts';
import { useChosenSite } from '../../app/use-sites.ts';

const kinds: readonly VoucherKind[] = ['percentage', 'fixed', 'freeShipping'];

interface VoucherForm {
  code: string;
  kind: VoucherKind;
  percent: string;
  amount: string;
  validUntil: string;
  maxRedemptions: string;
  everySite: boolean;
}

const emptyForm: VoucherForm = {
  code: '',
  kind: 'percentage',
  percent: '',
  amount: '',
  validUntil: '',
  maxRedemptions: '',
  everySite: false,
};

/** A voucher's fields as the form shows them, amounts in the site's currency. */
function formOf(voucher: AdminVoucher, currency: string): VoucherForm {
  return {
    code: voucher.code,
    kind: voucher.kind,
    percent: voucher.percent === null ? '' : String(voucher.percent),
    amount: voucher.amounts?.[currency] === undefined ? '' : String(fromMinor(voucher.amounts[currency])),
    validUntil: voucher.validUntil?.slice(0, 10) ?? '',
    maxRedemptions: voucher.maxRedemptions === null ? '' : String(voucher.maxRedemptions),
    everySite: voucher.storeId === null,
  };
}

/** The voucher fields the form sets. */
type VoucherFormInput = Pick<VoucherInput, 'kind' | 'percent' | 'amounts' | 'validUntil' | 'maxRedemptions'>;

/** The API's field `amounts` is the form's `amount` (one currency). */
const fieldOf = { amounts: 'amount' };
/** The fields the voucher form shows an error at. */
const shownFields = ['code', 'kind', 'percent', 'amount', 'validUntil', 'maxRedemptions'];

/**
 * What the form says as API fields, or, for an amount that is not money, its error: the rules of
 * the fields are the schema's. A number typed as text is read as a number (`Number('12.5')`) so
 * the schema judges it; an empty optional field is null.
 */
function inputOf(form: VoucherForm, currency: string): { input: VoucherFormInput } | { amountInvalid: true } {
  const numberOf = (text: string) => (text.trim() === '' ? null : Number(text.trim()));
  const amount = form.kind === 'fixed' ? parseAmountToMinor(form.amount) : null;
  if (amount === undefined) return { amountInvalid: true };
  return {
    input: {
      kind: form.kind,
      percent: form.kind === 'percentage' ? numberOf(form.percent) : null,
      amounts: amount ? { [currency]: amount } : null,
      validUntil: form.validUntil ? new Date(`${form.validUntil}T23:59:59Z`).toISOString() : null,
      maxRedemptions: numberOf(form.maxRedemptions),
    },
  };
}

export default function Vouchers() {
  const { t } = useT();
  const me = useMe();
  const client = useQueryClient();
  const { sites, storeId, setStoreId } = useChosenSite();
  const site = sites.data?.items.find((candidate) => candidate.storeId === storeId);
  const currency = site?.currency ?? 'EUR';
  const allSites = me.data?.sites === 'all';
  const vouchers = useQuery({
    queryKey: ['vouchers', storeId],
    queryFn: () => admin.vouchers.list({ storeId: storeId ?? '' }),
    enabled: Boolean(storeId),
  });
  const [editing, setEditing] = useState<string | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const refresh = () => void client.invalidateQueries({ queryKey: ['vouchers'] });
  const deactivate = useMutation({
    mutationFn: async (code: string) => {
      const { etag } = await admin.vouchers.get(code);
      return admin.vouchers.update(code, { validUntil: new Date().toISOString() }, etag);
    },
    onSuccess: ({ data }) => {
      setDone(t('Voucher.Deactivated', { code: data.code }));
      refresh();
    },
  });
  const mayChange = (voucher: AdminVoucher) => voucher.storeId !== null || allSites;
  return (
    <>
      <h1>{t('Vouchers.Title')}</h1>
      {sites.data ? <SitePicker sites={sites.data.items} value={storeId} onChange={setStoreId} /> : null}
      {vouchers.isError ? <ErrorMessage error={vouchers.error} /> : null}
      {deactivate.isError ? <ErrorMessage error={deactivate.error} /> : null}
      {done ? <Alert tone="success">{done}</Alert> : null}
      {vouchers.data && vouchers.data.items.length === 0 ? <p>{t('Vouchers.None')}</p> : null}
      {vouchers.data && vouchers.data.items.length > 0 ? (
        <table className="bo-table">
          <caption className="bo-visually-hidden">{t('Vouchers.Title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Voucher.Code')}</th>
              <th scope="col">{t('Voucher.Kind')}</th>
              <th scope="col">{t('Voucher.Site')}</th>
              <th scope="col">{t('Voucher.ValidUntil')}</th>
              <th scope="col">{t('Voucher.Used')}</th>
              <th scope="col">{t('Voucher.Actions')}</th>
            </tr>
          </thead>
          <tbody>
            {vouchers.data.items.map((voucher) => (
              <tr key={voucher.code}>
                <td>{voucher.code}</td>
                <td>{t(`Voucher.Kind.${voucher.kind}`)}</td>
                <td>{voucher.storeId ?? t('Voucher.EverySite')}</td>
                <td>{voucher.validUntil?.slice(0, 10) ?? '–'}</td>
                <td>
                  {voucher.maxRedemptions === null
                    ? String(voucher.redemptionCount)
                    : `${voucher.redemptionCount} / ${voucher.maxRedemptions}`}
                </td>
                <td>
                  {mayChange(voucher) ? (
                    <div className="bo-actions">
                      <Button
                        variant="secondary"
                        aria-label={t('Voucher.EditCode', { code: voucher.code })}
                        onClick={() => setEditing(voucher.code)}
                      >
                        {t('Voucher.Edit')}
                      </Button>
                      <Button
                        variant="secondary"
                        aria-label={t('Voucher.DeactivateCode', { code: voucher.code })}
                        onClick={() => deactivate.mutate(voucher.code)}
                      >
                        {t('Voucher.Deactivate')}
                      </Button>
                    </div>
                  ) : (
                    t('Voucher.SharedReadOnly')
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {editing ? (
        <EditVoucher
          key={editing}
          code={editing}
          currency={currency}
          onDone={(message) => {
            setEditing(undefined);
            setDone(message);
            refresh();
          }}
          onCancel={() => setEditing(undefined)}
        />
      ) : null}
      {storeId ? (
        <CreateVoucher
          storeId={storeId}
          currency={currency}
          allSites={allSites}
          onDone={(message) => {
            setDone(message);
            refresh();
          }}
        />
      ) : null}
    </>
  );
}

/** The fields of the voucher form (shared by add and edit). */
function VoucherFields({
  prefix,
  form,
  setForm,
  errors,
  currency,
}: {
  prefix: string;
  form: VoucherForm;
  setForm: (form: VoucherForm) => void;
  errors: FieldErrors;
  currency: string;
}) {
  const { t } = useT();
  return (
    <>
      <Select
        id={`${prefix}-kind`}
        label={t('Voucher.Kind')}
        value={form.kind}
        onChange={(event) => setForm({ ...form, kind: event.target.value as VoucherKind })}
        error={errors.kind}
        options={kinds.map((kind) => ({ value: kind, label: t(`Voucher.Kind.${kind}`) }))}
      />
      {form.kind === 'percentage' ? (
        <TextField
          id={`${prefix}-percent`}
          label={t('Voucher.Percent')}
          inputMode="numeric"
          required
          value={form.percent}
          error={errors.percent}
          onChange={(event) => setForm({ ...form, percent: event.target.value })}
        />
      ) : null}
      {form.kind === 'fixed' ? (
        <TextField
          id={`${prefix}-amount`}
          label={t('Voucher.AmountIn', { currency })}
          inputMode="decimal"
          required
          value={form.amount}
          error={errors.amount}
          onChange={(event) => setForm({ ...form, amount: event.target.value })}
        />
      ) : null}
      <TextField
        id={`${prefix}-valid-until`}
        label={t('Voucher.ValidUntil')}
        type="date"
        value={form.validUntil}
        error={errors.validUntil}
        onChange={(event) => setForm({ ...form, validUntil: event.target.value })}
      />
      <TextField
        id={`${prefix}-max`}
        label={t('Voucher.MaxRedemptions')}
        inputMode="numeric"
        value={form.maxRedemptions}
        error={errors.maxRedemptions}
        onChange={(event) => setForm({ ...form, maxRedemptions: event.target.value })}
      />
    </>
  );
}

/** Adds a code on the chosen site (or every site, for staff of all sites). */
function CreateVoucher(props: {
  storeId: string;
  currency: string;
  allSites: boolean;
  onDone: (message: string) => void;
}) {
  const { t } = useT();
  const [form, setForm] = useState<VoucherForm>(emptyForm);
  const {
    errors,
    formRef,
    check: schemaErrors,
    fromApi: apiFieldErrors,
    show: showErrors,
  } = useFieldErrors();
  const create = useMutation({
    mutationFn: (input: Parameters<typeof admin.vouchers.create>[0]) => admin.vouchers.create(input),
    onSuccess: ({ data }) => {
      setForm(emptyForm);
      props.onDone(t('Voucher.Created', { code: data.code }));
    },
    onError: (error) => {
      showErrors(apiFieldErrors(error, shownFields, fieldOf));
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
    const found = schemaErrors(voucherFormSchema, input, fieldOf);
    if ('amountInvalid' in checked) found.amount = t('Product.AmountInvalid');
    showErrors(found);
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
      {create.isError && Object.keys(errors).length === 0 ? <ErrorMessage error={create.error} /> : null}
      <Button type="submit" variant="primary" loading={create.isPending}>
        {t('Voucher.Create')}
      </Button>
    </form>
  );
}

/** Changes a code (read for its ETag; a stale one is refused and read again). */
function EditVoucher(props: {
  code: string;
  currency: string;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  const voucher = useQuery({
    queryKey: ['voucher', props.code],
    queryFn: () => admin.vouchers.get(props.code),
  });
  const [form, setForm] = useState<VoucherForm | undefined>();
  const {
    errors,
    formRef,
    check: schemaErrors,
    fromApi: apiFieldErrors,
    show: showErrors,
  } = useFieldErrors();
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
      showErrors(apiFieldErrors(error, shownFields, fieldOf));
      void voucher.refetch();
    },
  });
  if (voucher.isError) return <ErrorMessage error={voucher.error} />;
  if (!form) return <p>{t('App.Loading')}</p>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = inputOf(form, props.currency);
    if (!('input' in checked)) {
      showErrors({ amount: t('Product.AmountInvalid') });
      return;
    }
    // The form shows one currency: the code's amounts in the others stay as they are.
    const stored = voucher.data?.data;
    const amounts = checked.input.amounts ? { ...(stored?.amounts ?? {}), ...checked.input.amounts } : null;
    const change = { ...checked.input, amounts };
    const found = schemaErrors(voucherChangeFormSchema, change, fieldOf);
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
    showErrors(found);
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
      <div className="bo-actions">
        <Button type="submit" variant="primary" loading={save.isPending}>
          {t('App.Save')}
        </Button>
        <Button variant="secondary" onClick={props.onCancel}>
          {t('Staff.Cancel')}
        </Button>
      </div>
    </form>
  );
}
