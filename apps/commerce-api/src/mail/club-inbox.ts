/**
 * Mails to the club (issue 26): a contact message or a newsletter signup is mailed to the
 * address the site's settings name (`inboxEmail`, set through `PATCH
 * /admin/api/sites/{storeId}/settings`), in the site's culture (`Mail.Inbox.*` dictionary rows),
 * through the API's mailer: stored with the message in the same transaction, and with
 * MAIL_TRANSPORT=smtp sent by the outbox once it has committed. No address set: no mail.
 */
import type { Translate } from '@clubshop/i18n/core';
import { eq } from 'drizzle-orm';
import type { Mailer } from '../app-env.ts';
import type { TtlCache } from '../cache/ttl-cache.ts';
import type { Db } from '../db/database.ts';
import { sites } from '../db/tables/content.ts';
import { siteTexts } from '../messages/site-texts.ts';

/** What mailing the club needs of the app. */
export interface ClubInboxDeps {
  db: Db;
  mailer: Mailer;
  caches: { dictionaries: TtlCache<string, unknown> };
}

/** The site a notice is about, as the mail speaks of it. */
export interface InboxSite {
  hostName: string;
  culture: string;
}

/** The address of a site's inbox in its settings document, or undefined. */
export function inboxEmailOf(settings: unknown): string | undefined {
  const email = (settings as { inboxEmail?: unknown } | null)?.inboxEmail;
  return typeof email === 'string' && email !== '' ? email : undefined;
}

/**
 * Mails the club of `storeId` what `compose` writes (in the site's culture), on `tx` (the
 * transaction that stores the message, so the mail goes out only if it is kept).
 */
export async function mailTheClub(
  deps: ClubInboxDeps,
  tx: Db,
  storeId: string,
  compose: (t: Translate, site: InboxSite) => { subject: string; text: string },
): Promise<void> {
  const [site] = await tx
    .select({ settings: sites.settings, culture: sites.culture, hostName: sites.hostName })
    .from(sites)
    .where(eq(sites.storeId, storeId));
  const to = site ? inboxEmailOf(site.settings) : undefined;
  if (!site || !to) return;
  // On the transaction: a query beside it would wait for it on PGlite's one connection.
  const t = await siteTexts({ db: tx, caches: deps.caches }, site.culture);
  const { subject, text } = compose(t, site);
  await deps.mailer.send({ to, subject, text, links: [] }, tx);
}
