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

/** `adminFetch` with its api given. */
export type AdminFetch = (
  token: string,
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<AdminReply>;

/** `adminFetch` bound to the suite's api, read when called (suites open it in `beforeAll`). */
export function adminFetchOf(api: () => TestApi): AdminFetch {
  return (token, method, path, body, headers = {}) => adminFetch(api(), token, method, path, body, headers);
}

/** `adminFetchOf` answering the ETag '' instead of null without one (for If-Match headers built from it). */
export function adminFetchEmptyEtagOf(api: () => TestApi) {
  const call = adminFetchOf(api);
  return async (
    token: string,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const reply = await call(token, method, path, body, headers);
    return { ...reply, etag: reply.etag ?? '' };
  };
}

/**
 * Makes the two sites of the admin suites through the owner: Åby IF (da, DKK; answered 201) and
 * Bergstadt SV (de, EUR) under the hosts given: their storeIds.
 */
export async function abyAndBergstadt(
  call: AdminFetch,
  owner: string,
  hosts: [string, string],
): Promise<[string, string]> {
  const a = await call(owner, 'POST', '/sites', {
    name: 'Åby IF',
    host: hosts[0],
    culture: 'da',
    currency: 'DKK',
  });
  expect(a.status).toBe(201);
  const b = await call(owner, 'POST', '/sites', {
    name: 'Bergstadt SV',
    host: hosts[1],
    culture: 'de',
    currency: 'EUR',
  });
  return [a.body.storeId, b.body.storeId];
}

/** Adds members through the owner (POST /staff), each answered 201. */
export async function addMembers(
  call: AdminFetch,
  owner: string,
  password: string,
  members: ReadonlyArray<readonly [email: string, role: string, sites: 'all' | readonly string[]]>,
): Promise<void> {
  for (const [email, role, sites] of members) {
    expect((await call(owner, 'POST', '/staff', { email, password, role, sites })).status).toBe(201);
  }
}
