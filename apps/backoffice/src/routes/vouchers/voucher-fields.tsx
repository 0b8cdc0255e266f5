/** The fields of the voucher form, shared by adding and editing a code. */
import type { VoucherKind } from '@clubshop/api-sdk/admin';
import { Select, TextField } from '@clubshop/ui-kit';
import type { FieldErrors } from '../../app/form-errors.ts';
import { useT } from '../../app/i18n.ts';
import { kinds, type VoucherForm } from './voucher-form.ts';

/** The fields of the voucher form (shared by add and edit). */
export function VoucherFields({
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
