/**
 * The change feed between API instances on one PostgreSQL database (decision 0010). Triggers
 * (migration 0004) NOTIFY `clubshop_changes` when data the API caches commits; every instance
 * LISTENs on a connection of its own and drops or refreshes what it holds, within milliseconds
 * of the commit, whichever instance (or SQL session) made the change.
 *
 * While the connection is lost nothing can be heard, so once it is back the instance assumes it
 * missed something: `onResync` drops every cache. The connection is re-opened every
 * 0.25-2 s until the database answers again.
 */
import postgres, { type Sql } from 'postgres';
import type { Logger } from '../logging/logger.ts';

/** The channel the triggers notify on. */
export const changeChannel = 'clubshop_changes';

/** One change the triggers announce. */
export type Change =
  | { kind: 'content' }
  | { kind: 'catalogue' }
  | { kind: 'stock'; variantIds: string[] }
  | { kind: 'mail' };

/** A NOTIFY payload as a change (undefined for one this version does not know). */
export function parseChange(payload: string): Change | undefined {
  if (payload === 'content' || payload === 'catalogue' || payload === 'mail') return { kind: payload };
  if (payload.startsWith('stock:')) {
    const variantIds = payload
      .slice('stock:'.length)
      .split(',')
      .filter((id) => id !== '');
    return variantIds.length > 0 ? { kind: 'stock', variantIds } : undefined;
  }
  return undefined;
}

/** Options of `listenForChanges`. */
export interface ChangeFeedOptions {
  url: string;
  logger: Logger;
  /** The changes heard since the last call (several notifications of one moment together). */
  onChanges: (changes: Change[]) => void;
  /** The feed was interrupted and is back: anything may have changed meanwhile. */
  onResync: () => void;
  connectTimeoutSeconds?: number;
}

/** A running change feed. */
export interface ChangeFeed {
  /** True while the LISTEN connection is up. */
  readonly listening: boolean;
  close: () => Promise<void>;
}

/** Starts listening; resolves once the first LISTEN succeeded (or was scheduled to retry). */
export async function listenForChanges(options: ChangeFeedOptions): Promise<ChangeFeed> {
  const { logger } = options;
  let pending: Change[] = [];
  let flushScheduled = false;
  let listening = false;
  let closed = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryDelay = 250;
  let interrupted = false;

  const flush = () => {
    flushScheduled = false;
    const changes = pending;
    pending = [];
    if (changes.length > 0) options.onChanges(changes);
  };

  const client: Sql = postgres(options.url, {
    max: 1,
    idle_timeout: 0,
    max_lifetime: null,
    fetch_types: false,
    connect_timeout: options.connectTimeoutSeconds ?? 5,
    onnotice: () => {},
    onnotify: (channel: string, payload: string) => {
      if (channel !== changeChannel) return;
      const change = parseChange(payload);
      if (!change) return;
      pending.push(change);
      if (!flushScheduled) {
        flushScheduled = true;
        setImmediate(flush);
      }
    },
    onclose: () => {
      if (closed) return;
      if (listening) logger.warn('change feed: connection lost; reconnecting');
      listening = false;
      interrupted = true;
      scheduleListen();
    },
  } as postgres.Options<Record<string, postgres.PostgresType>>);

  function scheduleListen() {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void listen();
    }, retryDelay);
    retryTimer.unref?.();
    retryDelay = Math.min(2000, retryDelay * 2);
  }

  async function listen(): Promise<void> {
    try {
      await client.unsafe(`listen ${changeChannel}`);
      if (closed) return;
      listening = true;
      retryDelay = 250;
      if (interrupted) {
        interrupted = false;
        logger.info('change feed: listening again; dropping every cache');
        options.onResync();
      }
    } catch (error) {
      if (closed) return;
      interrupted = true;
      logger.debug({ error: (error as Error).message }, 'change feed: cannot listen yet');
      scheduleListen();
    }
  }

  await listen();
  return {
    get listening() {
      return listening;
    },
    close: async () => {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await client.end({ timeout: 1 });
    },
  };
}
