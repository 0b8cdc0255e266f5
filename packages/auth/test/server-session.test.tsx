/**
 * A session on a server: one request's cookies in a request jar on the request's own jotai store.
 * Against the real commerce API (in process): the store reads the request's tokens, a refresh
 * with only the refresh-token cookie writes the new pair as Set-Cookie headers of the response,
 * and two requests of different users never see each other's session.
 */

import { createClient } from '@clubshop/api-sdk';
import {
  ACCESS_TOKEN_COOKIE,
  cookieJarAtom,
  createAuthBridge,
  createRequestCookieJar,
  loginWithPassword,
  REFRESH_TOKEN_COOKIE,
  readAccessToken,
  readAuthState,
  resumeSession,
  SESSION_MARKER_COOKIE,
} from '@clubshop/auth';
import { createStore } from 'jotai/vanilla';
import Cookies from 'js-cookie';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Customer, harnessSuite, registerConfirmedCustomer } from './support/api.tsx';

const h = harnessSuite();
let alice: Customer;
let bob: Customer;

beforeAll(async () => {
  alice = await registerConfirmedCustomer(h, 'server-alice@example.com');
  bob = await registerConfirmedCustomer(h, 'server-bob@example.com');
});

/** A browser's cookie header after a password login, as the login wrote it. */
async function cookieHeaderAfterLogin(customer: { email: string; password: string }): Promise<string> {
  const store = createStore();
  const jar = createRequestCookieJar('');
  store.set(cookieJarAtom, jar);
  expect(
    await loginWithPassword(h.client, store, { username: customer.email, password: customer.password }),
  ).toBe(true);
  return jar
    .setCookieHeaders()
    .map((header) => header.split(';')[0])
    .join('; ');
}

/** The store, jar and client a server builds for one request. */
function serverRequest(cookieHeader: string) {
  const store = createStore();
  const jar = createRequestCookieJar(cookieHeader, { secure: true });
  store.set(cookieJarAtom, jar);
  const auth = createAuthBridge({ authenticate: (grant) => client.users.authenticate(grant), store });
  const site = h.api.sites.find((s) => s.club === 'northbridge' && s.country === 'gb')!;
  const context = { storeId: site.storeId, culture: site.culture };
  const client = createClient({ hosts: h.api.origin, fetch: h.api.fetch, context, auth });
  return { store, jar, client };
}

describe('a session on a server', () => {
  it("reads the request's tokens, never the process's document cookies", async () => {
    Cookies.set(ACCESS_TOKEN_COOKIE, 'somebody-elses-token', { path: '/' });
    try {
      const header = await cookieHeaderAfterLogin(alice);
      const request = serverRequest(header);
      expect(readAuthState(request.store).status).toBe('authenticated');
      expect(readAccessToken(request.store)).not.toBe('somebody-elses-token');
      expect((await request.client.users.profile()).email).toBe(alice.email);
      expect(request.jar.setCookieHeaders()).toEqual([]);
    } finally {
      Cookies.remove(ACCESS_TOKEN_COOKIE, { path: '/' });
    }
  });

  it('with only the refresh-token cookie, resumes the session and sets the new pair on the response', async () => {
    const header = await cookieHeaderAfterLogin(bob);
    const refreshOnly = header
      .split('; ')
      .filter((cookie) => cookie.startsWith(`${REFRESH_TOKEN_COOKIE}=`))
      .join('; ');
    const request = serverRequest(refreshOnly);
    expect(readAuthState(request.store).status).toBe('anonymous');
    expect(await resumeSession(request.store)).toBe(true);
    expect((await request.client.users.profile()).email).toBe(bob.email);
    const written = request.jar.setCookieHeaders();
    expect(written).toHaveLength(3);
    // The tokens out of page scripts' reach; the marker (no secret in it) readable.
    expect(written[0]).toMatch(
      new RegExp(`^${ACCESS_TOKEN_COOKIE}=[^;]+; Expires=.+; Path=/; SameSite=Lax; Secure; HttpOnly$`),
    );
    expect(written[1]).toMatch(
      new RegExp(`^${REFRESH_TOKEN_COOKIE}=[^;]+; Expires=.+; Path=/; SameSite=Lax; Secure; HttpOnly$`),
    );
    expect(written[2]).toMatch(
      new RegExp(`^${SESSION_MARKER_COOKIE}=1; Expires=.+; Path=/; SameSite=Lax; Secure$`),
    );
    // The refresh token rotated: the old one is spent.
    expect(written[1]).not.toContain(refreshOnly.split('=')[1]);
  });

  it("two requests of different users at once each see their own user's data", async () => {
    const [aliceHeader, bobHeader] = await Promise.all([
      cookieHeaderAfterLogin(alice),
      cookieHeaderAfterLogin(bob),
    ]);
    const first = serverRequest(aliceHeader);
    const second = serverRequest(bobHeader);
    const [aliceProfile, bobProfile] = await Promise.all([
      first.client.users.profile(),
      second.client.users.profile(),
    ]);
    expect(aliceProfile.email).toBe(alice.email);
    expect(bobProfile.email).toBe(bob.email);
  });
});
