/**
 * The background work of a running API beside its requests: the change feed (PostgreSQL: every
 * instance hears of writes and refreshes its caches, decision 0010) and the SMTP delivery of
 * stored mails. The server starts them after it listens; tests start them for an in-process app.
 */
import { randomUUID } from 'node:crypto';
import { everyPageTag } from '@clubshop/api-sdk/contract';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../app-env.ts';
import { type ChangeFeed, changeChannel, listenForChanges, tagsNoticePrefix } from '../db/change-feed.ts';

/** Running background work. */
export interface Services {
  /** The change feed, when the database is PostgreSQL. */
  changeFeed: ChangeFeed | undefined;
  stop: () => Promise<void>;
}

/**
 * Asks the payment provider about unsettled payments every `paymentReconcileIntervalMs` (a lost
 * webhook; issue 43), one pass at a time; a failing pass is logged and the next one tries again.
 */
function startPaymentReconciliation(deps: AppDeps): ReturnType<typeof setInterval> | undefined {
  const reconcile = deps.payments.reconcile;
  const every = deps.config.paymentReconcileIntervalMs;
  if (!reconcile || every <= 0) return undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcile(deps)
      .catch((error: unknown) => deps.logger.error({ err: error }, 'payment reconciliation failed'))
      .finally(() => {
        running = false;
      });
  }, every);
  timer.unref?.();
  return timer;
}

/**
 * Starts the change feed (on PostgreSQL; on PGlite the one process invalidates its own caches
 * after its writes) and the mail delivery (MAIL_TRANSPORT=smtp).
 */
export async function startServices(
  deps: AppDeps,
  options: { connectTimeoutSeconds?: number } = {},
): Promise<Services> {
  const { database, caches, logger, mailDelivery } = deps;
  // Tells the other instances the tags of this one's changes (decision 0097), after its commit.
  const instanceId = randomUUID();
  const changeFeed =
    database.kind === 'postgres' && database.url
      ? await listenForChanges({
          url: database.url,
          logger,
          ...(options.connectTimeoutSeconds ? { connectTimeoutSeconds: options.connectTimeoutSeconds } : {}),
          onChanges: (changes) => {
            for (const change of changes)
              if (change.kind === 'tags' && change.at !== undefined)
                deps.signals.changeFeedNoticeArrived(change.at);
            caches.applyChanges(changes, instanceId);
            if (mailDelivery && changes.some((change) => change.kind === 'mail')) mailDelivery.wake();
          },
          onResync: () => {
            caches.invalidate();
            mailDelivery?.wake();
          },
        })
      : undefined;
  if (changeFeed) {
    caches.announce = (change) => {
      // `at`: every instance (this one too) measures the feed's lag by it (operation-signals.ts).
      const at = Date.now();
      let payload = `${tagsNoticePrefix}${JSON.stringify({ from: instanceId, kind: change.kind, tags: change.tags, at })}`;
      // A notice holds at most 8000 bytes: a change of more tags than that is every page's.
      if (payload.length > 7_900)
        payload = `${tagsNoticePrefix}${JSON.stringify({ from: instanceId, kind: change.kind, tags: [everyPageTag], at })}`;
      database.db
        .execute(sql`select pg_notify(${changeChannel}, ${payload})`)
        .catch((error: unknown) =>
          logger.warn({ error: (error as Error).message }, 'change feed: the tags of a change were not sent'),
        );
    };
  }
  mailDelivery?.start();
  const reconciliation = startPaymentReconciliation(deps);
  return {
    changeFeed,
    stop: async () => {
      if (reconciliation) clearInterval(reconciliation);
      caches.announce = undefined;
      await mailDelivery?.stop();
      await changeFeed?.close();
    },
  };
}
