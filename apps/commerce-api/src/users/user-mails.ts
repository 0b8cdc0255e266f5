/**
 * The mails of accounts: confirm the address, the address already has an account, reset the
 * password. Each in the language of the site it was asked on (dictionary rows, not code), with
 * links to that site's storefront; sent after the answer (`background.ts`), so a slow mail
 * provider does not hold the shopper up.
 */
import type { AppDeps, SiteContext } from '../app-env.ts';
import { siteTexts } from '../messages/site-texts.ts';
import { storefrontOrigin } from '../sites/origins.ts';

/** The storefront address of a site, for links in mails. */
function storefrontUrl(deps: AppDeps, site: SiteContext, path: string): string {
  return `${storefrontOrigin(site.hostName, deps.config)}${path}`;
}

/** Who a mail goes to. */
export interface MailRecipient {
  email: string;
  firstName: string;
}

/** Sends the link that confirms a new account's address (token from `issueMailToken`). */
export function sendConfirmationMail(
  deps: AppDeps,
  site: SiteContext,
  to: MailRecipient,
  token: string,
): void {
  const link = storefrontUrl(deps, site, `/confirm-email/?token=${token}`);
  deps.background.run('confirmation mail', async () => {
    const t = await siteTexts(deps, site.culture);
    await deps.mailer.send({
      to: to.email,
      subject: t('Mail.ConfirmEmail.Subject'),
      text: t('Mail.ConfirmEmail.Text', { name: to.firstName, link }),
      links: [link],
    });
  });
}

/**
 * Tells the owner of an address that someone registered it again, with the links to log in and to
 * reset the password (the answer to the registration says nothing of it: issue 24).
 */
export function sendAccountExistsMail(
  deps: AppDeps,
  site: SiteContext,
  owner: () => Promise<MailRecipient | undefined>,
): void {
  deps.background.run('account exists mail', async () => {
    const to = await owner();
    if (!to) return;
    const login = storefrontUrl(deps, site, '/login/');
    const reset = storefrontUrl(deps, site, '/forgot-password/');
    const t = await siteTexts(deps, site.culture);
    await deps.mailer.send({
      to: to.email,
      subject: t('Mail.AccountExists.Subject'),
      text: t('Mail.AccountExists.Text', { name: to.firstName, login, reset }),
      links: [login, reset],
    });
  });
}

/**
 * Sends a reset link to the account `recipient` finds, if any: the look-up and the token happen
 * after the answer too, so known and unknown addresses are answered after the same work.
 */
export function sendResetMail(
  deps: AppDeps,
  site: SiteContext,
  recipient: () => Promise<(MailRecipient & { token: string }) | undefined>,
): void {
  deps.background.run('reset mail', async () => {
    const to = await recipient();
    if (!to) return;
    const link = storefrontUrl(deps, site, `/reset-password/?token=${to.token}`);
    const t = await siteTexts(deps, site.culture);
    await deps.mailer.send({
      to: to.email,
      subject: t('Mail.ResetPassword.Subject'),
      text: t('Mail.ResetPassword.Text', { name: to.firstName, link }),
      links: [link],
    });
  });
}
