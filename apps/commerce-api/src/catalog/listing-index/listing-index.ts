/**
 * The in-memory listings of every site the app has been asked about, loaded on first use and kept
 * in step with the database: search and category listings read them instead of scanning
 * `store_variants` per request (see docs/decisions/0004-listing-index.md).
 *
 * Freshness:
 * - a stock change made by this process (`stockChanged`, after an order commits) is read back
 *   for those variants only and applied before the next query of any site answers;
 * - `invalidate()` (after writing products, prices or categories) reloads each site on its next use;
 * - with a `maxAgeMs`, a listing older than that is reloaded in the background while the old one
 *   keeps answering: for several API instances on one PostgreSQL, it bounds how long a write of
 *   another instance can go unseen. Off by default: on PostgreSQL the change feed (decision 0010)
 *   announces the writes of other instances and of SQL sessions; set it only where writes can
 *   reach the database without the feed.
 *
 * Memory (decision 0113): with `maxSites`, at most that many sites' listings are kept, the least
 * recently asked dropped first (LRU); a dropped site loads again on its next query. Default every
 * site (a listing costs ~0.6 KB of heap per row).
 */
import type { Db } from '../../db/database.ts';
import { loadCardStock, loadStoreListing } from './load.ts';
import type { StoreListing } from './store-listing.ts';

interface Entry {
  listing?: StoreListing;
  /** False once invalidated: the next use waits for a reload. */
  valid: boolean;
  loadedAt: number;
  loading?: Promise<StoreListing> | undefined;
  /** Bumped by every invalidation, so a load started before it is answered but not kept. */
  epoch: number;
}

/** Every site's listing, loaded lazily, single-flight, the least recently used dropped past `maxSites`. */
export class ListingIndex {
  private readonly entries = new Map<string, Entry>();
  /** Stock refreshes in flight; queries wait for them (read-your-writes after an order). */
  private pendingStock: Promise<void> = Promise.resolve();
  private stockRefreshes = 0;

  constructor(
    private readonly db: Db,
    private readonly maxAgeMs = Number.POSITIVE_INFINITY,
    /** The sites kept at most (the least recently asked dropped first). */
    readonly maxSites = Number.POSITIVE_INFINITY,
  ) {}

  /** The sites whose listing is held (or loading) now. */
  get sites(): number {
    return this.entries.size;
  }

  /**
   * Loads the listings of these sites one after another (a server calls it once it listens, so
   * the first shopper of a large catalogue does not wait for it). Resolves with the rows loaded.
   */
  async preload(storeIds: readonly string[]): Promise<number> {
    let rows = 0;
    for (const storeId of storeIds) rows += (await this.listing(storeId)).size;
    return rows;
  }

  /** The listing of a site (a store id), loading it when it is missing, invalidated or old. */
  async listing(storeId: string): Promise<StoreListing> {
    if (this.stockRefreshes > 0) await this.pendingStock;
    let entry = this.entries.get(storeId);
    if (entry) {
      // The most recently asked last: a Map keeps insertion order, so its first is the LRU.
      this.entries.delete(storeId);
      this.entries.set(storeId, entry);
    } else {
      entry = { valid: false, loadedAt: 0, epoch: 0 };
      this.entries.set(storeId, entry);
      this.evict();
    }
    if (entry.listing && entry.valid) {
      if (Date.now() - entry.loadedAt > this.maxAgeMs && !entry.loading) {
        // Refreshed in the background; a failure leaves the current listing answering.
        this.load(storeId, entry).catch(() => {});
      }
      return entry.listing;
    }
    return entry.loading ?? this.load(storeId, entry);
  }

  /** Drops the least recently asked sites past `maxSites` (a load in flight still answers its callers). */
  private evict(): void {
    for (const storeId of this.entries.keys()) {
      if (this.entries.size <= this.maxSites) return;
      this.entries.delete(storeId);
    }
  }

  private load(storeId: string, entry: Entry): Promise<StoreListing> {
    const epoch = entry.epoch;
    const loading = loadStoreListing(this.db, storeId)
      .then((listing) => {
        if (entry.epoch === epoch) {
          entry.listing = listing;
          entry.valid = true;
          entry.loadedAt = Date.now();
        }
        return listing;
      })
      .finally(() => {
        if (entry.loading === loading) entry.loading = undefined;
      });
    entry.loading = loading;
    return loading;
  }

  /** Reloads every site's listing on its next use; call after writing catalogue data. */
  invalidate(): void {
    for (const entry of this.entries.values()) {
      entry.valid = false;
      entry.epoch++;
      entry.loading = undefined;
    }
  }

  /**
   * The stock of these colour variants changed (and has been committed): their cards and
   * in-stock flags are read again and applied to every loaded listing before the next query.
   */
  stockChanged(variantIds: readonly string[]): void {
    for (const entry of this.entries.values()) {
      if (entry.loading) {
        // A load in flight may have read the stock from before the change: not kept.
        entry.valid = false;
        entry.epoch++;
        entry.loading = undefined;
      }
    }
    this.stockRefreshes++;
    const refresh = loadCardStock(this.db, variantIds)
      .then(
        (rows) => {
          for (const row of rows)
            this.entries.get(row.storeId)?.listing?.updateStock(row.variantId, row.stock);
        },
        () => this.invalidate(),
      )
      .finally(() => {
        this.stockRefreshes--;
      });
    this.pendingStock = Promise.all([this.pendingStock, refresh]).then(() => {});
  }
}
