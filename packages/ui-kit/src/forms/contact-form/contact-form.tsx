'use client';

import { useI18n } from '@clubshop/i18n';
import { type ContactFormFields, contactFormRules } from '@clubshop/validation';
import { useState } from 'react';
import { TextField } from '../../primitives/text-field/text-field.tsx';
import { FormShell } from '../form-kit/form-shell.tsx';
import { TextAreaField } from '../form-kit/text-area-field.tsx';
import { type KitFormProps, useKitForm } from '../form-kit/use-kit-form.ts';

/** What the contact form submits: the contract's customer service body (`phone` may be empty). */
export type ContactFormValues = ContactFormFields;

const empty: ContactFormValues = { name: '', email: '', phone: '', subject: '', message: '' };

/** Props of {@link ContactForm}. */
export interface ContactFormProps extends Omit<KitFormProps<ContactFormValues>, 'labelledBy'> {
  /** Pre-fills name and e-mail for a logged-in customer. */
  initialValues?: Partial<ContactFormValues> | undefined;
}

/**
 * Write to customer service: name, e-mail, optional phone, subject and message, validated in
 * eager mode. After a successful submit the form empties and says the message was sent.
 *
 * Dictionary keys: `Contact.Name`, `Contact.Email`, `Contact.Phone`, `Contact.Subject`,
 * `Contact.Message`, `Contact.Submit`, `Contact.Sent`, `Form.Optional`, `Form.Validation.*`.
 */
export function ContactForm({ initialValues, ...props }: ContactFormProps) {
  const { t } = useI18n();
  const [sent, setSent] = useState(false);
  const { form, bind, shellProps } = useKitForm<ContactFormValues>(
    {
      initialValues: { ...empty, ...initialValues },
      rules: contactFormRules,
      onSubmit: async (values) => {
        setSent(false);
        await props.onSubmit(values);
        setSent(true);
        form.reset();
      },
    },
    props,
  );
  return (
    <FormShell
      {...shellProps}
      submitLabel={t('Contact.Submit')}
      success={sent && !form.isDirty ? t('Contact.Sent') : undefined}
    >
      <div className="cs-form__row">
        <TextField {...bind('name')} label={t('Contact.Name')} autoComplete="name" required />
        <TextField {...bind('email')} label={t('Contact.Email')} type="email" autoComplete="email" required />
      </div>
      <TextField
        {...bind('phone')}
        label={t('Contact.Phone')}
        description={t('Form.Optional')}
        type="tel"
        autoComplete="tel"
      />
      <TextField {...bind('subject')} label={t('Contact.Subject')} required />
      <TextAreaField {...bind('message')} label={t('Contact.Message')} rows={6} required />
    </FormShell>
  );
}
