/** The in-process caches of the content domain, dropped together by `invalidate()`. */
import type { CacheControl } from '../app-env.ts';
import type { Db } from '../db/database.ts';
import { SiteDirectory } from './site-directory.ts';
import { TtlCache } from './ttl-cache.ts';

/** Sites, settings documents and dictionaries, cached in process. */
export class ContentCaches implements CacheControl {
  /** Every site by storeId / host. */
  readonly sites: SiteDirectory;
  /** Dictionary answers per culture. */
  readonly dictionaries: TtlCache<string, unknown>;
  /** Settings answers per storeId. */
  readonly settings: TtlCache<string, unknown>;

  constructor(db: Db, ttlMs: number) {
    this.sites = new SiteDirectory(db, ttlMs);
    this.dictionaries = new TtlCache(ttlMs);
    this.settings = new TtlCache(ttlMs);
  }

  /** Drops everything; call after writing sites, settings or dictionaries. */
  invalidate(): void {
    this.sites.invalidate();
    this.dictionaries.invalidate();
    this.settings.invalidate();
  }
}
