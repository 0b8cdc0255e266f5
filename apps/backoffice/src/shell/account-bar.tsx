/** Who is signed in, the language of the back office, and signing out. */
import type { StaffRole } from '@clubshop/api-sdk/admin';
import { Button, Select } from '@clubshop/ui-kit';
import { postToServer } from '../app/admin.ts';
import { useT } from '../app/i18n.ts';
import { type Culture, cultures } from '../messages/index.ts';

const languageNames: Record<Culture, string> = { en: 'English', de: 'Deutsch', da: 'Dansk' };

async function signOut() {
  await postToServer('/sign-out');
  location.assign('/sign-in?signed-out');
}

async function changeLanguage(culture: string) {
  await postToServer('/language', { culture });
  location.reload();
}

/** The header's account part. */
export function AccountBar({ culture, email, role }: { culture: Culture; email: string; role: StaffRole }) {
  const { t } = useT();
  return (
    <div className="bo-account">
      <p>{t('App.SignedInAs', { email, role: t(`Role.${role}`) })}</p>
      <Select
        label={t('App.Language')}
        value={culture}
        onChange={(event) => void changeLanguage(event.target.value)}
        options={cultures.map((code) => ({ value: code, label: languageNames[code] }))}
      />
      <Button variant="secondary" onClick={() => void signOut()}>
        {t('App.SignOut')}
      </Button>
    </div>
  );
}
