/**
 * Login throttling with two instances of the API on one database, one of them with a clock
 * 7 minutes fast (issue 43): the throttle reads the database's clock, so a failed login on the fast
 * instance delays the account by the configured delay as every instance sees it (not 7 minutes
 * more), and a delay set by the other instance holds on the fast one too. Neither app has a test
 * clock (`sharedNow`), as in production; the first delay is 60 s so no test can outrun it.
 */
import { createTestApi, type TestApi } from '@clubshop/commerce-api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../src/staff/staff-service.ts';
import { defaultThrottlePolicies } from '../src/users/throttle.ts';
import { jsonInit } from './contract.ts';

const sevenMinutes = 7 * 60 * 1000;
const firstDelaySeconds = 60;
const config = {
  trustProxy: 1,
  throttle: {
    ...defaultThrottlePolicies,
    loginPair: { ...defaultThrottlePolicies.loginPair, firstDelaySeconds },
  },
};
let onTime: TestApi;
let fast: TestApi;
const password = 'correct horse battery';
const staffPassword = 'staff password 1';

beforeAll(async () => {
  onTime = await createTestApi({ config });
  fast = await createTestApi({
    sharedDatabaseOf: onTime,
    clock: { now: () => new Date(Date.now() + sevenMinutes) },
    config,
  });
  for (const email of ['skew-a@example.com', 'skew-b@example.com']) {
    const response = await onTime.fetch(
      '/api/users/register',
      jsonInit(
        'POST',
        { email, password, firstName: 'Ann', lastName: 'Lee' },
        { 'X-Forwarded-For': '203.0.113.5' },
      ),
    );
    expect(response.status).toBe(201);
  }
  for (const email of ['skew-a@staff.example', 'skew-b@staff.example']) {
    await createStaff(onTime.deps.db, { name: 'cli' }, new Date(), {
      email,
      password: staffPassword,
      role: 'owner',
      sites: 'all',
    });
  }
}, 120_000);
afterAll(async () => {
  await fast?.close();
  await onTime?.close();
});

/** A shopper's login: the error, or null when it succeeded. */
async function login(api: TestApi, username: string, secret: string, from: string) {
  const response = await api.fetch(
    '/api/users/authenticate',
    jsonInit('POST', { grant_type: 'password', username, password: secret }, { 'X-Forwarded-For': from }),
  );
  return ((await response.json()) as { error: string | null }).error;
}

/** A staff sign-in: the status and the Retry-After of a refusal. */
async function signIn(api: TestApi, username: string, secret: string, from: string) {
  const response = await api.fetch(
    '/admin/api/auth/token',
    jsonInit('POST', { grant_type: 'password', username, password: secret }, { 'X-Forwarded-For': from }),
  );
  return { status: response.status, retryAfter: Number(response.headers.get('Retry-After') ?? 0) };
}

/** The wait a throttled login names, seconds (it must be throttled, and named in seconds: < 90 s). */
function waitOf(error: string | null) {
  expect(error).toMatch(/^Too many login attempts; try again in \d+ seconds?$/);
  return Number(/(\d+) seconds?$/.exec(error ?? '')?.[1]);
}

describe('login throttling across instances whose clocks differ', () => {
  it("a shopper's failed logins on the fast instance delay the account by the configured delay only", async () => {
    const attacker = '203.0.113.70';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(await login(fast, 'skew-a@example.com', 'guess 123', attacker)).toBe(
        'The username or password is incorrect',
      );
    }
    // The instance on time sees the first delay (60 s), not 7 minutes more.
    const wait = waitOf(await login(onTime, 'skew-a@example.com', password, attacker));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(firstDelaySeconds);
  });

  it("a delay set on the instance on time holds on the fast one (it cannot skip the others' delays)", async () => {
    const attacker = '203.0.113.71';
    for (let attempt = 0; attempt < 5; attempt++)
      await login(onTime, 'skew-b@example.com', 'guess 123', attacker);
    const wait = waitOf(await login(fast, 'skew-b@example.com', 'guess 123', attacker));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(firstDelaySeconds);
  });

  it('the staff sign-in throttle agrees across the instances too', async () => {
    const attacker = '203.0.113.72';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn(fast, 'skew-a@staff.example', 'wrong guess 123', attacker)).status).toBe(401);
    }
    const seenOnTime = await signIn(onTime, 'skew-a@staff.example', staffPassword, attacker);
    expect(seenOnTime.status).toBe(429);
    expect(seenOnTime.retryAfter).toBeLessThanOrEqual(firstDelaySeconds);
    for (let attempt = 0; attempt < 5; attempt++) {
      await signIn(onTime, 'skew-b@staff.example', 'wrong guess 123', attacker);
    }
    const seenFast = await signIn(fast, 'skew-b@staff.example', 'wrong guess 123', attacker);
    expect(seenFast.status).toBe(429);
    expect(seenFast.retryAfter).toBeLessThanOrEqual(firstDelaySeconds);
  });
});
