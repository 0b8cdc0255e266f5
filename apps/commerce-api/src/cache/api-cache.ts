/**
 * The API's cache: everything the API keeps in process between requests (sites, settings,
 * dictionaries, finished catalogue and content answers, the listings), dropped together by
 * `invalidate()`. Built once per app (`deps.ts`) and handed to the domains as `deps.caches`. On
 * PostgreSQL every instance also applies the change feed's notices to them (`applyChanges`,
 * decision 0010), so a write through any instance (or by SQL) reaches all of them.
 */
import { everyPageTag } from '@clubshop/api-sdk/contract';
import { ListingIndex } from '../catalog/listing-index/listing-index.ts';
import type { Change } from '../db/change-feed.ts';
import type { Db } from '../db/database.ts';
import { SiteDirectory } from '../sites/site-directory.ts';
import { ChangeBroadcast } from './change-broadcast.ts';
import type { PageCachePurger, PageChange } from './page-cache-purger.ts';
import { isEmptyScope, type PurgeScope, purgeTagsOf } from './purge-tags.ts';
import { ResponseCache } from './response-cache.ts';
import { TtlCache } from './ttl-cache.ts';

/** Sites, settings documents, dictionaries and catalogue answers, cached in process. */
export class ApiCache {
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
  /**
   * Every site's listing in memory (search, category listings, product lists of pages): not
   * finished answers but the data they are computed from, so it stays on when the answer cache
   * is off (`CATALOGUE_CACHE_TTL_MS=0`).
   */
  readonly listings: ListingIndex;
  /**
   * Purges the storefront's pages at the shared caches in front of it when what they show
   * changes (PAGE_CACHE_PURGE_URLS); every invalidation below hands its change to it, after the
   * caches here dropped it, so a page fetched again is rendered from the new data.
   */
  pagePurger: PageCachePurger | undefined;
  /**
   * The storefront servers listening for changes (`GET /changes`): told of every invalidation
   * below, after the caches here dropped it, so their shared answers are dropped too.
   */
  readonly changes = new ChangeBroadcast();
  /**
   * Tells the other instances the tags of a change this one made (on PostgreSQL: a `tags:` notice
   * on the change feed, server/services.ts); unset without a change feed.
   */
  announce: ((change: PageChange) => void) | undefined;
  /**
   * How long a `content` or `catalogue` notice of the change feed waits for the notice of its
   * tags from the instance that wrote it before every page is purged (a write by SQL sends none).
   */
  coarseNoticeGraceMs = 2_000;
  #coarseFallback: ReturnType<typeof setTimeout> | undefined;
  readonly #db: Db;

  /**
   * `catalogueTtlMs` defaults to `ttlMs`; 0 turns the catalogue answer cache off.
   * `listingMaxAgeMs`: how old a listing may get before it is reloaded in the background (only
   * needed when another process writes the same catalogue; default never).
   * `listingMaxSites`: how many sites' listings are kept at most (decision 0113; default all).
   */
  constructor(
    db: Db,
    ttlMs: number,
    catalogueTtlMs = ttlMs,
    listingMaxAgeMs = Number.POSITIVE_INFINITY,
    listingMaxSites = Number.POSITIVE_INFINITY,
  ) {
    this.#db = db;
    this.sites = new SiteDirectory(db, ttlMs);
    this.dictionaries = new TtlCache(ttlMs);
    this.settings = new TtlCache(ttlMs);
    this.catalogue = new ResponseCache(catalogueTtlMs);
    this.listings = new ListingIndex(db, listingMaxAgeMs, listingMaxSites);
  }

  /**
   * Drops everything; call after writing sites, settings or dictionaries. `scope`: what the write
   * changed (purge-tags.ts), so the page caches and the storefronts drop those pages only; none:
   * every page of every club.
   */
  invalidate(scope: PurgeScope = {}): void {
    this.#dropContent();
    this.listings.invalidate();
    this.changed({ kind: 'everything', scope });
  }

  /** Drops sites, settings, dictionaries and the finished answers. */
  #dropContent(): void {
    this.sites.invalidate();
    this.dictionaries.invalidate();
    this.settings.invalidate();
    this.catalogue.invalidate();
  }

  /**
   * Drops sites, settings, dictionaries and the finished answers (content pages are among them);
   * the listings stay (content changes do not touch them). `scope` as for {@link invalidate}
   * (usually the site: `{ storeIds: [storeId] }`).
   */
  invalidateContent(scope: PurgeScope = {}): void {
    this.#dropContent();
    this.changed({ kind: 'everything', scope });
  }

  /**
   * Applies the changes the change feed announced: content, a whole catalogue reload, or the
   * stock of some variants only (their listing rows are read again; nothing else reloads).
   * `instanceId`: this instance's, to tell its own notices of tags from the others'.
   *
   * A `content` or `catalogue` notice drops what this instance holds at once, but the pages only
   * once its tags are known (decision 0097): the instance that wrote sends them (`tags:`) right
   * after its commit, and they go to this instance's storefronts (the writer purged the page
   * caches already). A notice whose tags do not come within `coarseNoticeGraceMs` (a write by
   * SQL) purges every page and tells the storefronts so, as before.
   */
  applyChanges(changes: readonly Change[], instanceId?: string): void {
    const content = changes.some((change) => change.kind === 'content');
    const catalogue = changes.some((change) => change.kind === 'catalogue');
    const tagged = changes.filter((change) => change.kind === 'tags');
    if (content) this.#dropContent();
    if (catalogue) {
      this.catalogue.invalidate();
      this.listings.invalidate();
    } else {
      const variantIds = new Set<string>();
      for (const change of changes) {
        if (change.kind === 'stock') for (const id of change.variantIds) variantIds.add(id);
      }
      if (variantIds.size > 0) this.invalidateCatalogue([...variantIds]);
    }
    for (const notice of tagged) {
      if (this.#coarseFallback) clearTimeout(this.#coarseFallback);
      this.#coarseFallback = undefined;
      // Its own were told to its storefronts already.
      if (notice.from !== instanceId) this.changes.publish({ kind: notice.pageKind, tags: notice.tags });
    }
    if ((content || catalogue) && tagged.length === 0 && !this.#coarseFallback) {
      this.#coarseFallback = setTimeout(() => {
        this.#coarseFallback = undefined;
        this.pagePurger?.purge([everyPageTag]);
        this.changes.publish({ kind: 'everything', tags: [everyPageTag] });
      }, this.coarseNoticeGraceMs);
      this.#coarseFallback.unref?.();
    }
  }

  /**
   * Drops the cached catalogue answers; call after changing products, stock or prices (after the
   * commit). With `stockOfVariants` (an array) only the stock of those colour variants changed:
   * the listings re-read just their stock instead of reloading. With a scope (purge-tags.ts: the
   * products, categories, club written) the pages purged are those it shows; none: every page.
   */
  invalidateCatalogue(stockOrScope?: readonly string[] | PurgeScope): void {
    const stockOfVariants = Array.isArray(stockOrScope) ? (stockOrScope as readonly string[]) : undefined;
    this.catalogue.invalidate();
    if (stockOfVariants) this.listings.stockChanged(stockOfVariants);
    else this.listings.invalidate();
    if (stockOfVariants) this.changed({ kind: 'stock', scope: { variantIds: stockOfVariants } });
    else this.changed({ kind: 'everything', scope: (stockOrScope as PurgeScope | undefined) ?? {} });
  }

  /**
   * Hands a change on to the page caches and the storefront servers listening, with the tags of
   * the pages it may have changed (purge-tags.ts; every page's when its scope is empty or the
   * database cannot say which).
   */
  private changed({ kind, scope }: { kind: PageChange['kind']; scope: PurgeScope }): void {
    // A sale's stock reaches the other instances by the triggers' own `stock:` notice.
    const tell = (change: PageChange) => {
      this.changes.publish(change);
      if (change.kind !== 'stock') this.announce?.(change);
    };
    if (isEmptyScope(scope)) {
      this.pagePurger?.purge([everyPageTag]);
      tell({ kind, tags: [everyPageTag] });
      return;
    }
    const tags = purgeTagsOf(this.#db, scope);
    this.pagePurger?.purge(tags);
    tags.then(
      (known) => tell({ kind, tags: known }),
      () => tell({ kind, tags: [everyPageTag] }),
    );
  }
}
