/**
 * Two-step sign-in of the member themselves (decision 0074): start a setup (the API answers the
 * key once, as text and as an `otpauth://` link for the authenticator app), confirm it with the
 * app's first code, then keep the ten recovery codes shown this once. Owners must; the shell
 * shows them nothing else until it is done. Set up, it says how many recovery codes are left and
 * how to get back in without the phone (`clubshop staff reset-2fa`).
 */
import { isHttpError } from '@clubshop/api-sdk';
import { adminQueryKeys, type TwoFactorSetup } from '@clubshop/api-sdk/admin';
import { Alert, Button } from '@clubshop/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { admin } from '../../app/admin.ts';
import { useT } from '../../app/i18n.ts';
import { twoFactorOf } from '../../app/two-factor-state.ts';
import { useMe } from '../../app/use-me.ts';
import { CodeForm } from '../../components/code-form.tsx';
import { RecoveryCodes } from '../../components/recovery-codes.tsx';

/** The secret in groups of four, easier to type (apps ignore the spaces). */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

export default function TwoFactor() {
  const { t } = useT();
  const me = useMe();
  const client = useQueryClient();
  const [setup, setSetup] = useState<TwoFactorSetup | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | undefined>();
  const [busy, setBusy] = useState(false);
  if (!me.data) return null;
  const state = twoFactorOf(me.data);

  async function start() {
    setBusy(true);
    setError(undefined);
    try {
      setSetup(await admin.twoFactor.start());
    } catch (failure) {
      setError(t('App.Error', { message: isHttpError(failure) ? String(failure.status) : String(failure) }));
    } finally {
      setBusy(false);
    }
  }

  async function confirm(code: string) {
    setBusy(true);
    setError(undefined);
    try {
      setRecoveryCodes((await admin.twoFactor.confirm(code)).recoveryCodes);
    } catch {
      setError(t('TwoFactor.Wrong'));
    } finally {
      setBusy(false);
    }
  }

  if (recoveryCodes)
    return (
      <RecoveryCodes
        codes={recoveryCodes}
        onKept={() => void client.invalidateQueries({ queryKey: adminQueryKeys.me() })}
      />
    );

  return (
    <section aria-labelledby="two-factor-title">
      <h1 id="two-factor-title">{t('TwoFactor.Title')}</h1>
      {state.enabled ? (
        <>
          <Alert tone="success">{t('TwoFactor.Enabled', { count: state.recoveryCodesLeft })}</Alert>
          <p>{t('TwoFactor.Lost')}</p>
          <p>
            <Link href="/two-factor/settings">{t('TwoFactor.Settings')}</Link>
          </p>
        </>
      ) : (
        <>
          {state.required ? <Alert tone="warning">{t('TwoFactor.Required')}</Alert> : null}
          <p>{t('TwoFactor.Intro')}</p>
          {setup ? (
            <>
              <p>{t('TwoFactor.Step1')}</p>
              <dl className="bo-two-factor-setup">
                <dt>{t('TwoFactor.Uri')}</dt>
                <dd>
                  <a href={setup.otpauthUri}>{setup.otpauthUri}</a>
                </dd>
                <dt>{t('TwoFactor.Secret')}</dt>
                <dd>
                  <code data-testid="two-factor-secret">{grouped(setup.secret)}</code>
                </dd>
              </dl>
              <CodeForm
                id="two-factor-code"
                intro={t('TwoFactor.Step2')}
                submitLabel={t('TwoFactor.Confirm')}
                error={error}
                busy={busy}
                onCode={(code) => void confirm(code)}
              />
            </>
          ) : (
            <>
              {error ? <Alert tone="error">{error}</Alert> : null}
              <Button onClick={() => void start()} disabled={busy}>
                {t('TwoFactor.Start')}
              </Button>
            </>
          )}
        </>
      )}
    </section>
  );
}
