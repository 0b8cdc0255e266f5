'use client';

import { useI18n } from '@clubshop/i18n';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { MoneyAmount } from '../../catalogue/price/money.ts';
import type { NativeFormProps } from '../../forms/form-kit/form-shell.tsx';
import { Button } from '../../primitives/button/button.tsx';
import { TextField } from '../../primitives/text-field/text-field.tsx';
import { VisuallyHidden } from '../../primitives/visually-hidden/visually-hidden.tsx';
import './voucher-input.css';
import { HiddenFields } from '../../forms/form-kit/hidden-fields.tsx';

/** A voucher applied to the basket (the contract's basket voucher). */
export interface AppliedVoucher {
  code: string;
  description?: string | undefined;
  discount: MoneyAmount;
}

/** Props of {@link VoucherInput}. */
export interface VoucherInputProps extends NativeFormProps {
  /** Vouchers already applied; each can be removed. */
  vouchers: readonly AppliedVoucher[];
  /** Called with the trimmed code when the shopper applies one. */
  onAdd: (code: string) => void;
  /** Called with a voucher's code when the shopper removes it. */
  onRemove: (code: string) => void;
  /** A request is running: the controls are disabled and the button shows a spinner. */
  pending?: boolean | undefined;
  /** The server's message when a code was refused (e.g. "This code has expired"). */
  error?: string | null | undefined;
  /** The code to start the field with (the server's answer to a code posted before hydration). */
  initialCode?: string | undefined;
}

/** The name of the field a Remove button posts the voucher's code in (natively, before hydration). */
export const REMOVE_VOUCHER_FIELD = 'removeVoucher';

/**
 * A voucher code field with Apply, and the applied vouchers with Remove. An empty code is not
 * sent; the field empties once the code shows up among the applied vouchers; the server's
 * refusal shows under the field, linked to it, and is announced (an alert).
 *
 * A native form too (decision 0034): before the page's code runs it posts `voucherCode` (and
 * `hiddenFields`) to `action`, and a Remove button posts the code as {@link REMOVE_VOUCHER_FIELD}.
 *
 * Dictionary keys: `Basket.Voucher.Label`, `Basket.Voucher.Apply`, `Basket.Voucher.Remove`,
 * `Basket.Voucher.Applied`, `Form.Validation.Required`.
 */
export function VoucherInput({
  vouchers,
  onAdd,
  onRemove,
  pending = false,
  error,
  initialCode = '',
  action,
  name,
  hiddenFields,
}: VoucherInputProps) {
  const { t, formatMoney } = useI18n();
  const headingId = useId();
  const formId = useId();
  const [code, setCode] = useState(initialCode);
  const [emptyError, setEmptyError] = useState(false);
  const sent = useRef<string | null>(null);

  // The code was accepted when it appears among the applied vouchers: clear the field.
  useEffect(() => {
    const accepted = sent.current;
    if (accepted && vouchers.some((voucher) => voucher.code.toLowerCase() === accepted.toLowerCase())) {
      sent.current = null;
      setCode('');
    }
  }, [vouchers]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setEmptyError(true);
      return;
    }
    sent.current = trimmed;
    onAdd(trimmed);
  };

  // The server's refusal arrives after the submit, away from where the shopper is looking: an
  // alert inside the field's error line announces it (the line stays linked to the field).
  const message = emptyError ? (
    t('Form.Validation.Required')
  ) : error ? (
    <span role="alert">{error}</span>
  ) : undefined;
  return (
    <div className="cs-voucher">
      <form
        id={formId}
        method="post"
        action={action}
        name={name}
        className="cs-voucher__form"
        onSubmit={submit}
        noValidate
        aria-busy={pending || undefined}
      >
        <HiddenFields fields={hiddenFields} />
        <TextField
          fieldClassName="cs-voucher__field"
          label={t('Basket.Voucher.Label')}
          name="voucherCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          disabled={pending}
          error={message}
          onChange={(event) => {
            setCode(event.target.value);
            if (event.target.value.trim()) setEmptyError(false);
          }}
        />
        <Button type="submit" variant="outline" loading={pending} className="cs-voucher__apply">
          {t('Basket.Voucher.Apply')}
        </Button>
      </form>
      {vouchers.length > 0 && (
        <section className="cs-voucher__applied" aria-labelledby={headingId}>
          <h3 id={headingId} className="cs-voucher__heading">
            {t('Basket.Voucher.Applied')}
          </h3>
          <ul className="cs-voucher__list">
            {vouchers.map((voucher) => (
              <li key={voucher.code} className="cs-voucher__item">
                <span className="cs-voucher__code">{voucher.code}</span>
                {voucher.description && (
                  <span className="cs-voucher__description">{voucher.description}</span>
                )}
                <span className="cs-voucher__discount">
                  −{formatMoney(voucher.discount.amount, voucher.discount.currency ?? undefined)}
                </span>
                {/* Belongs to the form above: natively it posts the code to remove. */}
                <Button
                  type="submit"
                  form={formId}
                  name={REMOVE_VOUCHER_FIELD}
                  value={voucher.code}
                  variant="ghost"
                  size="sm"
                  disabled={pending}
                  onClick={(event) => {
                    event.preventDefault();
                    onRemove(voucher.code);
                  }}
                >
                  {t('Basket.Voucher.Remove')}
                  <VisuallyHidden> {voucher.code}</VisuallyHidden>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
