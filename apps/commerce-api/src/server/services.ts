/**
 * The background work of a running API beside its requests: the change feed (PostgreSQL: every
 * instance hears of writes and refreshes its caches, decision 0010) and the SMTP delivery of
 * stored mails. The server starts them after it listens; tests start them for an in-process app.
 */
import type { AppDeps } from '../app-env.ts';
import { type ChangeFeed, listenForChanges } from '../db/change-feed.ts';

/** Running background work. */
export interface Services {
  /** The change feed, when the database is PostgreSQL. */
  changeFeed: ChangeFeed | undefined;
  stop: () => Promise<void>;
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
  const changeFeed =
    database.kind === 'postgres' && database.url
      ? await listenForChanges({
          url: database.url,
          logger,
          ...(options.connectTimeoutSeconds ? { connectTimeoutSeconds: options.connectTimeoutSeconds } : {}),
          onChanges: (changes) => {
            caches.applyChanges(changes);
            if (mailDelivery && changes.some((change) => change.kind === 'mail')) mailDelivery.wake();
          },
          onResync: () => {
            caches.invalidate();
            mailDelivery?.wake();
          },
        })
      : undefined;
  mailDelivery?.start();
  return {
    changeFeed,
    stop: async () => {
      await mailDelivery?.stop();
      await changeFeed?.close();
    },
  };
}
