/** The fields of the voucher form, shared by adding and editing a code. */
import { Select, TextField } from '@clubshop/ui-kit';
import type { FieldErrors } from '../../app/form-errors.ts';
import { bindFields } from '../../app/form-fields.ts';
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
  const field = bindFields(form, setForm, errors);
  return (
    <>
      <Select
        id={`${prefix}-kind`}
        label={t('Voucher.Kind')}
        {...field('kind')}
        options={kinds.map((kind) => ({ value: kind, label: t(`Voucher.Kind.${kind}`) }))}
      />
      {form.kind === 'percentage' ? (
        <TextField
          id={`${prefix}-percent`}
          label={t('Voucher.Percent')}
          inputMode="numeric"
          required
          {...field('percent')}
        />
      ) : null}
      {form.kind === 'fixed' ? (
        <TextField
          id={`${prefix}-amount`}
          label={t('Voucher.AmountIn', { currency })}
          inputMode="decimal"
          required
          {...field('amount')}
        />
      ) : null}
      <TextField
        id={`${prefix}-valid-until`}
        label={t('Voucher.ValidUntil')}
        type="date"
        {...field('validUntil')}
      />
      <TextField
        id={`${prefix}-max`}
        label={t('Voucher.MaxRedemptions')}
        inputMode="numeric"
        {...field('maxRedemptions')}
      />
    </>
  );
}
