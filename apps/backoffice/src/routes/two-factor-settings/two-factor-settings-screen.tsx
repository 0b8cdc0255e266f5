/**
 * The member's own two-step settings (decision 0083): how many recovery codes are left, ten new
 * ones for a current code of the app (shown once; the old ones stop working), and turning it off
 * for a current code, except for an owner who must have it. Without two-step sign-in it sends the
 * member to its setup.
 */
import { adminQueryKeys } from '@clubshop/api-sdk/admin';
import { Alert } from '@clubshop/ui-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { admin } from '../../app/admin.ts';
import { useT } from '../../app/i18n.ts';
import { twoFactorOf } from '../../app/two-factor-state.ts';
import { useMe } from '../../app/use-me.ts';
import { Card } from '../../components/card.tsx';
import { CodeForm } from '../../components/code-form.tsx';
import { RecoveryCodes } from '../../components/recovery-codes.tsx';
import type { TextKey } from '../../messages/define-texts.ts';
import type { twoFactorSettingsTexts } from './two-factor-settings-texts.ts';

export default function TwoFactorSettings() {
  const { t } = useT<TextKey<typeof twoFactorSettingsTexts>>();
  const me = useMe();
  const client = useQueryClient();
  const [codes, setCodes] = useState<string[] | undefined>();
  const [off, setOff] = useState(false);
  const refreshMe = () => void client.invalidateQueries({ queryKey: adminQueryKeys.me() });
  const renew = useMutation({
    mutationFn: (code: string) => admin.twoFactor.renewRecoveryCodes(code),
    onSuccess: (answer) => setCodes(answer.recoveryCodes),
  });
  const turnOff = useMutation({
    mutationFn: (code: string) => admin.twoFactor.turnOff(code),
    onSuccess: () => {
      setOff(true);
      refreshMe();
    },
  });
  if (!me.data) return null;
  const state = twoFactorOf(me.data);
  if (codes)
    return (
      <RecoveryCodes
        codes={codes}
        onKept={() => {
          setCodes(undefined);
          refreshMe();
        }}
      />
    );
  return (
    <section aria-labelledby="two-factor-settings-title">
      <h1 id="two-factor-settings-title">{t('TwoFactorSettings.Title')}</h1>
      {off ? <Alert tone="success">{t('TwoFactorSettings.TurnedOff')}</Alert> : null}
      {!state.enabled ? (
        <p>
          <Link href="/two-factor">{t('TwoFactor.Start')}</Link>
        </p>
      ) : (
        <>
          <p>{t('TwoFactor.Enabled', { count: state.recoveryCodesLeft })}</p>
          <Card id="renew-heading" title={t('TwoFactorSettings.RenewTitle')}>
            <CodeForm
              id="renew-code"
              labelledBy="renew-heading"
              intro={t('TwoFactorSettings.RenewBody')}
              submitLabel={t('TwoFactorSettings.Renew')}
              error={renew.isError ? t('TwoFactor.Wrong') : undefined}
              busy={renew.isPending}
              onCode={(code) => renew.mutate(code)}
            />
          </Card>
          <Card id="off-heading" title={t('TwoFactorSettings.OffTitle')}>
            {state.required ? (
              <p>{t('TwoFactorSettings.Required')}</p>
            ) : (
              <CodeForm
                id="off-code"
                labelledBy="off-heading"
                intro={t('TwoFactorSettings.OffBody')}
                submitLabel={t('TwoFactorSettings.TurnOff')}
                error={turnOff.isError ? t('TwoFactor.Wrong') : undefined}
                busy={turnOff.isPending}
                onCode={(code) => turnOff.mutate(code)}
              />
            )}
          </Card>
        </>
      )}
    </section>
  );
}
