import { queryKeys } from '@clubshop/api-sdk/query';

/**
 * The key under which the creation of a basket replacing `replacing` (none: the first basket)
 * runs, so that concurrent callers share one request. Kept beside the api-sdk factory's basket
 * keys (`queryKeys.basket`), never equal to a token's key.
 */
export function basketCreationKey(replacing: string | undefined) {
  return [...queryKeys.basket.all, { create: replacing ?? null }] as const;
}
