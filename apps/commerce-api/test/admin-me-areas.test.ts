/**
 * `GET /admin/api/me` answers the areas the member's role works in, from the one permission table
 * (`areasOfRole` of `@clubshop/api-sdk/admin`, decision 0081), and the API decides its routes by
 * the same table: an area the answer leaves out is a 403, one it names is not.
 */
import { adminAreas, areasOfRole, type StaffRole, type StaffSelf } from '@clubshop/api-sdk/admin';
import { createTestApi } from '@clubshop/commerce-api/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../src/staff/staff-service.ts';
import { openForFile } from '../src/testing/open-for-file.ts';
import { jsonInit } from './contract.ts';

const api = openForFile(() => createTestApi());
const password = 'staff password 1';

beforeAll(async () => {
  for (const role of ['owner', 'editor', 'fulfilment'] as const)
    await createStaff(api.deps.db, { name: 'cli' }, new Date(), {
      email: `${role}@club.example`,
      password,
      role,
      sites: 'all',
    });
}, 120_000);

async function tokenOf(role: StaffRole): Promise<string> {
  const response = await api.fetch(
    '/admin/api/auth/token',
    jsonInit('POST', { grant_type: 'password', username: `${role}@club.example`, password }),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

/** A read of one area, to see the table decide it. */
const readOf: Partial<Record<(typeof adminAreas)[number], string>> = {
  staff: '/admin/api/staff',
  audit: '/admin/api/audit',
  orders: '/admin/api/orders',
  vouchers: '/admin/api/vouchers',
  shipping: '/admin/api/shipping-methods',
  dashboard: '/admin/api/dashboard',
};

describe('GET /admin/api/me: the areas of the role', () => {
  it.each(['owner', 'editor', 'fulfilment'] as const)(
    '%s: the areas of the table, its sites and two-step state',
    async (role) => {
      const token = await tokenOf(role);
      const me = (await (await api.fetch('/admin/api/me', auth(token))).json()) as StaffSelf;
      expect(me.role).toBe(role);
      expect(me.sites).toBe('all');
      expect(me.areas).toEqual([...areasOfRole[role]]);
      expect(me.twoFactor).toMatchObject({ enabled: false });
      for (const [area, path] of Object.entries(readOf)) {
        const status = (await api.fetch(path, auth(token))).status;
        if (me.areas.includes(area as (typeof adminAreas)[number]))
          expect(status, `${role} ${path}`).toBe(200);
        else expect(status, `${role} ${path}`).toBe(403);
      }
    },
  );

  it('owners work in every area; editors not in orders or staff; fulfilment in orders and the dashboard only', () => {
    expect(areasOfRole.owner).toEqual(adminAreas);
    expect(areasOfRole.editor).not.toContain('orders');
    expect(areasOfRole.editor).not.toContain('staff');
    expect(areasOfRole.fulfilment).toEqual(['dashboard', 'orders']);
  });
});
