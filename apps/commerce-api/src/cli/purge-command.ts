/**
 * `clubshop purge-pages [--site <storeId>,…]`: purges the storefront's pages from the page caches
 * in front of it (`PAGE_CACHE_PURGE_URLS`, with `PAGE_CACHE_PURGE_TOKEN`), as the API does after
 * an edit. Without `--site`: every page of every club (`clubshop`), what a deploy of new
 * storefront code needs, since the markup of every page changed (decision 0097: it is the only
 * purge of every page); with it, every page of those sites.
 */
import { everyPageTag, siteTag } from '@clubshop/api-sdk/contract';
import { createPageCachePurger } from '../cache/page-cache-purger.ts';
import { CommandError } from '../commands/open-database.ts';
import type { ServerConfig } from '../config/load-config.ts';
import { createLogger } from '../logging/logger.ts';
import type { ParsedArgs } from './args.ts';

/** Runs `clubshop purge-pages` (see the module comment). */
export async function runPurgeCommand(
  config: ServerConfig,
  args: ParsedArgs,
  out: (line: string) => void,
): Promise<void> {
  if (config.pageCachePurgeUrls.length === 0)
    throw new CommandError('PAGE_CACHE_PURGE_URLS names no page cache to purge');
  const sites = args.options.get('site');
  const tags =
    typeof sites === 'string'
      ? sites
          .split(',')
          .map((storeId) => storeId.trim())
          .filter((storeId) => storeId !== '')
          .map(siteTag)
      : [everyPageTag];
  let failed = 0;
  const logger = createLogger({ level: 'warn', format: 'pretty' });
  const purger = createPageCachePurger({
    urls: config.pageCachePurgeUrls,
    token: config.pageCachePurgeToken,
    logger: new Proxy(logger, {
      get(target, key, receiver) {
        if (key === 'warn') {
          return (...line: Parameters<typeof logger.warn>) => {
            failed += 1;
            return target.warn(...line);
          };
        }
        return Reflect.get(target, key, receiver);
      },
    }),
  });
  purger.purge(tags);
  await purger.idle();
  if (failed > 0) throw new CommandError(`${failed} purge(s) failed (see above)`);
  out(`purged ${tags.join(' ')} at ${config.pageCachePurgeUrls.length} page cache(s)`);
}
