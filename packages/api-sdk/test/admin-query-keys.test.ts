import { adminQueryKeys, createAdminQueryKeys } from '@clubshop/api-sdk/admin';
import { describe, expect, it } from 'vitest';

/** Whether `key` starts with `prefix`, as TanStack Query matches an invalidation. */
const under = (prefix: readonly unknown[], key: readonly unknown[]) =>
  JSON.stringify(key.slice(0, prefix.length)) === JSON.stringify(prefix);

describe('admin query keys', () => {
  it('are namespaced, one group per resource, lists and details apart', () => {
    expect(adminQueryKeys.me()).toEqual(['clubshop-admin', 'me']);
    expect(adminQueryKeys.orders.list({ status: 'Open' })).toEqual([
      'clubshop-admin',
      'orders',
      'list',
      { status: 'Open' },
    ]);
    expect(adminQueryKeys.products.detail('northbridge-gb', 'home-shirt')).toEqual([
      'clubshop-admin',
      'products',
      'detail',
      'northbridge-gb',
      'home-shirt',
    ]);
    expect(createAdminQueryKeys('club2').vouchers.all).toEqual(['club2', 'vouchers']);
  });

  it('nest, so an invalidation reaches what it should and nothing else', () => {
    const list = adminQueryKeys.orders.list({ q: 'CS-1' });
    const detail = adminQueryKeys.orders.detail('o1');
    expect(under(adminQueryKeys.orders.lists(), list)).toBe(true);
    expect(under(adminQueryKeys.orders.lists(), detail)).toBe(false);
    expect(under(adminQueryKeys.orders.all, detail)).toBe(true);
    expect(under(adminQueryKeys.orders.all, adminQueryKeys.products.lists())).toBe(false);
    // A resource named like the start of another is not under it.
    expect(under(adminQueryKeys.addOns.all, adminQueryKeys.productAddOns.detail('s', 'h'))).toBe(false);
    expect(under(adminQueryKeys.all, adminQueryKeys.me())).toBe(true);
  });
});
