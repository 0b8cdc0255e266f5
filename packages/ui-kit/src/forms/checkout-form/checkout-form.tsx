'use client';

import { useI18n } from '@clubshop/i18n';
import {
  type CheckoutFormFields,
  checkoutFormRules,
  type FormErrors,
  validateField,
} from '@clubshop/validation';
import { readChange } from '@clubshop/validation/react';
import type { ReactNode } from 'react';
import { Checkbox } from '../../primitives/checkbox/checkbox.tsx';
import { TextField } from '../../primitives/text-field/text-field.tsx';
import { type CheckoutCountryOption, CountrySelect } from '../country-select/country-select.tsx';
import { FormShell, type NativeFormProps } from '../form-kit/form-shell.tsx';
import { TextAreaField } from '../form-kit/text-area-field.tsx';
import { useKitForm } from '../form-kit/use-kit-form.ts';
import {
  type AddressFieldName,
  type InvoiceDetails,
  type InvoiceDetailsInput,
  type ShippingDetails,
  type ShippingDetailsInput,
  shippingFieldNames,
} from './checkout-details.ts';
import './checkout-form.css';

type ShippingKey = `shipping_${AddressFieldName}`;

/** The form's flat fields: invoice fields by name, shipping fields prefixed `shipping_`. */
type Fields = CheckoutFormFields;

/** What the checkout form submits. */
export interface CheckoutFormValues {
  invoiceDetails: InvoiceDetails;
  /** The separate shipping address, or null when goods go to the invoice address. */
  shippingDetails: ShippingDetails | null;
  useShippingAddress: boolean;
  comment: string;
}

/** Which field changed and whether its value passes its rules now. */
export interface CheckoutFieldChange {
  field: string;
  valid: boolean;
}

/** Props of {@link CheckoutForm}. */
export interface CheckoutFormProps extends NativeFormProps {
  /** The stored checkout state (the contract's `billingAddress`, `shippingAddress`, ...). */
  initialValues?:
    | {
        invoiceDetails?: InvoiceDetailsInput | null | undefined;
        shippingDetails?: ShippingDetailsInput | null | undefined;
        useShippingAddress?: boolean | undefined;
        comment?: string | null | undefined;
      }
    | undefined;
  /** The site's checkout countries. */
  countries: readonly CheckoutCountryOption[];
  /**
   * Called on every change of an invoice field with all invoice details as typed: the app stores
   * them locally and sends them through its address queue.
   */
  onInvoiceDetailsChange?: ((details: InvoiceDetails, change: CheckoutFieldChange) => void) | undefined;
  /** Every change of a shipping field; `null` when the separate shipping address is switched off. */
  onShippingDetailsChange?:
    | ((details: ShippingDetails | null, change: CheckoutFieldChange) => void)
    | undefined;
  onUseShippingAddressChange?: ((useShippingAddress: boolean) => void) | undefined;
  onCommentChange?: ((comment: string) => void) | undefined;
  /** Called with valid values on submit (e.g. "Go to payment"). */
  onSubmit: (values: CheckoutFormValues) => void | Promise<void>;
  pending?: boolean | undefined;
  serverError?: string | null | undefined;
  /** Label of the submit button; default the text of `Checkout.Submit`. */
  submitLabel?: string | undefined;
  /** Content before the submit button: shipping and payment selectors, newsletter, terms. */
  children?: ReactNode;
  /** Errors to show first, per field (a server's answer to the form posted before hydration). */
  initialErrors?: FormErrors<CheckoutFormFields> | undefined;
}

// The rules live in @clubshop/validation: the storefront server's checkout action applies them too.
const checkoutRules = checkoutFormRules;

function text(value: string | null | undefined): string {
  return value ?? '';
}

/**
 * The form's first values: the stored ones; a country not chosen yet is the site's only checkout
 * country when it has just one (nothing to choose, so the select does not ask).
 */
function initialFields(
  initial: CheckoutFormProps['initialValues'],
  countries: readonly CheckoutCountryOption[],
): Fields {
  const onlyCountry = countries.length === 1 ? countries[0]?.code : undefined;
  const withCountry = <T extends { country?: string | null | undefined }>(details: T): T =>
    !details.country && onlyCountry ? { ...details, country: onlyCountry } : details;
  const invoice = withCountry(initial?.invoiceDetails ?? {});
  const shipping = withCountry(initial?.shippingDetails ?? {});
  const fields = {
    emailConfirmation: text(invoice.emailConfirmation),
    useShippingAddress: initial?.useShippingAddress ?? false,
    comment: text(initial?.comment),
  } as Fields;
  for (const name of shippingFieldNames) {
    fields[name] = text(invoice[name]);
    fields[`shipping_${name}`] = text(shipping[name]);
  }
  return fields;
}

function invoiceOf(fields: Fields): InvoiceDetails {
  const details = { emailConfirmation: fields.emailConfirmation } as InvoiceDetails;
  for (const name of shippingFieldNames) details[name] = fields[name];
  return details;
}

function shippingOf(fields: Fields): ShippingDetails {
  const details = {} as ShippingDetails;
  for (const name of shippingFieldNames) details[name] = fields[`shipping_${name}`];
  return details;
}

const autoComplete: Record<AddressFieldName, string> = {
  email: 'email',
  phone: 'tel',
  firstName: 'given-name',
  lastName: 'family-name',
  street: 'address-line1',
  city: 'address-level2',
  zipCode: 'postal-code',
  country: 'country',
};

/**
 * The checkout's address form: invoice details (e-mail twice, phone, name, street with a house
 * number, zip code, city, country), a "ship to another address" switch revealing the same fields
 * for shipping (without the e-mail confirmation), and a comment. Validated in eager mode; every
 * change is reported upward so the app can store and queue it. A native form too (decision
 * 0034): it posts its fields by name (shipping ones prefixed `shipping_`) to `action` before the
 * page's code runs, and shows `initialErrors` (the server's answer) until a field is changed.
 *
 * Dictionary keys: `Checkout.Invoice.Legend`, `Checkout.Shipping.Legend`,
 * `Checkout.UseShippingAddress`, `Checkout.Comment`, `Checkout.Submit`, `Form.Email`,
 * `Form.EmailConfirmation`, `Form.Phone`, `Form.FirstName`, `Form.LastName`, `Form.Street`,
 * `Form.City`, `Form.ZipCode`, `Form.Country`, `Form.Optional`, `Form.Validation.*`.
 *
 * @example
 * const checkout = useCheckout(); // @clubshop/checkout
 * <CheckoutForm
 *   countries={settings.checkoutSettings.countries}
 *   initialValues={{ invoiceDetails: checkout.invoiceDetails, useShippingAddress: checkout.useShippingAddress }}
 *   onInvoiceDetailsChange={updateInvoiceDetails}
 *   onSubmit={() => submit.mutate({ paymentProviderId })}
 * />
 */
export function CheckoutForm({
  initialValues,
  countries,
  onInvoiceDetailsChange,
  onShippingDetailsChange,
  onUseShippingAddressChange,
  onCommentChange,
  onSubmit,
  pending = false,
  serverError,
  submitLabel,
  children,
  initialErrors,
  ...native
}: CheckoutFormProps) {
  const { t } = useI18n();
  const { form, bind, shellProps } = useKitForm<Fields>(
    {
      initialValues: initialFields(initialValues, countries),
      rules: checkoutRules,
      onSubmit: (fields) =>
        onSubmit({
          invoiceDetails: invoiceOf(fields),
          shippingDetails: fields.useShippingAddress ? shippingOf(fields) : null,
          useShippingAddress: fields.useShippingAddress,
          comment: fields.comment,
        }),
    },
    { pending, serverError, initialErrors },
  );

  const report = (name: keyof Fields, value: unknown) => {
    const next = { ...form.values, [name]: value } as Fields;
    const valid = validateField(value, checkoutRules[name] ?? [], next) === null;
    if (name === 'comment') onCommentChange?.(next.comment);
    else if (name === 'useShippingAddress') {
      onUseShippingAddressChange?.(next.useShippingAddress);
      onShippingDetailsChange?.(next.useShippingAddress ? shippingOf(next) : null, { field: name, valid });
    } else if (name.startsWith('shipping_')) {
      onShippingDetailsChange?.(shippingOf(next), { field: name.slice('shipping_'.length), valid });
    } else onInvoiceDetailsChange?.(invoiceOf(next), { field: name, valid });
  };

  // The hook's field props, with the change also reported upward.
  const reported = <TName extends Exclude<keyof Fields & string, 'useShippingAddress'>>(name: TName) => {
    const props = bind(name);
    return {
      ...props,
      onChange: (eventOrValue: unknown) => {
        props.onChange(eventOrValue);
        report(name, readChange(eventOrValue).value);
      },
    };
  };

  const addressFields = (prefix: '' | 'shipping_') =>
    shippingFieldNames.map((name) => {
      const key = `${prefix}${name}` as AddressFieldName | ShippingKey;
      const common = {
        autoComplete: prefix ? `shipping ${autoComplete[name]}` : `billing ${autoComplete[name]}`,
        required: true,
      };
      if (name === 'country') {
        return <CountrySelect key={key} {...reported(key)} {...common} countries={countries} />;
      }
      const field = (
        <TextField
          key={key}
          {...reported(key)}
          {...common}
          label={t(`Form.${name.charAt(0).toUpperCase()}${name.slice(1)}`)}
          type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
        />
      );
      if (name === 'email' && !prefix) {
        return [
          field,
          <TextField
            key="emailConfirmation"
            {...reported('emailConfirmation')}
            label={t('Form.EmailConfirmation')}
            type="email"
            autoComplete="off"
            required
          />,
        ];
      }
      return field;
    });

  const { type: _type, ...useShipping } = form.checkbox('useShippingAddress');
  return (
    <FormShell
      {...native}
      className="cs-checkout-form"
      {...shellProps}
      submitLabel={submitLabel ?? t('Checkout.Submit')}
    >
      <fieldset className="cs-form__section">
        <legend className="cs-form__legend">{t('Checkout.Invoice.Legend')}</legend>
        <div className="cs-checkout-form__grid">{addressFields('')}</div>
      </fieldset>
      <Checkbox
        {...useShipping}
        label={t('Checkout.UseShippingAddress')}
        onChange={(event) => {
          useShipping.onChange(event);
          report('useShippingAddress', event.target.checked);
        }}
      />
      {form.values.useShippingAddress && (
        <fieldset className="cs-form__section">
          <legend className="cs-form__legend">{t('Checkout.Shipping.Legend')}</legend>
          <div className="cs-checkout-form__grid">{addressFields('shipping_')}</div>
        </fieldset>
      )}
      <TextAreaField
        {...reported('comment')}
        label={t('Checkout.Comment')}
        description={t('Form.Optional')}
        rows={3}
      />
      {children}
    </FormShell>
  );
}
