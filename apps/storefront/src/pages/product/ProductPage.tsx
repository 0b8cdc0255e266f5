import { useAddToBasketAction } from '@clubshop/basket';
import { useI18n } from '@clubshop/i18n';
import {
  type PersonalisationValue,
  Price,
  ProductImage,
  SizePicker,
  StockAvailability,
  VariantPicker,
} from '@clubshop/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useStorefrontClient } from '../../app/client-context.ts';
import { usePlatform } from '../../app/platform.ts';
import { contentQuery } from '../../content/content-query.ts';
import { useErrorMessage } from '../../forms/error-message.ts';
import { formActionMessage, useFormActionResult } from '../../forms/form-action-result.ts';
import { PageHead } from '../../head/PageHead.tsx';
import { SiteLink } from '../../shell/SiteLink.tsx';
import { useSite } from '../../site/site-context-react.ts';
import { useTracker } from '../../tracking/use-tracker.ts';
import { RichText } from '../content/ContentBlocks.tsx';
import { productHead } from '../content/head-of-route.ts';
import type { TemplateProps } from '../content/template-props.ts';
import { colourVariants, sizesOfColour } from './product-options.ts';
import './ProductPage.css';

// The personalisation fields (and their validation rules) load when the shopper picks a print.
const Personalisation = lazy(() => import('./PersonalisationFields.tsx'));

/**
 * The productPage template: images, name, price, colours (each colour is its own page), sizes in
 * the size order of docs/product/requirements.md#constants with stock, preorder date,
 * personalisation add-ons, and add to basket with the server's refusal shown as it is.
 */
export default function ProductPage({ route, meta }: TemplateProps) {
  const i18n = useI18n();
  const { t, currency, formatMoney } = i18n;
  const [location, navigate] = useLocation();
  // What the server answered to Add to basket posted before this page's code ran (decision 0034).
  const [posted, clearPosted] = useFormActionResult('basket.add');
  const tracker = useTracker();
  const product = route.template === 'productPage' ? route.product : undefined;
  const pageVariant = route.template === 'productPage' ? route.variant : undefined;
  const [variantId, setVariantId] = useState(posted?.values?.variant || pageVariant?.id);
  const [addOnId, setAddOnId] = useState<string>(posted?.values?.addon ?? '');
  const [personalisation, setPersonalisation] = useState<{ value: PersonalisationValue; valid: boolean }>();
  const [showErrors, setShowErrors] = useState(Boolean(posted && !posted.ok && posted.values?.addon));
  // useAddToBasket's light form: the same mutation without TanStack's observer (0.9 KB gzip less
  // on a first visit of this page).
  const add = useAddToBasketAction();
  const errorText = useErrorMessage();
  const head = <PageHead {...productHead(route, meta, useSite())} />;

  // Another colour's page shows its own variant from its first commit (state adjusted while
  // rendering, not in an effect a commit later: the focus kept below goes to the right colour; the
  // first render keeps the variant it starts with, so a size posted before hydration stays).
  const [variantOfPage, setVariantOfPage] = useState(pageVariant?.id);
  // The colour chosen whose page is still loading: its swatch shows as chosen at once.
  const [colourLoading, setColourLoading] = useState<string>();
  if (variantOfPage !== pageVariant?.id) {
    setVariantOfPage(pageVariant?.id);
    setVariantId(pageVariant?.id);
    setColourLoading(undefined);
  }
  // Each colour is a page of its own. Its data is fetched before the address changes, so this page
  // stays on screen (no loading screen in between) and, when the shopper chose with the keyboard
  // (arrow keys move through the radio group), the chosen colour keeps the focus.
  const client = useStorefrontClient();
  const queryClient = useQueryClient();
  const { sanitizeHtml } = usePlatform();
  const colours = useRef<HTMLDivElement>(null);
  const keepColourFocus = useRef(false);
  const chooseColour = (variantId: string, url: string) => {
    setColourLoading(variantId);
    keepColourFocus.current = colours.current?.contains(document.activeElement) ?? false;
    const { pathname } = new URL(url, window.location.href);
    void queryClient
      .fetchQuery(contentQuery(client, pathname, sanitizeHtml))
      .catch(() => undefined)
      .finally(() => navigate(url));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page's colour changes
  useLayoutEffect(() => {
    if (!keepColourFocus.current) return;
    keepColourFocus.current = false;
    colours.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, [pageVariant?.id]);
  // One view_item per variant shown and tracker (StrictMode runs effects twice in development).
  const viewed = useRef<{ tracker: unknown; variantId: string }>(undefined);
  useEffect(() => {
    if (!product || !pageVariant) return;
    if (viewed.current?.tracker === tracker && viewed.current.variantId === pageVariant.id) return;
    viewed.current = { tracker, variantId: pageVariant.id };
    const price = pageVariant.price.discountPrice?.amount ?? pageVariant.price.unitPrice.amount;
    tracker.ecommerce('view_item', {
      currency,
      items: [
        {
          id: pageVariant.id,
          name: product.name,
          price,
          quantity: 1,
          variant: pageVariant.colorName,
          category: product.breadcrumb.parent?.name,
        },
      ],
    });
  }, [product, pageVariant, tracker, currency]);

  if (!product || !pageVariant) return null;
  const variant = product.variants.find((candidate) => candidate.id === variantId) ?? pageVariant;
  const addOn = product.addOns.find((candidate) => candidate.id === addOnId);
  const stock = variant.stock.availability;
  const purchasable = stock !== 'OutOfStock';
  const unitPrice = variant.price.discountPrice?.amount ?? variant.price.unitPrice.amount;
  // What one unit costs with the chosen print: the basket's unit price (the API adds the same).
  const priceWithAddOn = addOn ? Math.round((unitPrice + addOn.price.amount) * 100) / 100 : undefined;

  const addToBasket = () => {
    // While an add runs the button stays focusable (a disabled button drops the keyboard's focus
    // to the page, decision 0077): a second press does nothing.
    if (add.status === 'pending') return;
    clearPosted();
    if (addOn && !personalisation?.valid) {
      setShowErrors(true);
      return;
    }
    const price = priceWithAddOn ?? unitPrice;
    add
      .add({
        productId: variant.id,
        quantity: 1,
        ...(addOn && personalisation
          ? { addOnAndProductRelationId: addOn.id, addOns: [{ ...personalisation.value, type: addOn.type }] }
          : {}),
      })
      .then(
        () =>
          tracker.ecommerce('add_to_cart', {
            currency,
            items: [
              {
                id: variant.id,
                name: product.name,
                price,
                quantity: 1,
                variant: `${variant.colorName} ${variant.size}`,
              },
            ],
          }),
        // The refusal is shown from `add.error` below.
        () => undefined,
      );
  };

  return (
    <>
      {head}
      <article className="sf-product">
        {product.breadcrumb.items.length > 0 ? (
          <nav aria-label={t('Product.Breadcrumb')} className="sf-breadcrumb">
            <ol>
              {product.breadcrumb.items.map((item) => (
                <li key={item.url}>
                  <SiteLink href={item.url}>{item.name}</SiteLink>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <div className="sf-product__layout">
          <div className="sf-product__images">
            {(variant.images?.length ? variant.images : product.images).slice(0, 4).map((image, index) => (
              <ProductImage key={image.url} image={image} priority={index === 0} />
            ))}
          </div>
          <div className="sf-product__details">
            <h1>{product.name}</h1>
            <Price
              unitPrice={variant.price.unitPrice}
              discountPrice={variant.price.discountPrice}
              savings={variant.price.savings}
              size="lg"
            />
            {priceWithAddOn !== undefined ? (
              <p className="sf-product__price-with-addon" aria-live="polite">
                {t('Product.Personalisation.Total', { price: formatMoney(priceWithAddOn) })}
              </p>
            ) : null}
            <div className="sf-product__colours" ref={colours}>
              <VariantPicker
                variants={colourVariants(product, variant).map((option) => ({
                  id: option.id,
                  colorName: option.colorName,
                  colorCode: option.colorCode,
                  image: option.images?.[0],
                  availability: option.stock.availability,
                }))}
                value={colourLoading ?? variant.id}
                onChange={(id) => {
                  const chosen = product.variants.find((candidate) => candidate.id === id);
                  if (chosen) chooseColour(chosen.id, chosen.url);
                }}
              />
            </div>
            {/* A real form: Add to basket tapped before the page's code runs (or without
                JavaScript) posts the chosen size and print to the server (decision 0034). */}
            <form
              method="post"
              action={location}
              name="add-to-basket"
              className="sf-product__form"
              // Hydrated, the button's click adds in the page (Enter in a field clicks it too).
              onSubmit={(event) => event.preventDefault()}
            >
              <input type="hidden" name="_action" value="basket.add" />
              <input type="hidden" name="quantity" value="1" />
              <SizePicker
                name="variant"
                sizes={sizesOfColour(product, variant.colorName).map((option) => ({
                  id: option.id,
                  label: option.size,
                  availability: option.stock.availability,
                }))}
                value={variant.id}
                onChange={setVariantId}
              />
              <StockAvailability
                status={stock}
                preorderDate={variant.stock.preorder?.expectedDeliveryDate}
                preorderInfo={variant.stock.preorder?.message}
              />
              {product.addOns.length > 0 ? (
                <fieldset className="sf-product__addons">
                  <legend>{t('Product.Personalisation')}</legend>
                  <label>
                    <input
                      type="radio"
                      name="addon"
                      value=""
                      checked={addOnId === ''}
                      onChange={() => setAddOnId('')}
                    />{' '}
                    {t('Product.Personalisation.None')}
                  </label>
                  {product.addOns.map((option) => (
                    <label key={option.id}>
                      <input
                        type="radio"
                        name="addon"
                        value={option.id}
                        checked={addOnId === option.id}
                        onChange={() => {
                          setAddOnId(option.id);
                          setPersonalisation(undefined);
                          setShowErrors(false);
                        }}
                      />{' '}
                      {option.name}{' '}
                      <span className="sf-product__surcharge">
                        {t('Product.Personalisation.Surcharge', { price: formatMoney(option.price.amount) })}
                      </span>
                    </label>
                  ))}
                  {addOn ? (
                    <Suspense fallback={null}>
                      <Personalisation
                        key={addOn.id}
                        type={addOn.type}
                        players={addOn.players}
                        nameMaxLength={addOn.nameMaxLength}
                        numberMin={addOn.numberMin}
                        numberMax={addOn.numberMax}
                        showErrors={showErrors}
                        // A print the server refused (posted before hydration) is not typed twice.
                        initialValues={posted?.values?.addon === addOn.id ? posted.values : undefined}
                        onChange={(value, valid) => setPersonalisation({ value, valid })}
                      />
                    </Suspense>
                  ) : null}
                </fieldset>
              ) : null}
              <button
                type="submit"
                className="sf-button sf-product__add"
                disabled={!purchasable}
                aria-disabled={add.status === 'pending' || undefined}
                aria-busy={add.status === 'pending'}
                onClick={addToBasket}
              >
                {add.status === 'pending' ? (
                  <span className="sf-spinner sf-spinner--small" aria-hidden="true" />
                ) : null}
                {stock === 'InPreorderStock' ? t('Product.Preorder') : t('Product.AddToBasket')}
              </button>
              <div role="status" aria-live="polite">
                {add.status === 'success' || posted?.ok ? (
                  <p className="sf-alert sf-alert--success">{t('Basket.Added')}</p>
                ) : null}
              </div>
              {add.error || formActionMessage(i18n, posted) ? (
                <p className="sf-alert sf-alert--error" role="alert">
                  {add.error ? errorText(add.error) : formActionMessage(i18n, posted)}
                </p>
              ) : null}
            </form>
            {product.description ? (
              <section>
                <h2>{t('Product.Description')}</h2>
                {/* HTML sanitised as it entered the cache (content/content-query.ts). */}
                <RichText html={product.description} />
              </section>
            ) : null}
          </div>
        </div>
      </article>
    </>
  );
}
