/**
 * Staff and roles of the admin API (issue 26): a token audience apart from shoppers', each role's
 * limits, sites scoping, ETag/If-Match on edits, and the audit log written with every write.
 */
import { createTestApi } from '@clubshop/commerce-api/testing';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staff } from '../src/db/tables/staff.ts';
import { openForFile } from '../src/testing/open-for-file.ts';
import { jsonInit } from './contract.ts';
import { createCliOwner } from './support/admin-client.ts';

const api = openForFile(() =>
  createTestApi({ config: { adminOrigins: ['https://backoffice.example.com'] } }),
);
const password = 'staff password 1';

beforeAll(async () => {
  await createCliOwner(api, 'owner@club.example', password);
}, 120_000);

async function staffLogin(email: string, secret = password) {
  const response = await api.fetch(
    '/admin/api/auth/token',
    jsonInit('POST', { grant_type: 'password', username: email, password: secret }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function tokenOf(email: string): Promise<string> {
  const { status, body } = await staffLogin(email);
  expect(status).toBe(200);
  return body.access_token as string;
}

const auth = (token: string, headers: Record<string, string> = {}) => ({
  headers: { Authorization: `Bearer ${token}`, ...headers },
});

async function createMember(owner: string, email: string, role: string, sites: unknown = 'all') {
  const response = await api.fetch(
    '/admin/api/staff',
    jsonInit('POST', { email, password, role, sites }, { Authorization: `Bearer ${owner}` }),
  );
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string };
}

describe('staff tokens are not shopper tokens', () => {
  it('answers 401 to a shopper token, no token and a forged token on admin routes', async () => {
    await api.fetch(
      '/api/users/register',
      jsonInit('POST', {
        email: 'shopper@example.com',
        password: 'shopper secret',
        firstName: 'S',
        lastName: 'P',
      }),
    );
    const login = await api.fetch(
      '/api/users/authenticate',
      jsonInit('POST', {
        grant_type: 'password',
        username: 'shopper@example.com',
        password: 'shopper secret',
      }),
    );
    const shopper = ((await login.json()) as { result: { access_token: string } }).result.access_token;
    for (const path of ['/admin/api/me', '/admin/api/staff', '/admin/api/audit', '/admin/api/sites']) {
      expect((await api.fetch(path, auth(shopper))).status).toBe(401);
      expect((await api.fetch(path)).status).toBe(401);
    }
    // Every route of the admin API but login and its OpenAPI document, whatever the method.
    const adminRoutes = api.routes.filter(
      (route) =>
        route.path.startsWith('/admin/api/') &&
        route.path !== '/admin/api/auth/token' &&
        route.path !== '/admin/api/openapi.json' &&
        route.method !== 'OPTIONS',
    );
    expect(adminRoutes.length).toBeGreaterThan(15);
    for (const route of adminRoutes) {
      const path = route.path.replace(/:(\w+)/g, 'x');
      const init =
        route.method === 'GET'
          ? auth(shopper)
          : jsonInit(route.method, {}, { Authorization: `Bearer ${shopper}` });
      const response = await api.fetch(path, init);
      expect({ route: `${route.method} ${route.path}`, status: response.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 401,
      });
    }
    const posted = await api.fetch(
      '/admin/api/staff',
      jsonInit('POST', { email: 'x@y.z', password, role: 'owner' }, { Authorization: `Bearer ${shopper}` }),
    );
    expect(posted.status).toBe(401);
  });

  it('a staff token is no shopper: the shoppers API does not know it', async () => {
    const owner = await tokenOf('owner@club.example');
    expect((await api.fetch('/api/users/me/profile', auth(owner))).status).toBe(401);
    expect((await api.fetch('/admin/api/me', auth(owner))).status).toBe(200);
  });

  it('refuses a wrong password alike for known and unknown staff, and rotates refresh tokens', async () => {
    expect((await staffLogin('owner@club.example', 'wrong password')).status).toBe(401);
    expect((await staffLogin('nobody@club.example')).status).toBe(401);
    const { body } = await staffLogin('owner@club.example');
    const refresh = (token: string) =>
      api.fetch(
        '/admin/api/auth/token',
        jsonInit('POST', { grant_type: 'refresh_token', refresh_token: token }),
      );
    const first = await refresh(body.refresh_token as string);
    expect(first.status).toBe(200);
    const next = (await first.json()) as { access_token: string };
    // The used token again: the whole family ends, the new access token with it.
    expect((await refresh(body.refresh_token as string)).status).toBe(401);
    expect((await api.fetch('/admin/api/me', auth(next.access_token))).status).toBe(401);
  });
});

describe('roles and sites', () => {
  it('an editor cannot touch staff, the audit log or orders; fulfilment only orders', async () => {
    const owner = await tokenOf('owner@club.example');
    await createMember(owner, 'editor@club.example', 'editor');
    await createMember(owner, 'packer@club.example', 'fulfilment');
    const editor = await tokenOf('editor@club.example');
    const packer = await tokenOf('packer@club.example');
    expect((await api.fetch('/admin/api/staff', auth(editor))).status).toBe(403);
    expect((await api.fetch('/admin/api/audit', auth(editor))).status).toBe(403);
    const escalate = await api.fetch(
      '/admin/api/staff',
      jsonInit(
        'POST',
        { email: 'mine@club.example', password, role: 'owner' },
        { Authorization: `Bearer ${editor}` },
      ),
    );
    expect(escalate.status).toBe(403);
    expect((await api.fetch('/admin/api/staff', auth(packer))).status).toBe(403);
  });

  it('checks the new member with the shared field rules: 400 naming the field, nothing written', async () => {
    const owner = await tokenOf('owner@club.example');
    const response = await api.fetch(
      '/admin/api/staff',
      jsonInit(
        'POST',
        { email: 'not-an-email', password: 'short', role: 'boss' },
        { Authorization: `Bearer ${owner}` },
      ),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Array<{ field?: string }> };
    expect(body.errors.map((error) => error.field).sort()).toEqual(['email', 'password', 'role']);
    expect(JSON.stringify(body)).not.toContain('short');
    expect(await api.deps.db.select().from(staff).where(eq(staff.email, 'not-an-email'))).toEqual([]);
  });
});

describe('edits, ETags and the audit log', () => {
  it('a stale edit gets 412 and changes nothing; each write has its audit row with before and after', async () => {
    const owner = await tokenOf('owner@club.example');
    const created = await createMember(owner, 'temp@club.example', 'editor', [api.sites[0]?.storeId]);
    const read = await api.fetch(`/admin/api/staff/${created.id}`, auth(owner));
    const etag = read.headers.get('ETag') as string;
    expect(etag).toMatch(/^"/);
    const edit = (ifMatch: string, role: string) =>
      api.fetch(
        `/admin/api/staff/${created.id}`,
        jsonInit('PATCH', { role }, { Authorization: `Bearer ${owner}`, 'If-Match': ifMatch }),
      );
    const first = await edit(etag, 'fulfilment');
    expect(first.status).toBe(200);
    expect(first.headers.get('ETag')).not.toBe(etag);
    const stale = await edit(etag, 'owner');
    expect(stale.status).toBe(412);
    const now = (await (await api.fetch(`/admin/api/staff/${created.id}`, auth(owner))).json()) as {
      role: string;
    };
    expect(now.role).toBe('fulfilment');

    const rows = await api.deps.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(rows.map((row) => row.action)).toEqual(['create', 'update']);
    const update = rows[1];
    expect(update?.actor).toBe('owner@club.example');
    expect((update?.before as { role?: string } | undefined)?.role).toBe('editor');
    expect((update?.after as { role?: string } | undefined)?.role).toBe('fulfilment');
    expect(JSON.stringify(rows)).not.toContain('scrypt');

    const listed = await api.fetch(`/admin/api/audit?entity=staff&entityId=${created.id}`, auth(owner));
    expect(((await listed.json()) as { items: unknown[] }).items).toHaveLength(2);
  });
});

describe('the last owner', () => {
  it('an owner cannot demote the last owner (409, nothing changed); a second owner can, and removes them', async () => {
    const owner = await tokenOf('owner@club.example');
    const me = (await (await api.fetch('/admin/api/me', auth(owner))).json()) as { id: string };
    // Only this owner left: every other active owner becomes an editor first.
    const list = (await (await api.fetch('/admin/api/staff?pageSize=200', auth(owner))).json()) as {
      items: Array<{ id: string; role: string; disabled: boolean }>;
    };
    for (const member of list.items.filter((m) => m.role === 'owner' && !m.disabled && m.id !== me.id)) {
      const etag = (await api.fetch(`/admin/api/staff/${member.id}`, auth(owner))).headers.get('ETag') ?? '';
      const demoted = await api.fetch(
        `/admin/api/staff/${member.id}`,
        jsonInit('PATCH', { role: 'editor' }, { Authorization: `Bearer ${owner}`, 'If-Match': etag }),
      );
      expect(demoted.status).toBe(200);
    }
    const demoteSelf = async () => {
      const etag = (await api.fetch(`/admin/api/staff/${me.id}`, auth(owner))).headers.get('ETag') ?? '';
      return api.fetch(
        `/admin/api/staff/${me.id}`,
        jsonInit('PATCH', { role: 'fulfilment' }, { Authorization: `Bearer ${owner}`, 'If-Match': etag }),
      );
    };
    const refused = await demoteSelf();
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { errors: Array<{ code: string }> }).errors[0]?.code).toBe(
      'Admin.Error.LastOwner',
    );
    const [row] = await api.deps.db.select().from(staff).where(eq(staff.id, me.id));
    expect(row?.role).toBe('owner');
    // With a second owner, the first may step down; the second removes them (audited).
    const second = await createMember(owner, 'second-owner@club.example', 'owner');
    expect((await demoteSelf()).status).toBe(200);
    const secondToken = await tokenOf('second-owner@club.example');
    const removed = await api.fetch(`/admin/api/staff/${me.id}`, { ...auth(secondToken), method: 'DELETE' });
    expect(removed.status).toBe(204);
    const rows = await api.deps.db.select().from(auditLog).where(eq(auditLog.entityId, me.id));
    expect(rows.map((r) => r.action)).toContain('remove');
    expect(second.id).not.toBe(me.id);
  });
});

describe('CORS', () => {
  it('allows only the back-office origins on the admin API', async () => {
    const preflight = (origin: string) =>
      api.fetch('/admin/api/me', {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
      });
    expect(
      (await preflight('https://backoffice.example.com')).headers.get('access-control-allow-origin'),
    ).toBe('https://backoffice.example.com');
    expect((await preflight('http://localhost:5173')).headers.get('access-control-allow-origin')).toBeNull();
    const siteOrigin = `http://${api.sites[0]?.url ? new URL(api.sites[0].url).host : 'localhost'}`;
    expect((await preflight(siteOrigin)).headers.get('access-control-allow-origin')).toBeNull();
  });
});
