'use client';

import { useI18n } from '@clubshop/i18n';
import type { MoneyAmount } from '../../catalogue/price/money.ts';
import { ProviderRadioGroup } from './provider-radio-group.tsx';

/** A payment method of the site (the contract's payment method). */
export interface PaymentProvider {
  id: string;
  name: string;
  description?: string | undefined;
  logoUrl?: string | undefined;
  /** A fee, when the method has one. */
  price?: MoneyAmount | null | undefined;
}

/** Props of {@link PaymentProviderSelector}. */
export interface PaymentProviderSelectorProps {
  providers: readonly PaymentProvider[];
  /** The chosen provider's id. */
  value: string | null | undefined;
  onSelect: (providerId: string) => void;
  /** E.g. "Choose a payment method" after a submit without one. */
  error?: string | undefined;
  disabled?: boolean | undefined;
  /** Legend; default the text of `Checkout.Payment.Legend`. */
  legend?: string | undefined;
  /** The `name` of the radios (posted with the form around it); default `paymentProviderId`. */
  name?: string | undefined;
}

/**
 * The payment methods as a radio group: name, logo, description and any fee. Arrow keys move the
 * choice (the platform's radio pattern).
 *
 * Dictionary keys: `Checkout.Payment.Legend`.
 */
export function PaymentProviderSelector({
  providers,
  value,
  onSelect,
  error,
  disabled,
  legend,
  name = 'paymentProviderId',
}: PaymentProviderSelectorProps) {
  const { t, formatMoney } = useI18n();
  return (
    <ProviderRadioGroup
      legend={legend ?? t('Checkout.Payment.Legend')}
      name={name}
      providers={providers}
      value={value}
      onSelect={onSelect}
      error={error}
      disabled={disabled}
      hint={(provider) => provider.description}
      label={(provider) => (
        <span className="cs-provider-selector__label">
          {provider.logoUrl && (
            <img
              className="cs-provider-selector__logo"
              src={provider.logoUrl}
              alt=""
              width={40}
              height={24}
            />
          )}
          <span className="cs-provider-selector__name">{provider.name}</span>
          {provider.price && provider.price.amount > 0 && (
            <span className="cs-provider-selector__price">
              {formatMoney(provider.price.amount, provider.price.currency ?? undefined)}
            </span>
          )}
        </span>
      )}
    />
  );
}
