'use client';

import { useI18n } from '@clubshop/i18n';
import { type AccountDetailsFormFields, accountDetailsFormRules } from '@clubshop/validation';
import { useState } from 'react';
import { TextField } from '../../primitives/text-field/text-field.tsx';
import { type CheckoutCountryOption, CountrySelect } from '../country-select/country-select.tsx';
import { FormShell } from '../form-kit/form-shell.tsx';
import { type KitFormProps, useKitForm } from '../form-kit/use-kit-form.ts';

/** The profile fields the account details form edits (the contract's profile update body). */
export type AccountDetailsFormValues = AccountDetailsFormFields;

/** Props of {@link AccountDetailsForm}. */
export interface AccountDetailsFormProps extends KitFormProps<AccountDetailsFormValues> {
  /** The profile as loaded; missing fields start empty. */
  initialValues?: Partial<Record<keyof AccountDetailsFormValues, string | null | undefined>> | undefined;
  countries: readonly CheckoutCountryOption[];
  /** The server saved the form posted before hydration: say "saved" until the next edit. */
  savedByServer?: boolean | undefined;
}

const fieldNames = ['firstName', 'lastName', 'phone', 'street', 'city', 'zipCode', 'country'] as const;

/**
 * Edit the account's name, phone and address: names required, phone and street checked with the
 * `phone` and `address` rules when filled in (`accountDetailsFormRules` of @clubshop/validation,
 * which the server's form action applies too). Says "saved" after a successful submit. Posts
 * natively before hydration ({@link NativeFormProps}).
 *
 * Dictionary keys: `Form.FirstName`, `Form.LastName`, `Form.Phone`, `Form.Street`, `Form.City`,
 * `Form.ZipCode`, `Form.Country`, `User.AccountDetails.Submit`, `User.AccountDetails.Saved`,
 * `Form.Validation.*`.
 */
export function AccountDetailsForm({
  initialValues = {},
  countries,
  savedByServer = false,
  ...props
}: AccountDetailsFormProps) {
  const { t } = useI18n();
  const [saved, setSaved] = useState(savedByServer);
  const start = Object.fromEntries(
    fieldNames.map((name) => [name, initialValues[name] ?? '']),
  ) as unknown as AccountDetailsFormValues;
  const { form, bind, shellProps } = useKitForm<AccountDetailsFormValues>(
    {
      initialValues: start,
      rules: accountDetailsFormRules,
      onSubmit: async (values) => {
        setSaved(false);
        await props.onSubmit(values);
        // The saved values are the new starting point: "saved" shows until the next edit.
        form.reset(values);
        setSaved(true);
      },
    },
    props,
  );
  return (
    <FormShell
      {...shellProps}
      submitLabel={t('User.AccountDetails.Submit')}
      success={saved && !form.isDirty ? t('User.AccountDetails.Saved') : undefined}
    >
      <div className="cs-form__row">
        <TextField {...bind('firstName')} label={t('Form.FirstName')} autoComplete="given-name" required />
        <TextField {...bind('lastName')} label={t('Form.LastName')} autoComplete="family-name" required />
      </div>
      <TextField {...bind('phone')} label={t('Form.Phone')} type="tel" autoComplete="tel" />
      <TextField {...bind('street')} label={t('Form.Street')} autoComplete="address-line1" />
      <div className="cs-form__row">
        <TextField {...bind('zipCode')} label={t('Form.ZipCode')} autoComplete="postal-code" />
        <TextField {...bind('city')} label={t('Form.City')} autoComplete="address-level2" />
      </div>
      <CountrySelect {...bind('country')} countries={countries} />
    </FormShell>
  );
}
