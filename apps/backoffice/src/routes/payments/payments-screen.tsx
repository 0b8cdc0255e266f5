/**
 * A site's payment settings (owners, area `payments`; issue 40 item 4, decision 0102): whether
 * the site has its own Stripe keys (only their last four characters, as the API shows them), a
 * form to set both (password fields, checked by `stripeKeysFormSchema` of `@clubshop/validation`,
 * the rule the API applies), emptied after saving so a key is never in the page again, and
 * removing them after a confirmation.
 */
import { adminQueryKeys, type StripeKeysInput, type StripeSettingsView } from '@clubshop/api-sdk/admin';
import { Alert, Button, TextField } from '@clubshop/ui-kit';
import { stripeKeysFormSchema } from '@clubshop/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { admin } from '../../app/admin.ts';
import { useFieldErrors } from '../../app/form-errors.ts';
import { bindFields } from '../../app/form-fields.ts';
import { useT } from '../../app/i18n.ts';
import { useChosenSite } from '../../app/use-sites.ts';
import { Card } from '../../components/card.tsx';
import { ConfirmActions } from '../../components/confirm-actions.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { FormSubmit } from '../../components/form-submit.tsx';
import { SitePicker } from '../../components/site-picker.tsx';
import type { TextKey } from '../../messages/define-texts.ts';
import type { paymentsTexts } from './payments-texts.ts';

const emptyKeys: StripeKeysInput = { secretKey: '', webhookSecret: '' };

export default function Payments() {
  const { t, formatDate } = useT<TextKey<typeof paymentsTexts>>();
  const client = useQueryClient();
  const { sites, storeId, setStoreId } = useChosenSite();
  const key = adminQueryKeys.stripeSettings.detail(storeId ?? '');
  const stripe = useQuery({
    queryKey: key,
    queryFn: () => admin.stripe.get(storeId ?? ''),
    enabled: Boolean(storeId),
  });
  const [keys, setKeys] = useState<StripeKeysInput>(emptyKeys);
  const [done, setDone] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const fields = useFieldErrors();
  const { errors, formRef } = fields;
  const field = bindFields(keys, setKeys, errors);
  const shown = (view: StripeSettingsView) =>
    client.setQueryData(adminQueryKeys.stripeSettings.detail(view.storeId), view);
  const save = useMutation({
    mutationFn: (input: StripeKeysInput) => admin.stripe.set(storeId ?? '', input),
    onSuccess: (view) => {
      // The keys leave the page: only the API's masked answer is shown.
      setKeys(emptyKeys);
      shown(view);
      setDone(t('Payments.Saved'));
    },
    onError: (error) => fields.show(fields.fromApi(error, ['secretKey', 'webhookSecret'])),
  });
  const remove = useMutation({
    mutationFn: () => admin.stripe.remove(storeId ?? ''),
    onSuccess: (view) => {
      setConfirming(false);
      shown(view);
      setDone(t('Payments.Removed'));
    },
  });
  const chooseSite = (next: string) => {
    setStoreId(next);
    setKeys(emptyKeys);
    setDone(undefined);
    setConfirming(false);
    fields.clear();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(undefined);
    const found = fields.check(stripeKeysFormSchema, keys);
    fields.show(found);
    if (Object.keys(found).length === 0) save.mutate(keys);
  };
  const view = stripe.data;
  return (
    <>
      <h1>{t('Payments.Title')}</h1>
      {sites.data ? <SitePicker sites={sites.data.items} value={storeId} onChange={chooseSite} /> : null}
      {stripe.isError ? <ErrorMessage error={stripe.error} /> : null}
      {done ? <Alert tone="success">{done}</Alert> : null}
      {view ? (
        <Card id="stripe-status" title={t('Payments.Stripe')}>
          <p data-testid="stripe-state">
            {view.configured ? t('Payments.Connected') : t('Payments.NotConnected')}
          </p>
          <dl className="bo-plain-list bo-key-list">
            {view.configured ? (
              <>
                <dt>{t('Payments.SecretKeyIs')}</dt>
                <dd className="bo-code">{view.secretKey}</dd>
                <dt>{t('Payments.WebhookSecretIs')}</dt>
                <dd className="bo-code">{view.webhookSecret}</dd>
                {view.updatedAt ? (
                  <>
                    <dt>{t('Payments.UpdatedAt')}</dt>
                    <dd>{formatDate(new Date(view.updatedAt))}</dd>
                  </>
                ) : null}
              </>
            ) : null}
            <dt>{t('Payments.WebhookUrl')}</dt>
            <dd className="bo-code">{view.webhookUrl}</dd>
          </dl>
          {view.configured && !confirming ? (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t('Payments.Remove')}
            </Button>
          ) : null}
          {view.configured && confirming ? (
            <div>
              <p id="stripe-remove-question">{t('Payments.RemoveConfirm', { site: view.storeId })}</p>
              <ConfirmActions
                yes={t('Payments.RemoveYes')}
                no={t('Payments.Keep')}
                busy={remove.isPending}
                onYes={() => remove.mutate()}
                onNo={() => setConfirming(false)}
              />
            </div>
          ) : null}
          {remove.isError ? <ErrorMessage error={remove.error} /> : null}
        </Card>
      ) : null}
      {storeId ? (
        <form
          ref={formRef}
          onSubmit={submit}
          noValidate
          autoComplete="off"
          className="bo-card"
          aria-labelledby="stripe-keys"
        >
          <h2 id="stripe-keys">{view?.configured ? t('Payments.ReplaceKeys') : t('Payments.SetKeys')}</h2>
          <p className="bo-help">{t('Payments.KeysHelp')}</p>
          <TextField
            id="stripe-secret-key"
            name="secretKey"
            type="password"
            label={t('Payments.SecretKey')}
            required
            autoComplete="off"
            spellCheck={false}
            {...field('secretKey')}
          />
          <TextField
            id="stripe-webhook-secret"
            name="webhookSecret"
            type="password"
            label={t('Payments.WebhookSecret')}
            required
            autoComplete="off"
            spellCheck={false}
            {...field('webhookSecret')}
          />
          <FormSubmit sending={save} label={t('Payments.Save')} fieldErrors={errors} />
        </form>
      ) : null}
    </>
  );
}
