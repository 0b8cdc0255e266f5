/** The in-process caches of the content domain, dropped together by `invalidate()`. */
import type { CacheControl } from '../app-env.ts';
import type { Db } from '../db/database.ts';
import { ResponseCache } from '../http/response-cache.ts';
import { SiteDirectory } from './site-directory.ts';
import { TtlCache } from './ttl-cache.ts';

/** Sites, settings documents, dictionaries and catalogue answers, cached in process. */
export class ContentCaches implements CacheControl {
  /** Every site by storeId / host. */
  readonly sites: SiteDirectory;
  /** Dictionary answers per culture. */
  readonly dictionaries: TtlCache<string, unknown>;
  /** Settings answers per storeId. */
  readonly settings: TtlCache<string, unknown>;
  /**
   * Finished catalogue and content answers (path resolution, categories, listings, search,
   * products) per site, culture, currency and request. They hold stock and prices, so whatever
   * writes catalogue data must call `invalidateCatalogue()` after its commit (`approvePayment`,
   * the only write that takes stock, does).
   */
  readonly catalogue: ResponseCache;

  /** `catalogueTtlMs` defaults to `ttlMs`; 0 turns the catalogue answer cache off. */
  constructor(db: Db, ttlMs: number, catalogueTtlMs = ttlMs) {
    this.sites = new SiteDirectory(db, ttlMs);
    this.dictionaries = new TtlCache(ttlMs);
    this.settings = new TtlCache(ttlMs);
    this.catalogue = new ResponseCache(catalogueTtlMs);
  }

  /** Drops everything; call after writing sites, settings or dictionaries. */
  invalidate(): void {
    this.sites.invalidate();
    this.dictionaries.invalidate();
    this.settings.invalidate();
    this.catalogue.invalidate();
  }

  /** Drops the cached catalogue answers; call after changing products, stock or prices. */
  invalidateCatalogue(): void {
    this.catalogue.invalidate();
  }
}
