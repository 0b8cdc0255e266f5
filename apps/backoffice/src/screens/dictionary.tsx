/**
 * The shop's dictionary per culture: the keys it is missing (that another culture has) first,
 * each with a field to translate it, then every key with its value. Only staff of all sites may
 * change it (every club shares it): the API refuses the others with 403.
 */
import { Button, Select, TextField } from '@clubshop/ui-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { admin } from '../app/admin.ts';
import { ErrorMessage } from '../app/error-message.tsx';
import { useT } from '../app/i18n.ts';

const shopCultures = ['en', 'da', 'de', 'sv', 'nb', 'fi', 'nl', 'fr', 'es', 'it'];

export default function Dictionary() {
  const { t } = useT();
  const client = useQueryClient();
  const [culture, setCulture] = useState('en');
  const [filter, setFilter] = useState('');
  const dictionary = useQuery({
    queryKey: ['dictionary', culture],
    queryFn: () => admin.dictionary.get(culture),
  });
  const put = useMutation({
    mutationFn: (item: { alias: string; value: string }) =>
      admin.dictionary.put(culture, item.alias, item.value),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['dictionary', culture] }),
  });
  const items = (dictionary.data?.items ?? []).filter((item) =>
    item.alias.toLowerCase().includes(filter.trim().toLowerCase()),
  );
  return (
    <>
      <h1>{t('Dictionary.Title')}</h1>
      <div className="bo-filters">
        <Select
          label={t('Dictionary.Culture')}
          value={culture}
          onChange={(event) => setCulture(event.target.value)}
          options={shopCultures.map((code) => ({ value: code, label: code }))}
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
          <section className="bo-card" aria-labelledby="missing-heading">
            <h2 id="missing-heading">{t('Dictionary.Missing', { count: dictionary.data.missing.length })}</h2>
            {dictionary.data.missing.length === 0 ? <p>{t('Dictionary.NoneMissing')}</p> : null}
            <ul className="bo-plain-list">
              {dictionary.data.missing.slice(0, 50).map((alias) => (
                <li key={alias}>
                  <KeyForm alias={alias} value="" onSave={(value) => put.mutate({ alias, value })} />
                </li>
              ))}
            </ul>
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
                  <td>
                    <code>{item.alias}</code>
                  </td>
                  <td>
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
