/**
 * Sites (staff of all sites, area `sites`; issue 40): the sites of the shop, and a form that
 * launches a new club with its first site, or adds a country (a site with its host, language and
 * currency) to a club (`POST /admin/api/sites` with name or clubId, host, culture, currency and
 * country), so a club is started and grown without the CLI. The API checks every field
 * (`newShopSchema` of the commerce API); a 400 is shown at the fields it names, a 409 (the host or
 * the club taken) at the form. The new site is then in every screen's site picker.
 */
import { isHttpError } from '@clubshop/api-sdk';
import { adminQueryKeys, type NewSiteInput } from '@clubshop/api-sdk/admin';
import { Alert, Button, Select, TextField } from '@clubshop/ui-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { admin } from '../../app/admin.ts';
import { useFieldErrors } from '../../app/form-errors.ts';
import { useT } from '../../app/i18n.ts';
import { useSites } from '../../app/use-sites.ts';
import { DataTable } from '../../components/data-table.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import type { TextKey } from '../../messages/define-texts.ts';
import type { sitesTexts } from './sites-texts.ts';

/** The languages a new site's shop can speak (those the storefront ships), by their own names. */
const cultures = [
  { value: 'da', label: 'Dansk' },
  { value: 'de', label: 'Deutsch' },
  { value: 'en', label: 'English' },
] as const;

const fieldsShown = ['clubId', 'name', 'host', 'culture', 'currency', 'country'] as const;

export default function Sites() {
  const { t } = useT<TextKey<typeof sitesTexts>>();
  const client = useQueryClient();
  const sites = useSites();
  const [values, setValues] = useState({
    clubId: '',
    name: '',
    host: '',
    culture: 'da',
    currency: 'DKK',
    country: '',
  });
  const [created, setCreated] = useState<string | undefined>();
  const fields = useFieldErrors();
  const { errors, formRef } = fields;
  const create = useMutation({
    mutationFn: () => {
      const input: NewSiteInput = {
        ...(values.clubId ? { clubId: values.clubId } : { name: values.name }),
        host: values.host,
        culture: values.culture,
        currency: values.currency,
        ...(values.country.trim() ? { country: values.country } : {}),
      };
      return admin.sites.create(input);
    },
    onSuccess: (site) => {
      setCreated(
        values.clubId
          ? t('Sites.Added', { club: values.clubId, storeId: site.storeId })
          : t('Sites.Created', { name: values.name.trim(), storeId: site.storeId }),
      );
      setValues({ ...values, name: '', host: '', country: '' });
      void client.invalidateQueries({ queryKey: adminQueryKeys.sites.all });
    },
    onError: (error) => fields.show(fields.fromApi(error, fieldsShown)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCreated(undefined);
    fields.clear();
    create.mutate();
  };
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });
  const clubs = [...new Set((sites.data?.items ?? []).map((site) => site.clubId ?? ''))]
    .filter(Boolean)
    .sort();
  const conflict = create.error && isHttpError(create.error) && create.error.status === 409;
  return (
    <>
      <h1>{t('Sites.Title')}</h1>
      {sites.isError ? <ErrorMessage error={sites.error} /> : null}
      {sites.data ? (
        <DataTable
          caption={t('Sites.Title')}
          rows={sites.data.items}
          rowKey={(site) => site.storeId}
          columns={[
            { id: 'site', header: t('Sites.Site'), cell: (site) => site.storeId },
            { id: 'host', header: t('Sites.Host'), cell: (site) => site.hostName ?? '' },
            { id: 'culture', header: t('Sites.Culture'), cell: (site) => site.culture ?? '' },
            { id: 'currency', header: t('Sites.Currency'), cell: (site) => site.currency ?? '' },
          ]}
        />
      ) : null}
      <form ref={formRef} onSubmit={submit} noValidate className="bo-card" aria-labelledby="new-club">
        <h2 id="new-club">{t('Sites.New')}</h2>
        <p className="bo-help">{t('Sites.NewHelp')}</p>
        <Select
          id="site-club"
          label={t('Sites.Club')}
          value={values.clubId}
          error={errors.clubId}
          onChange={set('clubId')}
          options={[
            { value: '', label: t('Sites.NewClub') },
            ...clubs.map((club) => ({ value: club, label: club })),
          ]}
        />
        {values.clubId ? null : (
          <TextField
            id="site-name"
            label={t('Sites.Name')}
            required
            autoComplete="off"
            value={values.name}
            error={errors.name}
            onChange={set('name')}
          />
        )}
        <TextField
          id="site-host"
          label={t('Sites.Host')}
          description={t('Sites.HostHelp')}
          required
          autoComplete="off"
          spellCheck={false}
          value={values.host}
          error={errors.host}
          onChange={set('host')}
        />
        <Select
          id="site-culture"
          label={t('Sites.Culture')}
          value={values.culture}
          error={errors.culture}
          onChange={set('culture')}
          options={cultures}
        />
        <TextField
          id="site-currency"
          label={t('Sites.Currency')}
          description={t('Sites.CurrencyHelp')}
          required
          autoComplete="off"
          value={values.currency}
          error={errors.currency}
          onChange={set('currency')}
        />
        <TextField
          id="site-country"
          label={t('Sites.Country')}
          description={t('Sites.CountryHelp')}
          autoComplete="off"
          value={values.country}
          error={errors.country}
          onChange={set('country')}
        />
        {create.isError && Object.keys(errors).length === 0 ? (
          conflict && isHttpError(create.error) ? (
            <Alert tone="error">{t('Sites.Taken', { message: create.error.errors[0]?.message ?? '' })}</Alert>
          ) : (
            <ErrorMessage error={create.error} />
          )
        ) : null}
        {created ? <Alert tone="success">{created}</Alert> : null}
        <Button type="submit" variant="primary" loading={create.isPending}>
          {values.clubId ? t('Sites.Add') : t('Sites.Create')}
        </Button>
      </form>
    </>
  );
}
