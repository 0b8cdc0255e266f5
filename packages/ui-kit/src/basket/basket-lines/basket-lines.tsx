'use client';

import { useI18n } from '@clubshop/i18n';
import { oneSizeMessageKey, sizeLabelText } from '@clubshop/validation';
import type { ReactNode } from 'react';
import { Image } from '../../catalogue/image/image.tsx';
import type { NativeFormProps } from '../../forms/form-kit/form-shell.tsx';
import { Link } from '../../primitives/link/link.tsx';
import { VisuallyHidden } from '../../primitives/visually-hidden/visually-hidden.tsx';
import {
  type BasketLineData,
  type BasketLineProperty,
  lineTotalAmount,
  unitPriceAfterDiscount,
} from './basket-line-data.ts';
import { QuantityStepper } from './quantity-stepper.tsx';
import './basket-lines.css';
import { HiddenFields } from '../../forms/form-kit/hidden-fields.tsx';

/** Props of {@link BasketLines}. */
export interface BasketLinesProps {
  lines: readonly BasketLineData[];
  /** Called with a line's new quantity; 0 removes it (the contract's line update). */
  onQuantityChange?: ((lineId: string, quantity: number) => void) | undefined;
  /** Called when a line's Remove is pressed. */
  onRemove?: ((lineId: string) => void) | undefined;
  /** Highest quantity per line; default 99. */
  maxQuantity?: number | undefined;
  /**
   * Lines being updated: they show as busy and their controls do nothing, but stay focusable
   * (`aria-disabled`), so the keyboard's focus stays on the pressed button.
   */
  pendingLineIds?: readonly string[] | undefined;
  /** A message per line id (e.g. the server refused a quantity). */
  lineErrors?: Readonly<Record<string, string>> | undefined;
  /** No stepper and no remove: a receipt or an order. */
  readOnly?: boolean | undefined;
  /**
   * Makes each line's controls a form that posts before hydration (decision 0034): its
   * `hiddenFields`, `line` (the line's id), `quantity` (the input) and `step` (the quantity a −, +
   * or Remove button sets; Remove sets 0). With JavaScript the callbacks run and nothing posts.
   */
  lineForm?: NativeFormProps | undefined;
}

/**
 * The lines of a basket: image, name (linked), colour and size, personalisation, unit price with
 * any discount, a quantity stepper (0 removes), Remove, and the line total.
 *
 * Dictionary keys: `Basket.Property.<label>` (e.g. `Basket.Property.color`; the label shows when
 * untranslated; a `size` shows by its name, `Product.Size.OneSize` for one size), `Basket.Line.UnitPrice`, `Basket.Line.Total`, `Basket.Line.Quantity`
 * (`{name}`), `Basket.Line.QuantityShort`, `Basket.Line.Remove`, `Basket.Line.AddOn`, `Product.Price.Was`,
 * `Basket.Quantity.Decrease`, `Basket.Quantity.Increase`.
 *
 * @example
 * const basket = useBasket(); // @clubshop/basket
 * const update = useUpdateBasketLines();
 * <BasketLines
 *   lines={basket.data?.basket.lines ?? []}
 *   onQuantityChange={(id, quantity) => update.mutate([{ id, quantity }])}
 *   onRemove={(id) => update.mutate([{ id, quantity: 0 }])}
 * />
 */
export function BasketLines({
  lines,
  onQuantityChange,
  onRemove,
  maxQuantity = 99,
  pendingLineIds = [],
  lineErrors = {},
  readOnly = false,
  lineForm,
}: BasketLinesProps) {
  const { t, formatMoney } = useI18n();
  const money = (amount: number, currency?: string | null) => formatMoney(amount, currency ?? undefined);
  const propertyLabel = (label: string) => {
    const key = `Basket.Property.${label}`;
    const text = t(key);
    return text === key ? label : text;
  };
  // A size shows by its name (`m` → `M`, `onesize` → the culture's "One size"), as the size picker does.
  const propertyValue = (property: BasketLineProperty) =>
    property.label === 'size' ? sizeLabelText(property.value, t(oneSizeMessageKey)) : property.value;

  return (
    <ul className="cs-basket-lines">
      {lines.map((line) => {
        const pending = pendingLineIds.includes(line.id);
        const discounted = (line.unitDiscount?.amount ?? 0) > 0;
        const currency = line.unitPrice.currency;
        const error = lineErrors[line.id];
        const errorId = `cs-basket-line-error-${line.id}`;
        return (
          <li key={line.id} className="cs-basket-line" aria-busy={pending || undefined}>
            <div className="cs-basket-line__media">
              <Image image={line.image} alt="" width={96} height={120} sizes="96px" widths={[96, 192]} />
            </div>
            <div className="cs-basket-line__details">
              <p className="cs-basket-line__name">
                {line.url ? (
                  <Link variant="subtle" href={line.url}>
                    {line.name}
                  </Link>
                ) : (
                  line.name
                )}
              </p>
              {(line.properties?.length ?? 0) > 0 && (
                <dl className="cs-basket-line__properties">
                  {line.properties?.map((property) => (
                    <div key={property.label}>
                      <dt>{propertyLabel(property.label)}</dt>
                      <dd>{propertyValue(property)}</dd>
                    </div>
                  ))}
                </dl>
              )}
              {line.addOns?.map((addOn) => (
                <p
                  key={`${addOn.type}-${addOn.name}-${addOn.number ?? ''}`}
                  className="cs-basket-line__addon"
                >
                  {t('Basket.Line.AddOn')}: {addOn.name}
                  {addOn.number !== undefined ? ` ${addOn.number}` : ''}
                </p>
              ))}
              <p className="cs-basket-line__unit">
                <VisuallyHidden>{t('Basket.Line.UnitPrice')}: </VisuallyHidden>
                <span className={discounted ? 'cs-basket-line__discounted' : undefined}>
                  {money(unitPriceAfterDiscount(line), currency)}
                </span>
                {discounted && (
                  <>
                    {' '}
                    <s className="cs-basket-line__before">
                      <VisuallyHidden>{t('Product.Price.Was')} </VisuallyHidden>
                      {money(line.unitPrice.amount, currency)}
                    </s>
                  </>
                )}
              </p>
            </div>
            <LineActions form={readOnly ? undefined : lineForm} lineId={line.id}>
              {readOnly ? (
                <p className="cs-basket-line__quantity">
                  {t('Basket.Line.QuantityShort')}: {line.quantity}
                </p>
              ) : (
                <>
                  <QuantityStepper
                    name={lineForm ? 'quantity' : undefined}
                    value={line.quantity}
                    max={maxQuantity}
                    label={t('Basket.Line.Quantity', { name: line.name })}
                    busy={pending}
                    onChange={(quantity) => onQuantityChange?.(line.id, quantity)}
                  />
                  {onRemove && (
                    <button
                      type={lineForm ? 'submit' : 'button'}
                      name={lineForm ? 'step' : undefined}
                      value={lineForm ? '0' : undefined}
                      className="cs-basket-line__remove"
                      aria-disabled={pending || undefined}
                      onClick={(event) => {
                        if (pending) event.preventDefault();
                        else onRemove(line.id);
                      }}
                      aria-describedby={error ? errorId : undefined}
                    >
                      {t('Basket.Line.Remove')}
                      <VisuallyHidden> {line.name}</VisuallyHidden>
                    </button>
                  )}
                </>
              )}
              <p className="cs-basket-line__total">
                <VisuallyHidden>{t('Basket.Line.Total')}: </VisuallyHidden>
                {money(lineTotalAmount(line), line.lineTotal?.currency ?? currency)}
              </p>
            </LineActions>
            {error && (
              <p id={errorId} className="cs-basket-line__error" role="alert">
                {error}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A line's controls: a form posting before hydration when `form` is given (see
 * `BasketLinesProps.lineForm`), else a plain box. Its first button is the default one that Enter
 * in the quantity submits: it names nothing, so the typed quantity counts, not a − or + step.
 */
function LineActions({
  form,
  lineId,
  children,
}: {
  form: NativeFormProps | undefined;
  lineId: string;
  children: ReactNode;
}) {
  if (!form) return <div className="cs-basket-line__actions">{children}</div>;
  return (
    <form
      className="cs-basket-line__actions"
      method="post"
      action={form.action}
      name={form.name}
      // With JavaScript the buttons' callbacks did the work: the form does not post.
      onSubmit={(event) => event.preventDefault()}
    >
      <button type="submit" className="cs-visually-hidden" tabIndex={-1} aria-hidden="true" />
      <HiddenFields fields={form.hiddenFields} />
      <input type="hidden" name="line" value={lineId} />
      {children}
    </form>
  );
}
