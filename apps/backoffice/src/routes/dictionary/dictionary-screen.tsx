/**
 * The shop's dictionary per culture, the chosen site's culture first: the keys it has no text for
 * (issue 44), each with the English text shoppers see meanwhile and a field to translate it, then
 * every key with its value. Only staff of all sites may change it (every club shares it): the API
 * refuses the others with 403.
 */
import { Button, Select, TextField } from '@clubshop/ui-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { admin } from '../../app/admin.ts';
import { useT } from '../../app/i18n.ts';
import { useChosenSite } from '../../app/use-sites.ts';
import { ErrorMessage } from '../../components/error-message.tsx';
import { SitePicker } from '../../components/site-picker.tsx';
import { dictionaryQuery } from './dictionary-queries.ts';
import { culturesToChoose, untranslatedRows } from './untranslated-keys.ts';

const shopCultures = ['en', 'da', 'de', 'sv', 'nb', 'fi', 'nl', 'fr', 'es', 'it'];

export default function Dictionary() {
  const { t } = useT();
  const client = useQueryClient();
  const { sites, storeId, setStoreId } = useChosenSite();
  const siteCulture = sites.data?.items.find((site) => site.storeId === storeId)?.culture;
  // The chosen site's culture until another culture is chosen.
  const [chosenCulture, setCulture] = useState<string | undefined>(undefined);
  const culture = chosenCulture ?? siteCulture ?? 'en';
  const [filter, setFilter] = useState('');
  const dictionary = useQuery(dictionaryQuery(culture));
  const put = useMutation({
    mutationFn: (item: { alias: string; value: string }) =>
      admin.dictionary.put(culture, item.alias, item.value),
    onSuccess: () => void client.invalidateQueries({ queryKey: dictionaryQuery(culture).queryKey }),
  });
  const items = (dictionary.data?.items ?? []).filter((item) =>
    item.alias.toLowerCase().includes(filter.trim().toLowerCase()),
  );
  const untranslated = dictionary.data ? untranslatedRows(dictionary.data, filter) : undefined;
  const fallbackCulture = dictionary.data?.fallbackCulture ?? 'en';
  return (
    <>
      <h1>{t('Dictionary.Title')}</h1>
      <div className="bo-filters">
        {sites.data ? (
          <SitePicker
            sites={sites.data.items}
            value={storeId}
            onChange={(next) => {
              setStoreId(next);
              setCulture(undefined);
            }}
          />
        ) : null}
        <Select
          label={t('Dictionary.Culture')}
          value={culture}
          onChange={(event) => setCulture(event.target.value)}
          options={culturesToChoose(shopCultures, sites.data?.items ?? []).map((code) => ({
            value: code,
            label: code,
          }))}
        />
        <TextField
          label={t('Dictionary.Filter')}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      </div>
      {dictionary.isError ? <ErrorMessage error={dictionary.error} /> : null}
      {put.isError ? <ErrorMessage error={put.error} /> : null}
      {dictionary.data ? (
        <>
          <section className="bo-card" aria-labelledby="untranslated-heading">
            <h2 id="untranslated-heading">
              {t('Dictionary.Untranslated', { culture, count: dictionary.data.untranslated.length })}
            </h2>
            {dictionary.data.untranslated.length === 0 ? (
              <p>{t('Dictionary.NoneMissing')}</p>
            ) : (
              <p>{t('Dictionary.UntranslatedHelp', { fallback: fallbackCulture })}</p>
            )}
            {untranslated && untranslated.rows.length > 0 ? (
              <table className="bo-table">
                <caption className="bo-visually-hidden">
                  {t('Dictionary.Untranslated', { culture, count: dictionary.data.untranslated.length })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('Dictionary.Key')}</th>
                    <th scope="col">{t('Dictionary.Fallback', { fallback: fallbackCulture })}</th>
                    <th scope="col">{t('Dictionary.Value')}</th>
                  </tr>
                </thead>
                <tbody>
                  {untranslated.rows.map((key) => (
                    <tr key={key.alias}>
                      <td data-label={t('Dictionary.Key')}>
                        <code>{key.alias}</code>
                      </td>
                      <td
                        lang={fallbackCulture}
                        data-label={t('Dictionary.Fallback', { fallback: fallbackCulture })}
                      >
                        {key.fallback}
                      </td>
                      <td data-label={t('Dictionary.Value')}>
                        <KeyForm
                          alias={key.alias}
                          value=""
                          onSave={(value) => put.mutate({ alias: key.alias, value })}
                          compact
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
            {untranslated && untranslated.total > untranslated.rows.length ? (
              <p>
                {t('Dictionary.ShowingFirst', { shown: untranslated.rows.length, count: untranslated.total })}
              </p>
            ) : null}
          </section>
          <table className="bo-table">
            <caption className="bo-visually-hidden">{t('Dictionary.Title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('Dictionary.Key')}</th>
                <th scope="col">{t('Dictionary.Value')}</th>
              </tr>
            </thead>
            <tbody>
              {items.slice(0, 200).map((item) => (
                <tr key={item.alias}>
                  <td data-label={t('Dictionary.Key')}>
                    <code>{item.alias}</code>
                  </td>
                  <td data-label={t('Dictionary.Value')}>
                    <KeyForm
                      alias={item.alias}
                      value={item.value ?? ''}
                      onSave={(value) => put.mutate({ alias: item.alias, value })}
                      compact
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </>
  );
}

/** One key's translation with its own save button. */
function KeyForm(props: {
  alias: string;
  value: string;
  onSave: (value: string) => void;
  compact?: boolean;
}) {
  const { t } = useT();
  const [value, setValue] = useState(props.value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSave(value);
  };
  return (
    <form onSubmit={submit} className="bo-inline-form">
      <TextField
        label={
          props.compact ? (
            <span className="bo-visually-hidden">{t('Dictionary.Translate', { key: props.alias })}</span>
          ) : (
            t('Dictionary.Translate', { key: props.alias })
          )
        }
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" size="sm" variant="secondary">
        {t('App.Save')}
        <span className="bo-visually-hidden"> {props.alias}</span>
      </Button>
    </form>
  );
}
