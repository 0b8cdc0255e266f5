import { useProfile, useUpdateProfile } from '@clubshop/auth';
import { useTranslation } from '@clubshop/i18n';
import { AccountDetailsForm } from '@clubshop/ui-kit';
import { PageHead } from '../../../head/PageHead.tsx';
import { PageLoading } from '../../../shell/PageLoading.tsx';
import { useSite } from '../../../site/site-context-react.ts';

/** Account Details (/user/account-details/): the profile, editable. */
export default function AccountDetailsPage() {
  const t = useTranslation();
  const { settings } = useSite();
  const profile = useProfile();
  const update = useUpdateProfile();
  const head = <PageHead title={t('User.Profile.AccountDetails')} robotsIndex={false} />;
  if (profile.isPending) return <PageLoading />;
  if (profile.isError) throw profile.error;
  return (
    <>
      {head}
      <section aria-labelledby="sf-account-details-heading">
        <h2 id="sf-account-details-heading">{t('User.Profile.AccountDetails')}</h2>
        <AccountDetailsForm
          labelledBy="sf-account-details-heading"
          initialValues={profile.data}
          countries={settings?.checkoutSettings.countries ?? []}
          pending={update.isPending}
          serverError={update.isError ? update.error.message : null}
          // A failure rejects, so the form shows the server's error instead of "saved".
          onSubmit={(values) => update.mutateAsync(values).then(() => undefined)}
        />
      </section>
    </>
  );
}
