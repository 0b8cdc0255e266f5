/**
 * Voucher codes of a site (decision 0049): the list of what the site sells (its own codes and
 * those every site shares), a form to add one (for the site, or for every site when the member
 * covers all sites), an editor, and deactivation (a `validUntil` of now). The API checks every
 * rule and names the field in error; the form shows its message.
 */
import type { AdminVoucher, VoucherInput, VoucherKind } from '@clubshop/api-sdk/admin';
import { Alert, Button, Checkbox, Select, TextField } from '@clubshop/ui-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { admin } from '../app/admin.ts';
import { ErrorMessage } from '../app/error-message.tsx';
import { useT } from '../app/i18n.ts';
import { fromMinor, parseAmountToMinor } from '../app/money.ts';
import { SitePicker } from '../app/site-picker.tsx';
import { useMe } from '../app/use-me.ts';
import { useChosenSite } from '../app/use-sites.ts';

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

/** What the form says as API fields, or the form's own errors by field. */
function inputOf(
  form: VoucherForm,
  currency: string,
  t: ReturnType<typeof useT>['t'],
):
  | {
      input: Omit<
        VoucherInput,
        'code' | 'storeId' | 'description' | 'stackable' | 'minimumOrderValue' | 'validFrom'
      >;
    }
  | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const percent = form.kind === 'percentage' ? Number(form.percent) : null;
  if (percent !== null && !(Number.isInteger(percent) && percent >= 1 && percent <= 100))
    errors.percent = t('Voucher.PercentInvalid');
  const amount = form.kind === 'fixed' ? parseAmountToMinor(form.amount) : null;
  if (amount === undefined) errors.amount = t('Product.AmountInvalid');
  const max = form.maxRedemptions.trim() === '' ? null : Number(form.maxRedemptions);
  if (max !== null && !(Number.isInteger(max) && max >= 1)) errors.maxRedemptions = t('Voucher.MaxInvalid');
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      kind: form.kind,
      percent,
      amounts: amount ? { [currency]: amount } : null,
      validUntil: form.validUntil ? new Date(`${form.validUntil}T23:59:59Z`).toISOString() : null,
      maxRedemptions: max,
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
  errors: Record<string, string>;
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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useMutation({
    mutationFn: (input: Parameters<typeof admin.vouchers.create>[0]) => admin.vouchers.create(input),
    onSuccess: ({ data }) => {
      setForm(emptyForm);
      props.onDone(t('Voucher.Created', { code: data.code }));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = inputOf(form, props.currency, t);
    const codeError = /^[A-Za-z0-9][A-Za-z0-9_-]{2,39}$/.test(form.code.trim())
      ? undefined
      : t('Voucher.CodeInvalid');
    if ('errors' in checked || codeError) {
      setErrors({
        ...('errors' in checked ? checked.errors : {}),
        ...(codeError ? { code: codeError } : {}),
      });
      return;
    }
    setErrors({});
    create.mutate({
      ...checked.input,
      code: form.code.trim(),
      storeId: props.allSites && form.everySite ? null : props.storeId,
    });
  };
  return (
    <form onSubmit={submit} noValidate className="bo-card" aria-labelledby="create-voucher">
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
      {create.isError ? <ErrorMessage error={create.error} /> : null}
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
  const [errors, setErrors] = useState<Record<string, string>>({});
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
    onError: () => void voucher.refetch(),
  });
  if (voucher.isError) return <ErrorMessage error={voucher.error} />;
  if (!form) return <p>{t('App.Loading')}</p>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = inputOf(form, props.currency, t);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    // The form shows one currency: the code's amounts in the others stay as they are.
    const amounts = checked.input.amounts
      ? { ...(voucher.data?.data.amounts ?? {}), ...checked.input.amounts }
      : null;
    save.mutate({ ...checked.input, amounts });
  };
  return (
    <form onSubmit={submit} noValidate className="bo-card" aria-labelledby="edit-voucher">
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
      {save.isError ? <ErrorMessage error={save.error} /> : null}
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
