/**
 * Admin API calls of a test: staff created and signed in (the owner as the CLI makes one, members
 * through the owner), and calls with a member's bearer token answering status, body and ETag:
 * `adminCaller` over the commerce test API's JSON helper (any JSON body), `adminFetch` over the
 * plain fetch (the body parsed only when it is a JSON object, the text beside it).
 */
import type { TestApi } from '@clubshop/commerce-api/testing';
import { expect } from 'vitest';
import { createStaff } from '../../src/staff/staff-service.ts';
import type { CommerceTestApi } from '../../src/testing/commerce-test-api.ts';
import { jsonInit } from '../contract.ts';

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

/** An admin answer read over fetch: the ETag null without one, the body only for a JSON object. */
export interface AdminReply {
  status: number;
  etag: string | null;
  headers: Headers;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in assertions
  body: any;
}

/** Calls `/admin/api<path>` over fetch with a bearer token, a JSON body and extra headers. */
export async function adminFetch(
  api: TestApi,
  token: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<AdminReply> {
  const auth = { Authorization: `Bearer ${token}`, ...headers };
  const response = await api.fetch(
    `/admin/api${path}`,
    body === undefined ? { method, headers: auth } : jsonInit(method, body, auth),
  );
  const text = await response.text();
  return {
    status: response.status,
    etag: response.headers.get('ETag'),
    headers: response.headers,
    text,
    body: text.startsWith('{') ? JSON.parse(text) : undefined,
  };
}

/** Signs a member in over fetch; `expectOk` checks the answer is 200: their access token. */
export async function signIn(
  api: TestApi,
  email: string,
  password: string,
  expectOk = true,
): Promise<string> {
  const response = await api.fetch(
    '/admin/api/auth/token',
    jsonInit('POST', { grant_type: 'password', username: email, password }),
  );
  if (expectOk) expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Creates an owner of every site as the CLI does (createStaff), no sign-in. */
export async function createCliOwner(api: TestApi, email: string, password: string): Promise<void> {
  await createStaff(api.deps.db, { name: 'cli' }, new Date(), {
    email,
    password,
    role: 'owner',
    sites: 'all',
  });
}
