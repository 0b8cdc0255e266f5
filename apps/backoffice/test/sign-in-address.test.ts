/**
 * The back office signs staff in from its own server: the sign-in it sends the admin API names the
 * client's address (`X-Forwarded-For`), so the API throttles per client, not one bucket for every
 * member behind the back office (issue 43).
 */
import { createTestApi, type TestApi } from '@clubshop/commerce-api/testing';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { auditLog } from '../../commerce-api/src/db/tables/staff.ts';
import { createStaff } from '../../commerce-api/src/staff/staff-service.ts';
import { createBackofficeServer } from '../server/app.ts';

const origin = 'http://localhost:5174';
let api: TestApi;

beforeAll(async () => {
  // The API believes one proxy in front of it: the back office.
  api = await createTestApi({ config: { trustProxy: 1 } });
  await createStaff(api.deps.db, { name: 'cli' }, new Date(), {
    email: 'owner@sign-in-address.example',
    password: 'owner password 1',
    role: 'owner',
    sites: 'all',
  });
}, 180_000);
afterAll(() => api?.close());

test("a sign-in reaches the API with the client's address", async () => {
  const forwarded: (string | null)[] = [];
  const app = createBackofficeServer({
    apiUrl: api.origin,
    apiFetch: (request) => {
      forwarded.push(request.headers.get('x-forwarded-for'));
      return api.fetch(request);
    },
    indexHtml: async () => '<!doctype html><html lang="en"><body></body></html>',
  });
  const form = await app.fetch(new Request(`${origin}/sign-in`));
  const csrfCookie = form.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .join('; ');
  const csrf = /name="csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? '';
  const answer = await app.fetch(
    new Request(`${origin}/sign-in`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin,
        'sec-fetch-site': 'same-origin',
        cookie: csrfCookie,
        // What a proxy in front of the back office wrote (in production the server adds its peer).
        'x-forwarded-for': '203.0.113.9',
      },
      body: new URLSearchParams({
        csrf,
        email: 'owner@sign-in-address.example',
        password: 'a wrong password',
        lang: 'en',
      }),
    }),
  );
  expect(answer.status).toBe(401);
  expect(forwarded).toEqual(['203.0.113.9']);
  const [failed] = await api.deps.db
    .select()
    .from(auditLog)
    // This file's member only (a PostgreSQL run may share the database).
    .where(
      and(
        eq(auditLog.entity, 'staff'),
        eq(auditLog.action, 'sign-in failed'),
        eq(auditLog.actor, 'owner@sign-in-address.example'),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  expect(failed?.after).toMatchObject({ address: '203.0.113.9' });
});
