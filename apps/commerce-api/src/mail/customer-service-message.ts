/**
 * A shopper's message to the club (`POST /api/customerservice`): kept with the site's content
 * (`customer_service_messages`, read by the admin API's inbox) and mailed to the club's inbox.
 */
import type { customerServiceRequestSchema } from '@clubshop/api-sdk/contract';
import type * as v from 'valibot';
import type { Db } from '../db/database.ts';
import { customerServiceMessages } from '../db/tables/content.ts';
import { type ClubInboxDeps, mailTheClub } from './club-inbox.ts';

/** Keeps a shopper's message to the site's club and mails it to the club's inbox (when named). */
export async function receiveCustomerServiceMessage(
  deps: ClubInboxDeps & { db: Db; clock: { now(): Date } },
  storeId: string,
  pageUrl: string | undefined,
  body: v.InferOutput<typeof customerServiceRequestSchema>,
): Promise<void> {
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.insert(customerServiceMessages).values({
      storeId,
      pageUrl: pageUrl ?? null,
      name: body.name,
      email: body.email,
      phone: body.phone || null,
      subject: body.subject,
      message: body.message,
      createdAt: deps.clock.now(),
    });
    // The club hears of it (when its settings name an inbox), with the message itself.
    await mailTheClub(deps, tx, storeId, (t, site) => ({
      subject: t('Mail.Inbox.ContactSubject', { subject: body.subject }),
      text: [
        t('Mail.Inbox.ContactFrom', {
          name: body.name,
          email: body.email,
          phone: body.phone ?? '',
          host: site.hostName,
        }),
        '',
        body.message,
      ].join('\n'),
    }));
  });
}
