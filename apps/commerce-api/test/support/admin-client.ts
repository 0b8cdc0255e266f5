/**
 * Admin API calls of a test: staff created and signed in (the owner as the CLI makes one, members
 * through the owner), and calls with a member's bearer token answering status, body and ETag.
 */
import { expect } from 'vitest';
import { createStaff } from '../../src/staff/staff-service.ts';
import type { CommerceTestApi } from '../../src/testing/commerce-test-api.ts';

/** An admin call's answer: status, parsed body and ETag ('' without one). */
export interface AdminAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: test answers are checked field by field
  body: any;
  etag: string;
  headers: Headers;
}

/** Calls `/admin/api<path>` with a bearer token and extra headers (If-Match, Idempotency-Key). */
export type AdminCall = (
  token: string,
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<AdminAnswer>;

/** The admin caller of `api`. */
export function adminCaller(api: CommerceTestApi): AdminCall {
  return async (token, method, path, body, headers = {}) => {
    const result = await api.json(method, `/admin/api${path}`, body, {
      Authorization: `Bearer ${token}`,
      ...headers,
    });
    return {
      status: result.status,
      body: result.body,
      etag: result.response.headers.get('ETag') ?? '',
      headers: result.response.headers,
    };
  };
}

/** Signs a member in with their password (POST /admin/api/auth/token, 200): their access token. */
export async function staffToken(api: CommerceTestApi, email: string, password: string): Promise<string> {
  const response = await api.json('POST', '/admin/api/auth/token', {
    grant_type: 'password',
    username: email,
    password,
  });
  expect(response.status).toBe(200);
  return (response.body as { access_token: string }).access_token;
}

/** Creates an owner of every site as the CLI does and signs them in: their access token. */
export async function ownerToken(api: CommerceTestApi, email: string, password: string): Promise<string> {
  await createStaff(api.deps.db, { name: 'cli' }, new Date(), {
    email,
    password,
    role: 'owner',
    sites: 'all',
  });
  return staffToken(api, email, password);
}
