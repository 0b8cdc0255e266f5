/**
 * The admin query keys nest: a resource's `all` prefixes its lists and single reads, `lists()`
 * prefixes every list and no single read, a site's keys carry the site, so an invalidation by
 * prefix reaches what it should and nothing else.
 */
import { describe, expect, it } from 'vitest';
import { createAdminQueryKeys, adminQueryKeys as keys } from '../src/admin/index.ts';

const prefixes = (prefix: readonly unknown[], key: readonly unknown[]) =>
  JSON.stringify(key.slice(0, prefix.length)) === JSON.stringify(prefix);

describe('adminQueryKeys', () => {
  it('nests a list and a single read under the resource, apart from each other', () => {
    const list = keys.orders.list({ status: 'Open' });
    const detail = keys.orders.detail('o-1');
    expect(prefixes(keys.orders.all, list)).toBe(true);
    expect(prefixes(keys.orders.all, detail)).toBe(true);
    expect(prefixes(keys.orders.lists(), list)).toBe(true);
    expect(prefixes(keys.orders.lists(), detail)).toBe(false);
    expect(prefixes(keys.orders.details(), detail)).toBe(true);
    expect(prefixes(keys.vouchers.all, detail)).toBe(false);
  });

  it("keys a site's resources by the site", () => {
    const north = keys.pages.detail('northbridge-gb', 'p-1');
    expect(prefixes(keys.pages.bySite('northbridge-gb'), north)).toBe(true);
    expect(prefixes(keys.pages.bySite('harbour-dk'), north)).toBe(false);
    expect(
      prefixes(keys.products.details('northbridge-gb'), keys.products.addOns('northbridge-gb', 'shirt')),
    ).toBe(true);
    expect(
      prefixes(keys.shippingMethods.allDropPoints('m-1'), keys.shippingMethods.dropPoints('m-1', 2)),
    ).toBe(true);
  });

  it('is namespaced apart from the shop keys', () => {
    expect(keys.all).toEqual(['clubshop-admin']);
    expect(keys.me()).toEqual(['clubshop-admin', 'me']);
    expect(createAdminQueryKeys('bo').staff.list(2)).toEqual(['bo', 'staff', 'list', { page: 2 }]);
  });
});
