/**
 * Query keys of the user's data. Everything user-specific lives under `userQueryKeys.all`, so
 * logging out drops it in one call.
 */
export const userQueryKeys = {
  all: ['clubshop', 'users', 'me'] as const,
  profile: () => [...userQueryKeys.all, 'profile'] as const,
  orders: () => [...userQueryKeys.all, 'orders'] as const,
  order: (orderId: string) => [...userQueryKeys.all, 'orders', orderId] as const,
};
