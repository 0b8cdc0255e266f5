/**
 * A site's VAT rates (issue 40 item 5, decision 0105), on the settings screen: the rate included
 * in its prices per destination country, each editable, and a country added with its rate. A rate
 * is checked with the rule of `@clubshop/validation` before it is sent; the API checks it again
 * (400 naming `ratePercent`). Placed orders keep the rate they recorded.
 */
import { adminQueryKeys } from '@clubshop/api-sdk/admin';
import { Alert, Button, TextField } from '@clubshop/ui-kit';
import { isVatRatePercent, vatCountryPattern } from '@clubshop/validation';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { admin } from '../../app/admin.ts';
import { useT } from '../../app/i18n.ts';
import { ErrorMessage } from '../../components/error-message.tsx';

/** `GET /sites/{storeId}/vat-rates`. */
const vatRatesQuery = (storeId: string) =>
  queryOptions({
    queryKey: adminQueryKeys.vatRates.detail(storeId),
    queryFn: () => admin.vatRates.get(storeId),
  });

/** A typed rate as a number (`7,7` and `7.7` alike), or NaN. */
const rateOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

export function VatRatesForm({ storeId }: { storeId: string }) {
  const { t, locale } = useT();
  const client = useQueryClient();
  const rates = useQuery(vatRatesQuery(storeId));
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [newCountry, setNewCountry] = useState('');
  const [newRate, setNewRate] = useState('');
  const [checked, setChecked] = useState(false);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (!rates.data) return;
    setTyped(
      Object.fromEntries(
        rates.data.rates.map((rate) => [rate.country, rate.ratePercent.toLocaleString(locale)]),
      ),
    );
  }, [rates.data, locale]);
  const rateError = (text: string) =>
    checked && !isVatRatePercent(rateOf(text)) ? t('Admin.Validation.VatRate') : undefined;
  const countryError =
    checked && newRate.trim() !== '' && !vatCountryPattern.test(newCountry.trim())
      ? t('Settings.VatCountryInvalid')
      : undefined;
  const save = useMutation({
    mutationFn: async (changes: Array<[string, number]>) => {
      let answer = rates.data;
      for (const [country, ratePercent] of changes)
        answer = await admin.vatRates.set(storeId, country, ratePercent);
      return answer;
    },
    onSuccess: (answer) => {
      if (answer) client.setQueryData(vatRatesQuery(storeId).queryKey, answer);
      setNewCountry('');
      setNewRate('');
      setChecked(false);
      setSaved(true);
    },
    onError: () => void client.invalidateQueries({ queryKey: vatRatesQuery(storeId).queryKey }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    setChecked(true);
    const entries = Object.entries(typed);
    if (newRate.trim() !== '' || newCountry.trim() !== '')
      entries.push([newCountry.trim().toUpperCase(), newRate]);
    const bad =
      entries.some(([, text]) => !isVatRatePercent(rateOf(text))) ||
      (newRate.trim() !== '' && !vatCountryPattern.test(newCountry.trim()));
    if (bad) return;
    const known = new Map((rates.data?.rates ?? []).map((rate) => [rate.country, rate.ratePercent]));
    save.mutate(
      entries
        .map(([country, text]): [string, number] => [country, rateOf(text)])
        .filter(([country, rate]) => known.get(country) !== rate),
    );
  };
  return (
    <form onSubmit={submit} noValidate className="bo-card" aria-labelledby="vat-heading">
      <h2 id="vat-heading">{t('Settings.Vat')}</h2>
      <p>{t('Settings.VatHelp')}</p>
      {rates.isError ? <ErrorMessage error={rates.error} /> : null}
      {Object.entries(typed).map(([country, text]) => (
        <TextField
          key={country}
          label={t('Settings.VatRate', { country })}
          inputMode="decimal"
          value={text}
          error={rateError(text)}
          onChange={(event) => setTyped({ ...typed, [country]: event.target.value })}
        />
      ))}
      <TextField
        label={t('Settings.VatNewCountry')}
        value={newCountry}
        maxLength={2}
        error={countryError}
        onChange={(event) => setNewCountry(event.target.value)}
      />
      <TextField
        label={t('Settings.VatNewRate')}
        inputMode="decimal"
        value={newRate}
        error={newRate.trim() !== '' || newCountry.trim() !== '' ? rateError(newRate) : undefined}
        onChange={(event) => setNewRate(event.target.value)}
      />
      {save.isError ? <ErrorMessage error={save.error} /> : null}
      {saved ? <Alert tone="success">{t('App.Saved')}</Alert> : null}
      <Button type="submit" variant="primary" loading={save.isPending}>
        {t('Settings.VatSave')}
      </Button>
    </form>
  );
}
