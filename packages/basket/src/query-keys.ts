/**
 * Query keys of the basket, per token. Everything of one basket lives under
 * `basketQueryKeys.token(token)`, so a reset drops it in one call.
 */
export const basketQueryKeys = {
  all: ['clubshop', 'basket'] as const,
  token: (token: string | undefined) => [...basketQueryKeys.all, token ?? null] as const,
  summary: (token: string | undefined) => [...basketQueryKeys.token(token), 'summary'] as const,
  basket: (token: string | undefined) => [...basketQueryKeys.token(token), 'basket'] as const,
  receipt: (token: string) => [...basketQueryKeys.token(token), 'receipt'] as const,
  /** The creation of a basket replacing `token` (none: the first basket); shared while in flight. */
  create: (replacing: string | undefined) => [...basketQueryKeys.all, 'create', replacing ?? null] as const,
};
