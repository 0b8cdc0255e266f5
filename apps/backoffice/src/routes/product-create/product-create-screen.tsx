/**
 * Creates a product whole (issue 40 item 3): the site, its name in each culture of the club, a
 * handle (suggested from the name until staff type their own), a category of the site's tree,
 * its kind and status, and at least one colour with its code, a price per currency the club sells
 * in and sizes with stock. Every rule is @clubshop/validation's (the one the admin API applies);
 * the API's refusals are shown at their fields, translated, with what was typed kept. On save it
 * opens the product editor of the new product.
 */
import {
  type AdminCategoryNode,
  type AdminProductInput,
  type AdminProductStatus,
  adminQueryKeys,
} from '@clubshop/api-sdk/admin';
import { Alert, Button, Select, TextField } from '@clubshop/ui-kit';
import { isProductHandle, productKindPattern, slugOf } from '@clubshop/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { admin } from '../../app/admin.ts';
import { useT } from '../../app/i18n.ts';
import { useSites } from '../../app/use-sites.ts';
import { ErrorMessage } from '../../components/error-message.tsx';
import { SitePicker } from '../../components/site-picker.tsx';
import type { TextKey } from '../../messages/define-texts.ts';
import { categoryTreeQuery } from '../categories/categories-queries.ts';
import { clubCurrencies, missingPricesOf } from '../product-editor/product-draft.ts';
import {
  apiErrorsOf,
  type ColourDraft,
  colourFieldIds,
  colourFieldOf,
  emptyColour,
  type MessageKey,
  variantOf,
} from './colour-draft.ts';
import { ColourFields } from './colour-fields.tsx';
import type { productCreateTexts } from './product-create-texts.ts';

type Key = MessageKey;

const ids = { handle: 'new-handle', category: 'new-category', kind: 'new-kind', status: 'new-status' };
const nameId = (culture: string) => `new-name-${culture}`;
const colourPrefix = (v: number) => `new-colour-${v}`;

/** The categories of a tree below its root, depth first, indented by depth. */
function categoryOptions(nodes: readonly AdminCategoryNode[]): Array<{ value: string; label: string }> {
  return nodes.flatMap((node) => [
    ...(node.depth > 0 ? [{ value: node.key, label: `${'– '.repeat(node.depth - 1)}${node.name}` }] : []),
    ...categoryOptions(node.children),
  ]);
}

export default function ProductCreate() {
  const { t } = useT<TextKey<typeof productCreateTexts>>();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const sites = useSites();
  const [chosen, setChosen] = useState<string | undefined>(search.get('storeId') ?? undefined);
  const storeId = chosen ?? sites.data?.items[0]?.storeId;
  const site = sites.data?.items.find((candidate) => candidate.storeId === storeId);
  const culture = site?.culture ?? 'en';
  // The club's cultures, the site's first: the name is asked in each.
  const cultures = [
    ...new Set([
      culture,
      ...(sites.data?.items ?? [])
        .filter((other) => site?.clubId !== undefined && other.clubId === site.clubId)
        .flatMap((other) => (other.culture ? [other.culture] : [])),
    ]),
  ];
  const currencies = clubCurrencies(sites.data?.items ?? [], storeId ?? '');
  const tree = useQuery(categoryTreeQuery(storeId));
  const categories = categoryOptions(tree.data?.items ?? []);
  const [names, setNames] = useState<Record<string, string>>({});
  const [handle, setHandle] = useState<string | undefined>(undefined);
  const [category, setCategory] = useState('');
  const [kind, setKind] = useState('shirt');
  const [status, setStatus] = useState<AdminProductStatus>('active');
  const [colours, setColours] = useState<ColourDraft[] | undefined>(undefined);
  const [errors, setErrors] = useState<Record<string, Key>>({});
  const shownHandle = handle ?? slugOf(names[culture] ?? '');
  const shownColours = colours ?? [emptyColour(currencies)];
  const create = useMutation({
    mutationFn: (input: AdminProductInput) => admin.products.create(storeId ?? '', input),
    onSuccess: (answer) => {
      void client.invalidateQueries({ queryKey: adminQueryKeys.products.lists() });
      client.setQueryData(adminQueryKeys.products.detail(storeId ?? '', answer.data.handle), answer);
      navigate(`/products/${encodeURIComponent(storeId ?? '')}/${encodeURIComponent(answer.data.handle)}`);
    },
    onError: (error) => {
      const found = apiErrorsOf(error, (field) =>
        field === 'handle'
          ? ids.handle
          : field === 'category'
            ? ids.category
            : field === 'kind'
              ? ids.kind
              : field.startsWith('name')
                ? nameId(culture)
                : colourFieldOf(field, colourPrefix),
      );
      // A currency of a site the member does not work on: its price field, required.
      const missing = missingPricesOf(error);
      if (missing.length > 0)
        setColours(
          shownColours.map((colour, v) => {
            const next = structuredClone(colour);
            for (const field of missing)
              if (field.variant === v && !next.prices[field.currency])
                next.prices[field.currency] = { price: '', discount: '' };
            return next;
          }),
        );
      setErrors(found);
      focusFirst(found);
    },
  });
  const focusFirst = (found: Record<string, unknown>) => {
    const first = Object.keys(found)[0];
    if (first) requestAnimationFrame(() => document.getElementById(first)?.focus());
  };
  const error = (id: string) => (errors[id] ? t(errors[id]) : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, Key> = {};
    for (const each of cultures) if (!(names[each] ?? '').trim()) found[nameId(each)] = 'Form.Required';
    if (!isProductHandle(shownHandle))
      found[ids.handle] = shownHandle ? 'ProductNew.HandleInvalid' : 'Form.Required';
    if (!category) found[ids.category] = 'Form.Required';
    if (!productKindPattern.test(kind)) found[ids.kind] = 'ProductNew.KindInvalid';
    const variants = shownColours.map((colour, v) =>
      variantOf(colour, cultures, colourFieldIds(colourPrefix(v)), found, shownHandle),
    );
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    create.mutate({
      handle: shownHandle,
      name: Object.fromEntries(cultures.map((each) => [each, (names[each] ?? '').trim()])),
      category,
      kind,
      status,
      variants,
    });
  };
  const changeColour = (v: number, next: ColourDraft) =>
    setColours(shownColours.map((colour, i) => (i === v ? next : colour)));
  if (!sites.data) return sites.isError ? <ErrorMessage error={sites.error} /> : <p>{t('App.Loading')}</p>;
  return (
    <>
      <p>
        <Link href={`/products?storeId=${encodeURIComponent(storeId ?? '')}`}>{t('ProductNew.Back')}</Link>
      </p>
      <h1>{t('ProductNew.Title')}</h1>
      <form onSubmit={submit} noValidate>
        <section className="bo-card" aria-labelledby="new-general">
          <h2 id="new-general">{t('Product.General')}</h2>
          {sites.data.items.length > 1 ? (
            <SitePicker
              sites={sites.data.items}
              value={storeId}
              onChange={(next) => {
                setChosen(next);
                setCategory('');
                setColours(undefined);
              }}
            />
          ) : null}
          {cultures.map((each) => (
            <TextField
              key={each}
              id={nameId(each)}
              label={t('ProductNew.Name', { culture: each })}
              value={names[each] ?? ''}
              error={error(nameId(each))}
              onChange={(event) => setNames({ ...names, [each]: event.target.value })}
            />
          ))}
          <TextField
            id={ids.handle}
            label={t('ProductNew.Handle')}
            description={t('ProductNew.HandleHelp')}
            value={shownHandle}
            error={error(ids.handle)}
            onChange={(event) => setHandle(event.target.value)}
          />
          <Select
            id={ids.category}
            label={t('ProductNew.Category')}
            value={category}
            placeholder="—"
            error={error(ids.category)}
            onChange={(event) => setCategory(event.target.value)}
            options={categories}
          />
          <TextField
            id={ids.kind}
            label={t('ProductNew.Kind')}
            description={t('ProductNew.KindHelp')}
            value={kind}
            error={error(ids.kind)}
            onChange={(event) => setKind(event.target.value)}
          />
          <Select
            id={ids.status}
            label={t('Product.Status')}
            description={t('Product.StatusHint')}
            value={status}
            onChange={(event) => setStatus(event.target.value as AdminProductStatus)}
            options={(['active', 'draft', 'archived'] as const).map((each) => ({
              value: each,
              label: t(`Products.Status.${each}`),
            }))}
          />
        </section>
        {shownColours.map((colour, v) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a typed colour has no id of its own
          <section className="bo-card" key={v} aria-labelledby={`new-colour-title-${v}`}>
            <h2 id={`new-colour-title-${v}`}>{t('ProductNew.ColourN', { number: v + 1 })}</h2>
            <ColourFields
              colour={colour}
              prefix={colourPrefix(v)}
              handle={shownHandle}
              error={error}
              onChange={(next) => changeColour(v, next)}
            />
            {shownColours.length > 1 ? (
              <Button variant="secondary" onClick={() => setColours(shownColours.filter((_, i) => i !== v))}>
                {t('ProductNew.RemoveColourN', { number: v + 1 })}
              </Button>
            ) : null}
          </section>
        ))}
        <div className="bo-actions">
          <Button variant="secondary" onClick={() => setColours([...shownColours, emptyColour(currencies)])}>
            {t('ProductNew.AddColour')}
          </Button>
        </div>
        {Object.keys(errors).length > 0 ? <Alert tone="error">{t('ProductNew.Check')}</Alert> : null}
        {create.isError && Object.keys(errors).length === 0 ? <ErrorMessage error={create.error} /> : null}
        <Button type="submit" variant="primary" loading={create.isPending}>
          {t('ProductNew.Create')}
        </Button>
      </form>
    </>
  );
}
