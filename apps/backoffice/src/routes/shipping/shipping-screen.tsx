/**
 * Shipping methods of a site and their drop points (decision 0049): the methods the site offers
 * (its own and those every site shares), a form to add or change one (name and delivery time in
 * the site's culture, price and free-from amount in its currency, destination countries one per
 * method), and, for a method with drop points, its stored points: added one by one, removed, or
 * replaced whole by a JSON list. The forms check the rules of `@clubshop/validation` (the ones
 * the API applies) before sending and show each error, or the field the API names, at its field
 * in the staff's language (decision 0054).
 */
import type { AdminShippingMethod, ShippingKind } from '@clubshop/api-sdk/admin';
import { Alert, Button, Checkbox, Select, TextAreaField, TextField } from '@clubshop/ui-kit';
import {
  dropPointFormSchema,
  dropPointImportFormSchema,
  issueToFormError,
  shippingMethodChangeFormSchema,
  shippingMethodFormSchema,
} from '@clubshop/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { admin } from '../../app/admin.ts';
import { ErrorMessage } from '../../components/error-message.tsx';
import { useFieldErrors, useFieldErrorText } from '../../app/form-errors.ts';
import { useT } from '../../app/i18n.ts';
import { fromMinor, parseAmountToMinor } from '../../app/money.ts';
import { SitePicker } from '../../components/site-picker.tsx';
import { useMe } from '../../app/use-me.ts';
import { useChosenSite } from '../../app/use-sites.ts';

const kinds: readonly ShippingKind[] = ['home', 'parcelShop', 'express'];

/** The API's fields the method form shows under another name (one currency of `prices`). */
const fieldOf = { prices: 'price' };
/** The fields the method form shows an error at. */
const shownFields = ['country', 'kind', 'carrier', 'name', 'deliveryTime', 'price', 'freeFrom'];

interface MethodForm {
  country: string;
  kind: ShippingKind;
  carrier: string;
  name: string;
  deliveryTime: string;
  price: string;
  freeFrom: string;
  hasDropPoints: boolean;
  everySite: boolean;
}

const emptyForm: MethodForm = {
  country: '',
  kind: 'home',
  carrier: '',
  name: '',
  deliveryTime: '',
  price: '',
  freeFrom: '',
  hasDropPoints: false,
  everySite: false,
};

/** A method as the form shows it, in the site's culture and currency. */
function formOf(method: AdminShippingMethod, culture: string, currency: string): MethodForm {
  const amount = (minor: number | undefined) => (minor === undefined ? '' : String(fromMinor(minor)));
  return {
    country: method.country,
    kind: method.kind,
    carrier: method.carrier,
    name: method.name[culture] ?? '',
    deliveryTime: method.deliveryTime[culture] ?? '',
    price: method.prices[currency] === 0 ? '0' : amount(method.prices[currency]),
    freeFrom: amount(method.freeFrom?.[currency]),
    hasDropPoints: method.hasDropPoints,
    everySite: method.storeId === null,
  };
}

export default function Shipping() {
  const { t } = useT();
  const me = useMe();
  const client = useQueryClient();
  const { sites, storeId, setStoreId } = useChosenSite();
  const site = sites.data?.items.find((candidate) => candidate.storeId === storeId);
  const currency = site?.currency ?? 'EUR';
  const culture = (site?.culture ?? 'en').slice(0, 2);
  const allSites = me.data?.sites === 'all';
  const methods = useQuery({
    queryKey: ['shipping', storeId],
    queryFn: () => admin.shippingMethods.list({ storeId: storeId ?? '' }),
    enabled: Boolean(storeId),
  });
  const [editing, setEditing] = useState<AdminShippingMethod | 'new' | undefined>();
  const [pointsOf, setPointsOf] = useState<AdminShippingMethod | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const refresh = () => void client.invalidateQueries({ queryKey: ['shipping'] });
  const mayChange = (method: AdminShippingMethod) => method.storeId !== null || allSites;
  return (
    <>
      <h1>{t('Shipping.Title')}</h1>
      {sites.data ? <SitePicker sites={sites.data.items} value={storeId} onChange={setStoreId} /> : null}
      {methods.isError ? <ErrorMessage error={methods.error} /> : null}
      {done ? <Alert tone="success">{done}</Alert> : null}
      {methods.data ? (
        <table className="bo-table">
          <caption className="bo-visually-hidden">{t('Shipping.Title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Shipping.Name')}</th>
              <th scope="col">{t('Shipping.Country')}</th>
              <th scope="col">{t('Shipping.Carrier')}</th>
              <th scope="col">{t('Shipping.PriceIn', { currency })}</th>
              <th scope="col">{t('Voucher.Site')}</th>
              <th scope="col">{t('Voucher.Actions')}</th>
            </tr>
          </thead>
          <tbody>
            {methods.data.items.map((method) => {
              const name = method.name[culture] ?? Object.values(method.name)[0] ?? method.id;
              return (
                <tr key={method.id}>
                  <td>{name}</td>
                  <td>{method.country === '*' ? t('Shipping.OtherCountries') : method.country}</td>
                  <td>{method.carrier}</td>
                  <td>{method.prices[currency] === undefined ? '–' : fromMinor(method.prices[currency])}</td>
                  <td>{method.storeId ?? t('Voucher.EverySite')}</td>
                  <td>
                    <div className="bo-actions">
                      {mayChange(method) ? (
                        <Button
                          variant="secondary"
                          aria-label={t('Shipping.EditMethod', { name })}
                          onClick={() => setEditing(method)}
                        >
                          {t('Voucher.Edit')}
                        </Button>
                      ) : null}
                      {method.hasDropPoints ? (
                        <Button
                          variant="secondary"
                          aria-label={t('Shipping.DropPointsOf', { name })}
                          onClick={() => setPointsOf(method)}
                        >
                          {t('Shipping.DropPoints')}
                        </Button>
                      ) : null}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      <Button variant="secondary" onClick={() => setEditing('new')}>
        {t('Shipping.Create')}
      </Button>
      {editing && storeId ? (
        <MethodEditor
          key={editing === 'new' ? 'new' : editing.id}
          method={editing === 'new' ? undefined : editing}
          storeId={storeId}
          culture={culture}
          currency={currency}
          allSites={allSites}
          onDone={(message) => {
            setEditing(undefined);
            setDone(message);
            refresh();
          }}
          onCancel={() => setEditing(undefined)}
        />
      ) : null}
      {pointsOf ? (
        <DropPoints key={pointsOf.id} method={pointsOf} mayChange={mayChange(pointsOf)} culture={culture} />
      ) : null}
    </>
  );
}

/** Adds or changes a method (a change is read first for its ETag; a stale one is refused, 412). */
function MethodEditor(props: {
  method: AdminShippingMethod | undefined;
  storeId: string;
  culture: string;
  currency: string;
  allSites: boolean;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  const { method, culture, currency } = props;
  const [form, setForm] = useState<MethodForm>(method ? formOf(method, culture, currency) : emptyForm);
  const {
    errors,
    formRef,
    check: schemaErrors,
    fromApi: apiFieldErrors,
    show: showErrors,
  } = useFieldErrors();
  /** The method's fields as the API takes them: the form's culture and currency over the stored others. */
  const changeOf = (price: number, freeFrom: number | null) => {
    const rest = { ...(method?.freeFrom ?? {}) };
    delete rest[currency];
    const allFreeFrom = freeFrom === null ? rest : { ...rest, [currency]: freeFrom };
    return {
      country: form.country,
      kind: form.kind,
      carrier: form.carrier,
      name: { ...(method?.name ?? {}), [culture]: form.name },
      deliveryTime: { ...(method?.deliveryTime ?? {}), [culture]: form.deliveryTime },
      prices: { ...(method?.prices ?? {}), [currency]: price },
      freeFrom: Object.keys(allFreeFrom).length > 0 ? allFreeFrom : null,
      hasDropPoints: form.hasDropPoints,
    };
  };
  const save = useMutation({
    mutationFn: async (change: ReturnType<typeof changeOf>) => {
      if (!method) {
        return admin.shippingMethods.create({
          ...change,
          storeId: props.allSites && form.everySite ? null : props.storeId,
        });
      }
      const { etag } = await admin.shippingMethods.get(method.id);
      return admin.shippingMethods.update(method.id, change, etag);
    },
    onSuccess: () => props.onDone(t(method ? 'Shipping.Updated' : 'Shipping.Created')),
    onError: (error) => {
      showErrors(apiFieldErrors(error, shownFields, fieldOf));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Money is typed in major units: text that is no amount is the form's own error; the rules
    // of every field (amounts included) are the schema's, the ones the API applies.
    const price = form.price.trim() === '0' ? 0 : parseAmountToMinor(form.price);
    const freeFrom = form.freeFrom.trim() === '' ? null : parseAmountToMinor(form.freeFrom);
    const change = changeOf(price ?? 0, freeFrom ?? null);
    const found = schemaErrors(
      method ? shippingMethodChangeFormSchema : shippingMethodFormSchema,
      change,
      fieldOf,
    );
    if (price === undefined) found.price = t('Product.AmountInvalid');
    if (freeFrom === undefined) found.freeFrom = t('Product.AmountInvalid');
    showErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(change);
  };
  const field = (
    key: 'country' | 'carrier' | 'name' | 'deliveryTime' | 'price' | 'freeFrom',
    label: string,
  ) => (
    <TextField
      id={`method-${key}`}
      label={label}
      required={key !== 'freeFrom'}
      value={form[key]}
      error={errors[key]}
      onChange={(event) => setForm({ ...form, [key]: event.target.value })}
    />
  );
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="bo-card" aria-labelledby="method-editor">
      <h2 id="method-editor">{method ? t('Shipping.EditTitle', { id: method.id }) : t('Shipping.Create')}</h2>
      {field('country', t('Shipping.CountryField'))}
      <Select
        id="method-kind"
        label={t('Shipping.Kind')}
        value={form.kind}
        error={errors.kind}
        onChange={(event) => setForm({ ...form, kind: event.target.value as ShippingKind })}
        options={kinds.map((kind) => ({ value: kind, label: t(`Shipping.Kind.${kind}`) }))}
      />
      {field('carrier', t('Shipping.Carrier'))}
      {field('name', t('Shipping.NameIn', { culture }))}
      {field('deliveryTime', t('Shipping.DeliveryTimeIn', { culture }))}
      {field('price', t('Shipping.PriceIn', { currency }))}
      {field('freeFrom', t('Shipping.FreeFromIn', { currency }))}
      <Checkbox
        label={t('Shipping.HasDropPoints')}
        checked={form.hasDropPoints}
        onChange={(event) => setForm({ ...form, hasDropPoints: event.target.checked })}
      />
      {!method && props.allSites ? (
        <Checkbox
          label={t('Voucher.ForEverySite')}
          checked={form.everySite}
          onChange={(event) => setForm({ ...form, everySite: event.target.checked })}
        />
      ) : null}
      {save.isError && Object.keys(errors).length === 0 ? <ErrorMessage error={save.error} /> : null}
      <div className="bo-actions">
        <Button type="submit" variant="primary" loading={save.isPending}>
          {t('App.Save')}
        </Button>
        <Button variant="secondary" onClick={props.onCancel}>
          {t('Staff.Cancel')}
        </Button>
      </div>
    </form>
  );
}

/** A method's stored drop points: the list, removing one, adding one, and a JSON import. */
function DropPoints(props: { method: AdminShippingMethod; mayChange: boolean; culture: string }) {
  const { t } = useT();
  const client = useQueryClient();
  const { method } = props;
  const name = method.name[props.culture] ?? method.id;
  const points = useQuery({
    queryKey: ['drop-points', method.id],
    queryFn: () => admin.dropPoints.list(method.id),
  });
  const refresh = () => void client.invalidateQueries({ queryKey: ['drop-points', method.id] });
  const emptyPoint = {
    name: '',
    street: '',
    zipCode: '',
    city: '',
    country: method.country === '*' ? '' : method.country,
    openingHours: '',
  };
  const [point, setPoint] = useState(emptyPoint);
  const pointFields = useFieldErrors();
  const pointErrors = pointFields.errors;
  const pointInput = () => ({
    ...point,
    openingHours: point.openingHours
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  });
  const [json, setJson] = useState('');
  const [jsonError, setJsonError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | undefined>();
  const add = useMutation({
    mutationFn: () => admin.dropPoints.create(method.id, pointInput()),
    onSuccess: () => {
      setPoint(emptyPoint);
      setMessage(t('DropPoints.Added'));
      refresh();
    },
    onError: (error) => {
      pointFields.show(
        pointFields.fromApi(error, ['name', 'street', 'zipCode', 'city', 'country', 'hours'], {
          openingHours: 'hours',
        }),
      );
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => admin.dropPoints.remove(method.id, id),
    onSuccess: () => {
      setMessage(t('DropPoints.Removed'));
      refresh();
    },
  });
  const importAll = useMutation({
    mutationFn: (list: Parameters<typeof admin.dropPoints.import>[1]) =>
      admin.dropPoints.import(method.id, list),
    onSuccess: ({ data }) => {
      setJson('');
      setMessage(t('DropPoints.Imported', { count: data.imported }));
      refresh();
    },
  });
  const text = useFieldErrorText();
  const submitImport = (event: FormEvent) => {
    event.preventDefault();
    try {
      const list = JSON.parse(json) as unknown;
      if (!Array.isArray(list)) throw new Error('not a list');
      // The import's rules (each point's fields, at most 2000, ids once): the first error, with its line.
      const result = v.safeParse(dropPointImportFormSchema, list);
      if (!result.success) {
        const [issue] = result.issues;
        const path = v.getDotPath(issue);
        setJsonError(`${path ? `${path}: ` : ''}${text(issueToFormError(issue))}`);
        return;
      }
      setJsonError(undefined);
      importAll.mutate(list);
    } catch {
      setJsonError(t('DropPoints.JsonInvalid'));
    }
  };
  return (
    <section className="bo-card" aria-labelledby="drop-points">
      <h2 id="drop-points">{t('DropPoints.Title', { name })}</h2>
      {points.isError ? <ErrorMessage error={points.error} /> : null}
      {message ? <Alert tone="success">{message}</Alert> : null}
      {remove.isError ? <ErrorMessage error={remove.error} /> : null}
      {points.data && points.data.items.length === 0 ? <p>{t('DropPoints.None')}</p> : null}
      {points.data && points.data.items.length > 0 ? (
        <table className="bo-table">
          <caption className="bo-visually-hidden">{t('DropPoints.Title', { name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('DropPoints.Name')}</th>
              <th scope="col">{t('DropPoints.Address')}</th>
              <th scope="col">{t('DropPoints.Hours')}</th>
              {props.mayChange ? <th scope="col">{t('Voucher.Actions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {points.data.items.map((stored) => (
              <tr key={stored.id}>
                <td>{stored.name}</td>
                <td>
                  {stored.street}, {stored.zipCode} {stored.city}, {stored.country}
                </td>
                <td>{stored.openingHours.join('; ')}</td>
                {props.mayChange ? (
                  <td>
                    <Button
                      variant="secondary"
                      aria-label={t('DropPoints.RemoveOne', { name: stored.name })}
                      onClick={() => remove.mutate(stored.id)}
                    >
                      {t('DropPoints.Remove')}
                    </Button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {props.mayChange ? (
        <>
          <form
            ref={pointFields.formRef}
            onSubmit={(event) => {
              event.preventDefault();
              const found = pointFields.check(dropPointFormSchema, pointInput(), { openingHours: 'hours' });
              pointFields.show(found);
              if (Object.keys(found).length === 0) add.mutate();
            }}
            noValidate
            aria-labelledby="add-drop-point"
          >
            <h3 id="add-drop-point">{t('DropPoints.Add')}</h3>
            {(['name', 'street', 'zipCode', 'city', 'country'] as const).map((key) => (
              <TextField
                key={key}
                id={`drop-point-${key}`}
                label={t(`DropPoints.Field.${key}`)}
                required
                value={point[key]}
                error={pointErrors[key]}
                onChange={(event) => setPoint({ ...point, [key]: event.target.value })}
              />
            ))}
            <TextAreaField
              id="drop-point-hours"
              label={t('DropPoints.Hours')}
              description={t('DropPoints.HoursHelp')}
              value={point.openingHours}
              error={pointErrors.hours}
              onChange={(event) => setPoint({ ...point, openingHours: event.target.value })}
            />
            {add.isError && Object.keys(pointErrors).length === 0 ? <ErrorMessage error={add.error} /> : null}
            <Button type="submit" variant="primary" loading={add.isPending}>
              {t('DropPoints.Add')}
            </Button>
          </form>
          <form onSubmit={submitImport} noValidate aria-labelledby="import-drop-points">
            <h3 id="import-drop-points">{t('DropPoints.Import')}</h3>
            <TextAreaField
              id="drop-points-json"
              label={t('DropPoints.Json')}
              description={t('DropPoints.JsonHelp')}
              value={json}
              error={jsonError}
              onChange={(event) => setJson(event.target.value)}
            />
            {importAll.isError ? <ErrorMessage error={importAll.error} /> : null}
            <Button type="submit" variant="secondary" loading={importAll.isPending}>
              {t('DropPoints.Import')}
            </Button>
          </form>
        </>
      ) : null}
    </section>
  );
}
