/**
 * The change feed between API instances on one PostgreSQL database (decision 0010). Triggers
 * (migration 0005) NOTIFY `clubshop_changes` when data the API caches commits; every instance
 * LISTENs on a connection of its own and drops or refreshes what it holds, within milliseconds
 * of the commit, whichever instance (or SQL session) made the change.
 *
 * While the connection is lost nothing can be heard, so once it is back the instance assumes it
 * missed something: `onResync` drops every cache. The connection is re-opened every
 * 0.25-2 s until the database answers again.
 */
import pg from 'pg';
import type { Logger } from '../logging/logger.ts';

/** The channel the triggers notify on. */
export const changeChannel = 'clubshop_changes';

/** One change the triggers announce. */
export type Change =
  | { kind: 'content' }
  | { kind: 'catalogue' }
  | { kind: 'stock'; variantIds: string[] }
  | { kind: 'mail' }
  /**
   * The cache tags of the pages a write through an API instance changed (decision 0097), sent by
   * that instance after its commit (`tags:` + JSON), so the other instances tell their storefronts
   * precisely what the triggers' `content` or `catalogue` notice was about.
   */
  | {
      kind: 'tags';
      from: string;
      pageKind: 'everything' | 'stock';
      tags: string[];
      /** When the sender committed it (ms since the epoch, its clock): the feed's lag is measured by it. */
      at?: number;
    };

/** The prefix of a notice of tags ({@link Change} `tags`). */
export const tagsNoticePrefix = 'tags:';

/** A NOTIFY payload as a change (undefined for one this version does not know). */
export function parseChange(payload: string): Change | undefined {
  if (payload === 'content' || payload === 'catalogue' || payload === 'mail') return { kind: payload };
  if (payload.startsWith(tagsNoticePrefix)) {
    try {
      const notice = JSON.parse(payload.slice(tagsNoticePrefix.length)) as {
        from?: unknown;
        kind?: unknown;
        tags?: unknown;
        at?: unknown;
      };
      const { from, kind, tags, at } = notice;
      if (typeof from !== 'string' || (kind !== 'everything' && kind !== 'stock')) return undefined;
      if (!Array.isArray(tags) || tags.length === 0 || !tags.every((tag) => typeof tag === 'string'))
        return undefined;
      return {
        kind: 'tags',
        from,
        pageKind: kind,
        tags,
        ...(typeof at === 'number' && Number.isFinite(at) ? { at } : {}),
      };
    } catch {
      return undefined;
    }
  }
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
  let client: pg.Client | undefined;
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

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== changeChannel || message.payload === undefined) return;
    const change = parseChange(message.payload);
    if (!change) return;
    pending.push(change);
    if (!flushScheduled) {
      flushScheduled = true;
      setImmediate(flush);
    }
  };

  /** The connection failed or ended: drop it and listen again on a new one. */
  const lost = (connection: pg.Client, error?: Error) => {
    if (client !== connection) return;
    client = undefined;
    connection.removeAllListeners('notification');
    void connection.end().catch(() => {});
    if (closed) return;
    if (listening) logger.warn({ error: error?.message }, 'change feed: connection lost; reconnecting');
    listening = false;
    interrupted = true;
    scheduleListen();
  };

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
    const connection = new pg.Client({
      connectionString: options.url,
      connectionTimeoutMillis: (options.connectTimeoutSeconds ?? 5) * 1000,
      keepAlive: true,
    });
    client = connection;
    // Without an 'error' listener a broken connection would end the process.
    connection.on('error', (error) => lost(connection, error));
    connection.on('end', () => lost(connection));
    connection.on('notification', onNotification);
    try {
      await connection.connect();
      await connection.query(`listen ${changeChannel}`);
      if (closed || client !== connection) return;
      listening = true;
      retryDelay = 250;
      if (interrupted) {
        interrupted = false;
        logger.info('change feed: listening again; dropping every cache');
        options.onResync();
      }
    } catch (error) {
      logger.debug({ error: (error as Error).message }, 'change feed: cannot listen yet');
      interrupted = true;
      lost(connection, error as Error);
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
      const connection = client;
      client = undefined;
      listening = false;
      await connection?.end().catch(() => {});
    },
  };
}
