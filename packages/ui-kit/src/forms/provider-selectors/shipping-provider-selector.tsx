'use client';

import { useI18n } from '@clubshop/i18n';
import { fieldLimits } from '@clubshop/validation';
import { useEffect, useState } from 'react';
import type { MoneyAmount } from '../../catalogue/price/money.ts';
import { Alert } from '../../primitives/alert/alert.tsx';
import { Button } from '../../primitives/button/button.tsx';
import { RadioGroup } from '../../primitives/radio-group/radio-group.tsx';
import { Spinner } from '../../primitives/spinner/spinner.tsx';
import { TextField } from '../../primitives/text-field/text-field.tsx';
import { ProviderRadioGroup } from './provider-radio-group.tsx';
import './provider-selectors.css';

/** A shipping method for the current address (the contract's shipping method). */
export interface ShippingProvider {
  id: string;
  name: string;
  description?: string | undefined;
  carrier?: string | undefined;
  price: MoneyAmount;
  /** A parcel drop point must be chosen for this method. */
  requiresDropPoint: boolean;
}

/** A parcel drop point near a zip code (the contract's drop point); `distance` in metres. */
export interface DropPointOption {
  id: string;
  name: string;
  street: string;
  zipCode: string;
  city: string;
  distance?: number | undefined;
  openingHours?: readonly string[] | undefined;
}

/** Props of {@link ShippingProviderSelector}. */
export interface ShippingProviderSelectorProps {
  providers: readonly ShippingProvider[];
  /** The chosen method's id. */
  value: string | null | undefined;
  /** The chosen drop point's id. */
  dropPointId?: string | null | undefined;
  /**
   * Called when a method is chosen (without a drop point), and again with the drop point when one
   * is chosen for a method that needs it, with the zip code it was searched near.
   */
  onSelect: (methodId: string, dropPointId?: string, customZipCode?: string) => void;
  /** Called with the zip code to search drop points near. */
  onSearchDropPoints: (zipCode: string) => void;
  /** The drop points found for the chosen method; undefined before a search. */
  dropPoints?: readonly DropPointOption[] | undefined;
  /** A drop point search is running. */
  dropPointsPending?: boolean | undefined;
  /** The search failed, e.g. "Unknown zip code". */
  dropPointsError?: string | null | undefined;
  /** The zip code to start the search field with (the shipping address's). */
  initialZipCode?: string | undefined;
  /**
   * The zip code the given `dropPoints` were found near when the app searched them itself (e.g.
   * to show the chosen drop point again when the shopper comes back); sent with a new choice.
   */
  dropPointsZipCode?: string | undefined;
  /** E.g. "Choose a shipping method" after a submit without one. */
  error?: string | undefined;
  disabled?: boolean | undefined;
  /** Legend; default the text of `Checkout.Shipping.MethodLegend`. */
  legend?: string | undefined;
  /** The `name` of the method's radios (posted with the form around it); default `shippingMethodId`. */
  name?: string | undefined;
}

/** The `name` of the drop point radios, posted with the form around the selector. */
export const DROP_POINT_FIELD = 'dropPointId';
/** The `name` of the drop point search's zip code field, posted with the form around the selector. */
export const DROP_POINT_ZIP_CODE_FIELD = 'dropPointZipCode';
/**
 * The search button's `name` and `value`: without JavaScript (or before hydration) it submits the
 * form around the selector with `_intent=drop-points`, for the server to search and show again.
 */
export const DROP_POINT_SEARCH_INTENT = { name: '_intent', value: 'drop-points' } as const;

/**
 * The shipping methods with their prices as a radio group. A method that needs a parcel drop
 * point reveals a zip code search and the drop points found, as a second radio group.
 *
 * Works in a native form too (before hydration or without JavaScript): the radios post as `name`
 * (`shippingMethodId`), {@link DROP_POINT_FIELD} and {@link DROP_POINT_ZIP_CODE_FIELD}, and the
 * search button submits the form with {@link DROP_POINT_SEARCH_INTENT}.
 *
 * Dictionary keys: `Checkout.Shipping.MethodLegend`, `Checkout.Shipping.Free`,
 * `Checkout.DropPoint.ZipCode`, `Checkout.DropPoint.Search`, `Checkout.DropPoint.Legend`,
 * `Checkout.DropPoint.None`, `Checkout.DropPoint.Searching`, `Checkout.DropPoint.Distance` (`{distance}`).
 */
export function ShippingProviderSelector({
  providers,
  value,
  dropPointId,
  onSelect,
  onSearchDropPoints,
  dropPoints,
  dropPointsPending = false,
  dropPointsError,
  initialZipCode = '',
  dropPointsZipCode,
  error,
  disabled,
  legend,
  name = 'shippingMethodId',
}: ShippingProviderSelectorProps) {
  const { t, formatMoney, locale } = useI18n();
  const [zipCode, setZipCode] = useState(initialZipCode);
  const [searchedZip, setSearchedZip] = useState<string | undefined>();
  // Until the code runs, the search button submits the form (the server searches); once it runs,
  // it is a plain button, so Enter in the form's other fields still submits the form's own button.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const selected = providers.find((provider) => provider.id === value);
  // Without JavaScript nothing re-renders when the shopper picks a parcel-shop method, so the
  // search is rendered for every such method and CSS shows it while one of them is checked
  // (`provider-selectors.css`); once the code runs, it is rendered for the chosen method only.
  const searchUntilChosen =
    !enhanced && !selected?.requiresDropPoint && providers.some((p) => p.requiresDropPoint);

  const search = () => {
    const trimmed = zipCode.trim();
    if (!trimmed) return;
    setSearchedZip(trimmed);
    onSearchDropPoints(trimmed);
  };

  const distance = (metres: number) =>
    metres < 1000
      ? new Intl.NumberFormat(locale, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }).format(
          metres,
        )
      : new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(
          metres / 1000,
        );

  return (
    <div className="cs-shipping-selector">
      <ProviderRadioGroup
        legend={legend ?? t('Checkout.Shipping.MethodLegend')}
        name={name}
        providers={providers}
        value={value}
        onSelect={(methodId) => onSelect(methodId)}
        error={error}
        disabled={disabled}
        hint={(provider) =>
          provider.description || provider.carrier
            ? [provider.carrier, provider.description].filter(Boolean).join(' · ')
            : undefined
        }
        label={(provider) => (
          <span
            className="cs-provider-selector__label"
            {...(provider.requiresDropPoint ? { 'data-needs-drop-point': '' } : {})}
          >
            <span className="cs-provider-selector__name">{provider.name}</span>
            <span className="cs-provider-selector__price">
              {provider.price.amount === 0
                ? t('Checkout.Shipping.Free')
                : formatMoney(provider.price.amount, provider.price.currency ?? undefined)}
            </span>
          </span>
        )}
      />
      {(selected?.requiresDropPoint || searchUntilChosen) && (
        <div
          className={
            searchUntilChosen
              ? 'cs-shipping-selector__drop-points cs-shipping-selector__drop-points--when-chosen'
              : 'cs-shipping-selector__drop-points'
          }
        >
          <div className="cs-shipping-selector__search">
            <TextField
              fieldClassName="cs-shipping-selector__zip"
              label={t('Checkout.DropPoint.ZipCode')}
              name={DROP_POINT_ZIP_CODE_FIELD}
              autoComplete="postal-code"
              // Room for the longest postcode (a narrow field showed "210" of "2100" on phones).
              maxLength={fieldLimits.zipCode.max}
              size={10}
              value={zipCode}
              disabled={disabled}
              onChange={(event) => setZipCode(event.target.value)}
              onKeyDown={(event) => {
                // Search instead of submitting the checkout form around this field.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  search();
                }
              }}
            />
            <Button
              {...(enhanced ? { type: 'button' } : { type: 'submit', ...DROP_POINT_SEARCH_INTENT })}
              variant="outline"
              onClick={(event) => {
                event.preventDefault();
                search();
              }}
              loading={dropPointsPending}
              disabled={disabled}
            >
              {t('Checkout.DropPoint.Search')}
            </Button>
          </div>
          {dropPointsPending && <Spinner label={t('Checkout.DropPoint.Searching')} />}
          {dropPointsError && <Alert tone="warning">{dropPointsError}</Alert>}
          {!dropPointsPending && dropPoints && dropPoints.length === 0 && (
            <p className="cs-shipping-selector__none" role="status">
              {t('Checkout.DropPoint.None')}
            </p>
          )}
          {!dropPointsPending && dropPoints && dropPoints.length > 0 && selected && (
            <RadioGroup
              className="cs-provider-selector"
              label={t('Checkout.DropPoint.Legend')}
              name={DROP_POINT_FIELD}
              value={dropPointId ?? ''}
              onValueChange={(pointId) => onSelect(selected.id, pointId, searchedZip ?? dropPointsZipCode)}
              required
              {...(disabled ? { disabled } : {})}
              options={dropPoints.map((point) => ({
                value: point.id,
                label: (
                  <span className="cs-provider-selector__label">
                    <span className="cs-provider-selector__name">{point.name}</span>
                    {point.distance !== undefined && (
                      <span className="cs-provider-selector__price">
                        {t('Checkout.DropPoint.Distance', { distance: distance(point.distance) })}
                      </span>
                    )}
                  </span>
                ),
                hint: [`${point.street}, ${point.zipCode} ${point.city}`, ...(point.openingHours ?? [])].join(
                  ' · ',
                ),
              }))}
            />
          )}
        </div>
      )}
    </div>
  );
}
