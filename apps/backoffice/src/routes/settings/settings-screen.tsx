/**
 * A site's settings: logo, colours and font with a live preview in the storefront's own theme
 * variables (`@clubshop/theming`) and a WCAG AA contrast check; navigation, header (usps),
 * footer and checkout countries as JSON the API checks against the contract's schemas. Saves
 * send the ETag read (a stale save is refused and the settings read again). Below, the site's VAT
 * rates per country (`vat-rates-form.tsx`).
 */
import { resolveTheme, themeToCssVariables } from '@clubshop/theming/core';
import { Alert, Button, TextField } from '@clubshop/ui-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { admin } from '../../app/admin.ts';
import { useT } from '../../app/i18n.ts';
import { useChosenSite } from '../../app/use-sites.ts';
import { ErrorMessage } from '../../components/error-message.tsx';
import { SitePicker } from '../../components/site-picker.tsx';
import { contrastChecks, isColour, type ThemingInput } from './contrast.ts';
import { settingsQuery } from './settings-queries.ts';
import { VatRatesForm } from './vat-rates-form.tsx';

const JSON_PARTS = ['mainNavigation', 'header', 'footer', 'checkoutSettings'] as const;
const emptyTheming: ThemingInput = { primaryColor: '', secondaryColor: '', textColor: '', fontFamily: '' };

export default function Settings() {
  const { t } = useT();
  const { sites, storeId, setStoreId } = useChosenSite();
  const client = useQueryClient();
  const settings = useQuery(settingsQuery(storeId));
  const [theming, setTheming] = useState<ThemingInput>(emptyTheming);
  const [logo, setLogo] = useState({ url: '', altText: '' });
  const [json, setJson] = useState('');
  const [jsonError, setJsonError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    const data = settings.data?.data;
    if (!data) return;
    setTheming({ ...emptyTheming, ...(data.theming as Partial<ThemingInput> | undefined) });
    setLogo({ url: '', altText: '', ...(data.logo as { url?: string; altText?: string } | undefined) });
    setJson(JSON.stringify(Object.fromEntries(JSON_PARTS.map((part) => [part, data[part]])), null, 2));
  }, [settings.data]);
  const save = useMutation({
    mutationFn: (change: Record<string, unknown>) =>
      admin.settings.update(storeId ?? '', change, settings.data?.etag ?? ''),
    onSuccess: (answer) => {
      client.setQueryData(settingsQuery(storeId).queryKey, answer);
      setSaved(true);
    },
    onError: () => void client.invalidateQueries({ queryKey: settingsQuery(storeId).queryKey }),
  });
  const colourError = (value: string) =>
    value && !isColour(value) ? t('Settings.ColourInvalid') : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    let parts: Record<string, unknown>;
    try {
      parts = JSON.parse(json) as Record<string, unknown>;
    } catch (error) {
      setJsonError(t('Settings.JsonInvalid', { message: (error as Error).message }));
      return;
    }
    setJsonError(undefined);
    if ([theming.primaryColor, theming.secondaryColor, theming.textColor].some((value) => colourError(value)))
      return;
    const change: Record<string, unknown> = { theming, ...(logo.url ? { logo } : {}) };
    for (const part of JSON_PARTS)
      if (parts[part] !== undefined && parts[part] !== null) change[part] = parts[part];
    save.mutate(change);
  };
  const checks = contrastChecks(theming);
  const preview = themeToCssVariables(
    resolveTheme({
      ...(isColour(theming.primaryColor) ? { primaryColor: theming.primaryColor } : {}),
      ...(isColour(theming.secondaryColor) ? { secondaryColor: theming.secondaryColor } : {}),
      ...(isColour(theming.textColor) ? { textColor: theming.textColor } : {}),
      ...(theming.fontFamily ? { fontFamily: theming.fontFamily } : {}),
    }),
  );
  const pairLabel = {
    'text-on-background': t('Settings.ContrastTextOnBackground'),
    'on-primary': t('Settings.ContrastPrimary'),
    'on-secondary': t('Settings.ContrastSecondary'),
  };
  const colourField = (name: 'primaryColor' | 'secondaryColor' | 'textColor', label: string) => (
    <TextField
      label={label}
      value={theming[name]}
      error={colourError(theming[name])}
      onChange={(event) => setTheming({ ...theming, [name]: event.target.value })}
    />
  );
  return (
    <>
      <h1>{t('Settings.Title')}</h1>
      {sites.data ? <SitePicker sites={sites.data.items} value={storeId} onChange={setStoreId} /> : null}
      {settings.isError ? <ErrorMessage error={settings.error} /> : null}
      {settings.data ? (
        <form onSubmit={submit} noValidate className="bo-settings">
          <fieldset className="bo-card">
            <legend>{t('Settings.Colours')}</legend>
            <TextField
              label={t('Settings.Logo')}
              type="url"
              value={logo.url}
              onChange={(event) => setLogo({ ...logo, url: event.target.value })}
            />
            <TextField
              label={t('Settings.LogoAlt')}
              value={logo.altText}
              onChange={(event) => setLogo({ ...logo, altText: event.target.value })}
            />
            {colourField('primaryColor', t('Settings.Primary'))}
            {colourField('secondaryColor', t('Settings.Secondary'))}
            {colourField('textColor', t('Settings.Text'))}
            <TextField
              label={t('Settings.Font')}
              value={theming.fontFamily}
              onChange={(event) => setTheming({ ...theming, fontFamily: event.target.value })}
            />
          </fieldset>
          <section className="bo-card" aria-labelledby="preview-heading">
            <h2 id="preview-heading">{t('Settings.Preview')}</h2>
            <div className="bo-preview" style={preview as React.CSSProperties} data-testid="theme-preview">
              {logo.url ? <img src={logo.url} alt={logo.altText} className="bo-preview__logo" /> : null}
              <p className="bo-preview__text">{t('Settings.PreviewText')}</p>
              <span className="bo-preview__button">{t('Settings.PreviewButton')}</span>{' '}
              <span className="bo-preview__button bo-preview__button--secondary">
                {t('Settings.PreviewButton')}
              </span>
            </div>
            <ul className="bo-contrast" aria-live="polite">
              {checks.map((check) => (
                <li key={check.pair} data-passes={check.passes}>
                  {t('Settings.Contrast', { pair: pairLabel[check.pair], ratio: check.ratio })}:{' '}
                  {check.passes
                    ? t('Settings.ContrastOk')
                    : t('Settings.ContrastFail', { minimum: check.minimum })}
                </li>
              ))}
            </ul>
          </section>
          <div className="bo-card">
            <label htmlFor="settings-json" className="bo-label">
              {t('Settings.Json')}
            </label>
            <p id="settings-json-help">{t('Settings.JsonHelp')}</p>
            <textarea
              id="settings-json"
              className="bo-code"
              rows={16}
              value={json}
              onChange={(event) => setJson(event.target.value)}
              aria-describedby={jsonError ? 'settings-json-help settings-json-error' : 'settings-json-help'}
              aria-invalid={jsonError ? true : undefined}
              spellCheck={false}
            />
            {jsonError ? (
              <p id="settings-json-error" className="bo-error">
                {jsonError}
              </p>
            ) : null}
          </div>
          {save.isError ? <ErrorMessage error={save.error} /> : null}
          {saved ? <Alert tone="success">{t('App.Saved')}</Alert> : null}
          <Button type="submit" variant="primary" loading={save.isPending}>
            {t('App.Save')}
          </Button>
        </form>
      ) : null}
      {storeId ? <VatRatesForm storeId={storeId} /> : null}
    </>
  );
}
