import { useProfile, useUpdateProfile } from '@clubshop/auth';
import { useI18n } from '@clubshop/i18n';
import { AccountDetailsForm } from '@clubshop/ui-kit';
import { useErrorMessage } from '../../../forms/error-message.ts';
import { formActionMessage, useFormActionResult } from '../../../forms/form-action-result.ts';
import { PageHead } from '../../../head/PageHead.tsx';
import { paths } from '../../../routing/paths.ts';
import { PageLoading } from '../../../shell/PageLoading.tsx';
import { useSite } from '../../../site/site-context-react.ts';

/**
 * Account Details (/user/account-details/): the profile, editable. The form posts to the
 * server's `account-details` action before hydration or without JavaScript (decision 0034).
 */
export default function AccountDetailsPage() {
  const i18n = useI18n();
  const { t } = i18n;
  // What the server answered to the form posted before this page's code ran.
  const [posted, clearPosted] = useFormActionResult('account-details');
  const { settings } = useSite();
  const profile = useProfile();
  const update = useUpdateProfile();
  const errorText = useErrorMessage();
  const head = <PageHead title={t('User.Profile.AccountDetails')} robotsIndex={false} />;
  if (profile.isPending) return <PageLoading />;
  if (profile.isError) throw profile.error;
  return (
    <>
      {head}
      <section aria-labelledby="sf-account-details-heading">
        <h2 id="sf-account-details-heading">{t('User.Profile.AccountDetails')}</h2>
        <AccountDetailsForm
          action={paths.accountDetails}
          name="account-details"
          hiddenFields={{ _action: 'account-details' }}
          labelledBy="sf-account-details-heading"
          initialValues={posted && !posted.ok ? posted.values : profile.data}
          initialErrors={posted?.fieldErrors}
          savedByServer={posted?.ok === true}
          countries={settings?.checkoutSettings.countries ?? []}
          pending={update.isPending}
          serverError={update.isError ? errorText(update.error) : (formActionMessage(i18n, posted) ?? null)}
          // A failure rejects, so the form shows the server's error instead of "saved".
          onSubmit={(values) => {
            clearPosted();
            return update.mutateAsync(values).then(() => undefined);
          }}
        />
      </section>
    </>
  );
}
