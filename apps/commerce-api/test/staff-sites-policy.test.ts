/**
 * A member's sites bound every staff, audit and settings action (issue 43, `canManageMember` in
 * `src/staff/roles.ts`): an owner of one site cannot make an owner of all sites, widen their own
 * sites, set another owner's password, touch members of other sites or read other sites' audit
 * rows; the last owner of all sites stays. Staff passwords have 12+ characters and are none of
 * the common ones, on the API and the command line alike.
 */
import { createTestApi } from '@clubshop/commerce-api/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkedStaff } from '../src/cli/staff-command.ts';
import { openForFile } from '../src/testing/open-for-file.ts';
import { adminFetchEmptyEtagOf, createCliOwner, signIn } from './support/admin-client.ts';

const api = openForFile(() => createTestApi());
const password = 'staff password 1';
let owner: string;
let scopedOwner: string;
let siteA: string;
let siteB: string;
const ids: Record<string, string> = {};

const tokenOf = (email: string, secret = password) => signIn(api, email, secret);

/** An admin call over fetch; the ETag '' without one. */
const call = adminFetchEmptyEtagOf(() => api);

/** A PATCH of a member with its current ETag (read by the all-sites owner). */
async function patchMember(token: string, id: string, change: unknown) {
  const { etag } = await call(owner, 'GET', `/staff/${id}`);
  return call(token, 'PATCH', `/staff/${id}`, change, { 'If-Match': etag });
}

beforeAll(async () => {
  await createCliOwner(api, 'owner@club.example', password);
  owner = await tokenOf('owner@club.example');
  const site = async (name: string, host: string) => {
    const created = await call(owner, 'POST', '/sites', { name, host, culture: 'en', currency: 'GBP' });
    expect(created.status).toBe(201);
    return created.body.storeId as string;
  };
  siteA = await site('Northbridge FC', 'shop.northbridge.example');
  siteB = await site('Southport FC', 'shop.southport.example');
  for (const [email, role, sites] of [
    ['owner-a@club.example', 'owner', [siteA]],
    ['editor-a@club.example', 'editor', [siteA]],
    ['editor-b@club.example', 'editor', [siteB]],
    ['second-owner@club.example', 'owner', 'all'],
  ] as const) {
    const created = await call(owner, 'POST', '/staff', { email, password, role, sites });
    expect(created.status).toBe(201);
    ids[email] = created.body.id;
  }
  const me = await call(owner, 'GET', '/me');
  ids['owner@club.example'] = me.body.id;
  scopedOwner = await tokenOf('owner-a@club.example');
}, 120_000);

describe('an owner of one site', () => {
  it('cannot create a member of all sites or of another site (403 saying why); may create one of its own site', async () => {
    const allSites = await call(scopedOwner, 'POST', '/staff', {
      email: 'takeover@club.example',
      password,
      role: 'owner',
      sites: 'all',
    });
    expect(allSites.status).toBe(403);
    expect(allSites.body.errors[0]).toMatchObject({ code: 'Api.Error.Forbidden' });
    expect(allSites.body.errors[0].message).toMatch(/all sites/);
    const other = await call(scopedOwner, 'POST', '/staff', {
      email: 'other@club.example',
      password,
      role: 'editor',
      sites: [siteA, siteB],
    });
    expect(other.status).toBe(403);
    // Sites left out are the creator's own.
    const own = await call(scopedOwner, 'POST', '/staff', {
      email: 'packer-a@club.example',
      password,
      role: 'fulfilment',
    });
    expect(own.status).toBe(201);
    expect(own.body.sites).toEqual([siteA]);
    const list = await call(owner, 'GET', '/staff?pageSize=100');
    expect(list.body.items.map((m: { email: string }) => m.email)).not.toContain('takeover@club.example');
  });

  it('cannot widen its own sites nor set, change or remove members beyond its sites', async () => {
    const widen = await patchMember(scopedOwner, ids['owner-a@club.example'] as string, { sites: 'all' });
    expect(widen.status).toBe(403);
    const widenList = await patchMember(scopedOwner, ids['owner-a@club.example'] as string, {
      sites: [siteA, siteB],
    });
    expect(widenList.status).toBe(403);
    const takeover = await patchMember(scopedOwner, ids['owner@club.example'] as string, {
      password: 'a new password 1',
    });
    expect(takeover.status).toBe(403);
    expect(takeover.body.errors[0].message).toMatch(/all sites/);
    // The real owner's password still works.
    await tokenOf('owner@club.example');
    const promote = await patchMember(scopedOwner, ids['editor-b@club.example'] as string, { role: 'owner' });
    expect(promote.status).toBe(403);
    const remove = await call(scopedOwner, 'DELETE', `/staff/${ids['second-owner@club.example']}`);
    expect(remove.status).toBe(403);
    const read = await call(scopedOwner, 'GET', `/staff/${ids['editor-b@club.example']}`);
    expect(read.status).toBe(403);
    const list = await call(scopedOwner, 'GET', '/staff?pageSize=100');
    expect(list.status).toBe(200);
    const emails = list.body.items.map((m: { email: string }) => m.email).sort();
    expect(emails).toEqual(['editor-a@club.example', 'owner-a@club.example', 'packer-a@club.example']);
    expect(list.body.total).toBe(3);
    // Its own site's members it manages.
    const demote = await patchMember(scopedOwner, ids['editor-a@club.example'] as string, {
      role: 'fulfilment',
    });
    expect(demote.status).toBe(200);
    const grantOther = await patchMember(scopedOwner, ids['editor-a@club.example'] as string, {
      sites: [siteB],
    });
    expect(grantOther.status).toBe(403);
  });

  it("reads only its sites' audit rows and settings", async () => {
    await call(owner, 'GET', `/sites/${siteB}/settings`).then(async ({ etag }) =>
      expect((await call(owner, 'PATCH', `/sites/${siteB}/settings`, {}, { 'If-Match': etag })).status).toBe(
        200,
      ),
    );
    const audit = await call(scopedOwner, 'GET', '/audit?limit=500');
    expect(audit.status).toBe(200);
    expect(audit.body.items.length).toBeGreaterThan(0);
    for (const row of audit.body.items) expect(row.storeId).toBe(siteA);
    expect((await call(scopedOwner, 'GET', `/audit?storeId=${siteB}`)).status).toBe(403);
    const everything = await call(owner, 'GET', '/audit?limit=500');
    expect(everything.body.items.some((row: { storeId: string | null }) => row.storeId === siteB)).toBe(true);
    expect((await call(scopedOwner, 'GET', `/sites/${siteB}/settings`)).status).toBe(403);
    expect((await call(scopedOwner, 'GET', `/sites/${siteA}/settings`)).status).toBe(200);
  });
});

describe('the last owner of all sites', () => {
  it('cannot be demoted, narrowed or removed; an owner cannot raise or widen itself', async () => {
    const second = ids['second-owner@club.example'] as string;
    const first = ids['owner@club.example'] as string;
    // Two owners of all sites: one may narrow the other...
    expect((await patchMember(owner, second, { sites: [siteA] })).status).toBe(200);
    // ...who is then no owner of all sites, and may not widen itself back.
    const secondToken = await tokenOf('second-owner@club.example');
    expect((await patchMember(secondToken, second, { sites: 'all' })).status).toBe(403);
    // The one left cannot be demoted, narrowed or removed, not even by itself.
    const demote = await patchMember(owner, first, { role: 'editor' });
    expect(demote.status).toBe(409);
    expect(demote.body.errors[0].code).toBe('Admin.Error.LastOwner');
    expect((await patchMember(owner, first, { sites: [siteA] })).status).toBe(409);
    expect((await call(owner, 'DELETE', `/staff/${first}`)).status).toBe(409);
    expect((await call(owner, 'GET', `/staff/${first}`)).body).toMatchObject({ role: 'owner', sites: 'all' });
  });
});

describe('the staff password rule (12+ characters, none of the common passwords)', () => {
  it('is applied by the API on create and change (400 naming the field and the rule) and by the command line', async () => {
    for (const [secret, code] of [
      ['password', 'Admin.Validation.StaffPasswordLength'],
      ['12345678', 'Admin.Validation.StaffPasswordLength'],
      ['password1234', 'Admin.Validation.CommonPassword'],
      ['qwerty123456', 'Admin.Validation.CommonPassword'],
    ] as const) {
      const created = await call(owner, 'POST', '/staff', {
        email: `weak-${secret}@club.example`,
        password: secret,
        role: 'editor',
      });
      expect(created.status, secret).toBe(400);
      expect(created.body.errors[0]).toMatchObject({ field: 'password', code });
      const changed = await patchMember(owner, ids['editor-b@club.example'] as string, { password: secret });
      expect(changed.status, secret).toBe(400);
      expect(changed.body.errors[0]).toMatchObject({ field: 'password', code });
      expect(() =>
        checkedStaff({ email: 'cli@club.example', role: 'owner', sites: 'all', password: secret }),
      ).toThrow(/password (must be at least 12 characters|is one of the most common passwords)/);
    }
    expect(
      checkedStaff({ email: 'cli@club.example', role: 'owner', password: 'tall-oak-harbour-7' }),
    ).toMatchObject({
      sites: 'all',
    });
  });
});
