/**
 * Edits a product: its name, description (rich text), whether it is listed and its status (active, draft, archived), each colour's prices and discount prices
 * per currency, the stock of each size, its pictures (upload by choosing or dropping a file, text
 * alternative, order, focal point) and the personalisation add-ons it offers. The
 * save sends the product whole with the ETag read. When someone else saved meanwhile (412) the
 * typed changes stay in the form, and staff choose: save theirs over it, or load the other
 * version; nothing typed is thrown away without that choice.
 */
import {
  type AdminProduct,
  type AdminProductStatus,
  adminQueryKeys,
  isStaleEditError,
} from '@clubshop/api-sdk/admin';
import { Alert, Button, Checkbox, Select, TextField } from '@clubshop/ui-kit';
import { descriptionHtml, sizeLabelText } from '@clubshop/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { admin } from '../../app/admin.ts';
import { useT } from '../../app/i18n.ts';
import { useSites } from '../../app/use-sites.ts';
import { ErrorMessage } from '../../components/error-message.tsx';
import type { TextKey } from '../../messages/define-texts.ts';
import type { MessageKey } from '../../messages/index.ts';
import { RichTextEditor } from '../page-editor/rich-text-editor.tsx';
import type { productCreateTexts } from '../product-create/product-create-texts.ts';
import { Pictures } from './pictures.tsx';
import { PriceTable } from './price-table.tsx';
import { ProductAddOns } from './product-add-ons.tsx';
import {
  clubCurrencies,
  draftOf,
  fieldIds,
  missingPricesOf,
  type ProductDraft,
  productOf,
  withCurrencies,
} from './product-draft.ts';
import { AddColour, AddSize, partErrorKey } from './product-parts.tsx';
import { productQuery } from './product-queries.ts';

export default function ProductEditor({ storeId, handle }: { storeId: string; handle: string }) {
  const { t } = useT<TextKey<typeof productCreateTexts>>();
  const client = useQueryClient();
  const sites = useSites();
  const culture = sites.data?.items.find((site) => site.storeId === storeId)?.culture ?? 'en';
  const currencies = clubCurrencies(sites.data?.items ?? [], storeId);
  const product = useQuery(productQuery(storeId, handle));
  const [draft, setDraft] = useState<ProductDraft | undefined>();
  const [errors, setErrors] = useState<Record<string, MessageKey>>({});
  const [saved, setSaved] = useState(false);
  const [stale, setStale] = useState(false);
  const [partBusy, setPartBusy] = useState(false);
  const [partError, setPartError] = useState<{ at: string; error: unknown } | undefined>();
  // Counts the drafts read from the API: the description's editor opens anew on each.
  const [draftVersion, setDraftVersion] = useState(0);
  useEffect(() => {
    if (product.data && sites.data) {
      setDraft(draftOf(product.data.data, culture, clubCurrencies(sites.data.items, storeId)));
      setDraftVersion((version) => version + 1);
    }
  }, [product.data, sites.data, culture, storeId]);
  const save = useMutation({
    mutationFn: ({ next, etag }: { next: AdminProduct; etag: string }) =>
      admin.products.update(storeId, next, etag),
    onSuccess: (answer) => {
      setSaved(true);
      setStale(false);
      client.setQueryData(productQuery(storeId, handle).queryKey, answer);
      void client.invalidateQueries({ queryKey: adminQueryKeys.products.lists() });
    },
    onError: (error) => {
      if (isStaleEditError(error)) setStale(true);
      // A currency of a site the member does not work on: its price field, required.
      const missing = missingPricesOf(error);
      if (missing.length > 0) {
        setDraft((before) => before && withCurrencies(before, missing));
        setErrors(
          Object.fromEntries(
            missing.map((field) => [fieldIds.price(field.variant, field.currency), 'Form.Required']),
          ),
        );
      }
    },
  });
  if (product.isPending || !draft)
    return product.isError ? (
      <>
        <h1>{t('Products.Title')}</h1>
        <ErrorMessage error={product.error} />
      </>
    ) : (
      <p>{t('App.Loading')}</p>
    );
  const current = product.data?.data as AdminProduct;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    setSaved(false);
    const result = productOf(current, draft, culture);
    if (result.errors) {
      setErrors(result.errors);
      document.getElementById(Object.keys(result.errors)[0] ?? '')?.focus();
      return;
    }
    setErrors({});
    save.mutate({ next: result.product, etag: product.data?.etag ?? '' });
  };
  /** Saves the draft over the version someone else saved (read again for its ETag). */
  const overwrite = async () => {
    const fresh = await admin.products.get(storeId, handle);
    const result = productOf(fresh.data, draft, culture);
    if (result.product) save.mutate({ next: result.product, etag: fresh.etag });
  };
  /** Drops the draft and shows the version someone else saved. */
  const loadTheirs = async () => {
    setStale(false);
    save.reset();
    const fresh = await client.fetchQuery({ ...productQuery(storeId, handle), staleTime: 0 });
    setDraft(draftOf(fresh.data, culture, currencies));
    setDraftVersion((version) => version + 1);
  };
  const error = (id: string) => (errors[id] ? t(errors[id]) : undefined);
  const colourName = (variant: AdminProduct['variants'][number]) =>
    variant.colour[culture] ?? Object.values(variant.colour)[0] ?? '';
  const change = (update: (next: ProductDraft) => void) => {
    const next = structuredClone(draft);
    update(next);
    setDraft(next);
    setSaved(false);
  };
  /** The product saved from the typed draft with `extend` applied (a size or colour added). */
  const saveWith = async (extend: (next: AdminProduct) => AdminProduct, at: string): Promise<boolean> => {
    setSaved(false);
    const result = productOf(current, draft, culture);
    if (result.errors) {
      setErrors(result.errors);
      document.getElementById(Object.keys(result.errors)[0] ?? '')?.focus();
      return false;
    }
    return changePart(
      () => admin.products.update(storeId, extend(result.product), product.data?.etag ?? ''),
      at,
    );
  };
  /** A call that changes the product's colours or sizes, its answer shown (and its refusal at `at`). */
  const changePart = async (
    call: () => Promise<{ data: AdminProduct; etag: string }>,
    at: string,
  ): Promise<boolean> => {
    setPartBusy(true);
    try {
      const answer = await call();
      setPartError(undefined);
      client.setQueryData(productQuery(storeId, handle).queryKey, answer);
      void client.invalidateQueries({ queryKey: adminQueryKeys.products.lists() });
      setSaved(true);
      return true;
    } catch (error) {
      if (isStaleEditError(error)) setStale(true);
      setPartError({ at, error });
      return false;
    } finally {
      setPartBusy(false);
    }
  };
  const etag = product.data?.etag ?? '';
  const partAlert = (at: string) =>
    partError?.at === at ? (
      partErrorKey(partError.error) ? (
        <Alert tone="error">{t(partErrorKey(partError.error) as MessageKey)}</Alert>
      ) : (
        <ErrorMessage error={partError.error} />
      )
    ) : null;
  const cultures = Object.keys(current.name).length > 0 ? Object.keys(current.name) : [culture];
  return (
    <>
      <p>
        <Link href={`/products?storeId=${encodeURIComponent(storeId)}`}>{t('Product.Back')}</Link>
      </p>
      <h1>{t('Product.Title', { name: current.name[culture] ?? handle })}</h1>
      <form onSubmit={submit} noValidate>
        <section className="bo-card" aria-labelledby="product-general">
          <h2 id="product-general">{t('Product.General')}</h2>
          <TextField
            id={fieldIds.name}
            label={t('Product.Name', { culture })}
            value={draft.name}
            error={error(fieldIds.name)}
            onChange={(event) => change((next) => (next.name = event.target.value))}
          />
          <Checkbox
            label={t('Product.Listed')}
            checked={draft.listed}
            onChange={(event) => change((next) => (next.listed = event.target.checked))}
          />
          <Select
            id="product-status"
            label={t('Product.Status')}
            description={t('Product.StatusHint')}
            value={draft.status}
            onChange={(event) => change((next) => (next.status = event.target.value as AdminProductStatus))}
            options={(['active', 'draft', 'archived'] as const).map((status) => ({
              value: status,
              label: t(`Products.Status.${status}`),
            }))}
          />
          {/* The editor owns its text once open: a new version read (a save, "load theirs") opens it anew. */}
          <RichTextEditor
            key={draftVersion}
            label={t('Product.Description', { culture })}
            initialHtml={descriptionHtml(draft.description)}
            onChange={(html) => change((next) => (next.description = html))}
            description={t('Page.Sanitised')}
          />
        </section>
        {current.variants.map((variant, v) => (
          <section
            className="bo-card"
            key={variant.items[0]?.sku ?? variant.colorHex}
            aria-labelledby={`variant-${v}`}
          >
            <h2 id={`variant-${v}`}>{t('Product.Colour', { colour: colourName(variant) })}</h2>
            <PriceTable
              prices={draft.variants[v]?.prices ?? {}}
              ids={{
                price: (currency) => fieldIds.price(v, currency),
                discount: (currency) => fieldIds.discount(v, currency),
              }}
              error={error}
              onChange={(currency, field, value) =>
                change((next) => {
                  const price = next.variants[v]?.prices[currency];
                  if (price) price[field] = value;
                })
              }
            />
            <table className="bo-table">
              <caption>{t('Product.Stock')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('Product.Size')}</th>
                  <th scope="col">{t('Product.Sku')}</th>
                  <th scope="col">{t('Product.InStock')}</th>
                  <th scope="col">
                    <span className="cs-visually-hidden">{t('ProductNew.Sizes')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {variant.items.map((item, i) => (
                  <tr key={item.sku}>
                    <th scope="row" data-label={t('Product.Size')}>
                      {item.size}
                    </th>
                    <td data-label={t('Product.Sku')}>{item.sku}</td>
                    <td>
                      <TextField
                        id={fieldIds.stock(v, i)}
                        label={t('Product.StockOf', { sku: item.sku })}
                        inputMode="numeric"
                        value={draft.variants[v]?.stock[i] ?? ''}
                        error={error(fieldIds.stock(v, i))}
                        onChange={(event) =>
                          change((next) => {
                            const stock = next.variants[v]?.stock;
                            if (stock) stock[i] = event.target.value;
                          })
                        }
                      />
                    </td>
                    <td>
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={variant.items.length === 1 || partBusy}
                        onClick={() =>
                          void changePart(
                            () => admin.products.removeSize(storeId, handle, item.sku, etag),
                            `variant-${v}`,
                          )
                        }
                      >
                        {t('ProductParts.RemoveSize', {
                          size: sizeLabelText(item.size, t('ProductNew.OneSize')),
                        })}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <AddSize
              v={v}
              variant={variant}
              colourName={colourName(variant)}
              handle={handle}
              busy={partBusy}
              add={(item) =>
                saveWith(
                  (next) => ({
                    ...next,
                    variants: next.variants.map((each, i) =>
                      i === v
                        ? { ...each, items: [...each.items, { ...item, preorderDate: null, ean: '' }] }
                        : each,
                    ),
                  }),
                  `variant-${v}`,
                )
              }
            />
            {partAlert(`variant-${v}`)}
            {current.variants.length > 1 ? (
              <Button
                variant="secondary"
                disabled={partBusy}
                onClick={() =>
                  void changePart(() => admin.products.removeColour(storeId, handle, v, etag), `variant-${v}`)
                }
              >
                {t('ProductParts.RemoveColour', { colour: colourName(variant) })}
              </Button>
            ) : null}
          </section>
        ))}
        <AddColour
          currencies={currencies}
          cultures={cultures}
          handle={handle}
          busy={partBusy}
          add={(variant) =>
            saveWith(
              (next) => ({
                ...next,
                variants: [
                  ...next.variants,
                  {
                    ...variant,
                    prices: Object.fromEntries(
                      Object.entries(variant.prices).map(([currency, price]) => [
                        currency,
                        { price: price.price, discount: price.discount ?? null },
                      ]),
                    ),
                    items: variant.items.map((item) => ({ ...item, preorderDate: null, ean: '' })),
                  },
                ],
              }),
              'add-colour',
            )
          }
        />
        {partAlert('add-colour')}
        <Pictures storeId={storeId} draft={draft} change={change} />
        {stale ? (
          <div role="alert" className="bo-card">
            <p>{t('Product.Stale')}</p>
            <div className="bo-actions">
              <Button variant="primary" onClick={() => void overwrite()}>
                {t('Product.SaveMine')}
              </Button>
              <Button variant="secondary" onClick={() => void loadTheirs()}>
                {t('Product.LoadTheirs')}
              </Button>
            </div>
          </div>
        ) : save.isError ? (
          <ErrorMessage error={save.error} />
        ) : null}
        {saved ? <Alert tone="success">{t('App.Saved')}</Alert> : null}
        <Button type="submit" variant="primary" loading={save.isPending}>
          {t('App.Save')}
        </Button>
      </form>
      <ProductAddOns storeId={storeId} handle={handle} culture={culture} />
    </>
  );
}
