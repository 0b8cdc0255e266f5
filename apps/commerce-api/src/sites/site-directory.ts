/**
 * Every site, cached in process: found by storeId, by host name, by root category, or the
 * default. The cache lives `cacheTtlMs` at most and is dropped by `invalidate()` whenever sites
 * change (the change feed does so on every instance), so a change is never served stale for
 * longer than that. Which host finds which site is decided in `src/http/site.ts`.
 */
import { asc } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { sites } from '../db/tables/content.ts';

/** One site row. */
export type SiteRow = typeof sites.$inferSelect;

interface Snapshot {
  loadedAt: number;
  all: SiteRow[];
  byStoreId: Map<string, SiteRow>;
  byHost: Map<string, SiteRow>;
  byRootCategoryId: Map<string, SiteRow>;
  defaultSite: SiteRow | undefined;
}

/** The cached directory of sites. */
export class SiteDirectory {
  #snapshot: Promise<Snapshot> | undefined;
  #generation = 0;

  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Drops the cache; the next call reloads. */
  invalidate(): void {
    this.#generation++;
    this.#snapshot = undefined;
  }

  async #load(): Promise<Snapshot> {
    const cached = this.#snapshot;
    if (cached) {
      const snapshot = await cached;
      if (this.now() - snapshot.loadedAt < this.ttlMs) return snapshot;
    }
    const generation = this.#generation;
    const loading = this.db
      .select()
      .from(sites)
      .orderBy(asc(sites.sortOrder))
      .then((all): Snapshot => {
        return {
          loadedAt: this.now(),
          all,
          byStoreId: new Map(all.map((site) => [site.storeId, site])),
          byHost: new Map(all.map((site) => [site.hostName.toLowerCase(), site])),
          byRootCategoryId: new Map(all.map((site) => [site.rootCategoryId, site])),
          defaultSite: all.find((site) => site.isDefault) ?? all[0],
        };
      });
    // A load that started before an invalidate() must not become the cache after it.
    if (generation === this.#generation) this.#snapshot = loading;
    loading.catch(() => {
      if (this.#snapshot === loading) this.#snapshot = undefined;
    });
    return loading;
  }

  /** Every site, in seed order. */
  async all(): Promise<SiteRow[]> {
    return (await this.#load()).all;
  }

  /** The site with this storeId. */
  async byStoreId(storeId: string): Promise<SiteRow | undefined> {
    return (await this.#load()).byStoreId.get(storeId);
  }

  /** The site whose root category this is. */
  async byRootCategoryId(rootCategoryId: string): Promise<SiteRow | undefined> {
    return (await this.#load()).byRootCategoryId.get(rootCategoryId);
  }

  /** The site marked default (the one plain `localhost` answers with in development). */
  async defaultSite(): Promise<SiteRow | undefined> {
    return (await this.#load()).defaultSite;
  }

  /** The site whose host name this is (lower case, no port). */
  async byHost(hostName: string): Promise<SiteRow | undefined> {
    return (await this.#load()).byHost.get(hostName);
  }

  /** Every site's host name (lower case). */
  async hostNames(): Promise<ReadonlyMap<string, SiteRow>> {
    return (await this.#load()).byHost;
  }
}
