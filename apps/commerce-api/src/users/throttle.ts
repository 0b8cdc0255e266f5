/**
 * Throttling that holds under concurrency: an attempt is counted (and admitted or refused) by one
 * atomic `insert ... on conflict do update ... where` BEFORE any work it guards (a password hash,
 * a mail), so a burst of parallel attempts can never run more than the free allowance.
 *
 * Each key (`login-pair:<email>|<address>`, `login-account:<email>`, ...) has a policy: `free`
 * attempts pass at once; from then on every admitted attempt must wait a delay that doubles
 * (`firstDelaySeconds`, 2x, 4x ... up to `maxDelaySeconds`). Refused attempts change nothing, so
 * hammering a key does not make its delay grow: it stays one admitted attempt per delay. A key
 * starts over after `resetAfterSeconds` without an admitted attempt. There is no hard lock-out.
 * Every time is the database's (`statement_timestamp()`), shared by all instances of the API.
 */
import type { ApiErrorItem } from '@clubshop/api-sdk/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { queryRows } from '../db/database.ts';
import type { Clock } from '../shared/clock.ts';

/** How one kind of key is throttled. */
export interface ThrottlePolicy {
  /** Attempts admitted at once before delays start. */
  free: number;
  /** The first delay, seconds; each further admitted attempt doubles it. */
  firstDelaySeconds: number;
  /** The longest delay, seconds. */
  maxDelaySeconds: number;
  /** A key with no admitted attempt for this long starts over, seconds (more than maxDelaySeconds). */
  resetAfterSeconds: number;
}

/** The policies of every throttled key kind (figures in docs/security.md). */
export interface ThrottlePolicies {
  /** Logins of one account from one client address. */
  loginPair: ThrottlePolicy;
  /** Logins of one account from anywhere (a distributed guess). */
  loginAccount: ThrottlePolicy;
  /** Logins of any account from one client address (password spraying). */
  loginAddress: ThrottlePolicy;
  /** Reset mails asked for one email. */
  forgotEmail: ThrottlePolicy;
  /** Reset mails asked from one client address. */
  forgotAddress: ThrottlePolicy;
  /** Registrations of one email. */
  registerEmail: ThrottlePolicy;
  /** Registrations from one client address. */
  registerAddress: ThrottlePolicy;
  /** Password resets (a token and a new password) from one client address. */
  resetAddress: ThrottlePolicy;
  /** Password resets with one token (a link tried again and again). */
  resetToken: ThrottlePolicy;
}

const minute = 60;
const hour = 60 * minute;

/** The default policies. */
export const defaultThrottlePolicies: ThrottlePolicies = {
  loginPair: { free: 5, firstDelaySeconds: 1, maxDelaySeconds: 15 * minute, resetAfterSeconds: hour },
  loginAccount: { free: 20, firstDelaySeconds: 1, maxDelaySeconds: 15 * minute, resetAfterSeconds: hour },
  loginAddress: { free: 30, firstDelaySeconds: 1, maxDelaySeconds: 15 * minute, resetAfterSeconds: hour },
  forgotEmail: { free: 3, firstDelaySeconds: minute, maxDelaySeconds: hour, resetAfterSeconds: 6 * hour },
  forgotAddress: { free: 20, firstDelaySeconds: minute, maxDelaySeconds: hour, resetAfterSeconds: 6 * hour },
  registerEmail: { free: 3, firstDelaySeconds: minute, maxDelaySeconds: hour, resetAfterSeconds: 6 * hour },
  registerAddress: {
    free: 30,
    firstDelaySeconds: minute,
    maxDelaySeconds: hour,
    resetAfterSeconds: 6 * hour,
  },
  resetAddress: { free: 20, firstDelaySeconds: minute, maxDelaySeconds: hour, resetAfterSeconds: 6 * hour },
  resetToken: { free: 5, firstDelaySeconds: minute, maxDelaySeconds: hour, resetAfterSeconds: 6 * hour },
};

/** The answer of `admit`: go ahead, or wait this many seconds. */
export type Admission = { admitted: true } | { admitted: false; retryAfterSeconds: number };

/**
 * "Now" for the throttle, in SQL: the database's clock, never the instance's (issue 43: an instance
 * 7 minutes fast wrote "blocked until" 7 minutes ahead, and every instance then refused the account
 * for 7 minutes, while its own view let it ignore the others' delays). Every instance shares the
 * database, so they all agree. A test clock's `sharedNow` stands in for it.
 */
function throttleNow(clock: Clock) {
  const shared = clock.sharedNow?.();
  return shared ? sql`(${shared.toISOString()}::timestamptz)` : sql`statement_timestamp()`;
}

/** The delay after the attempt numbered `attempts` (SQL), as a timestamp from `now`, or null. */
function blockedUntilAfter(attempts: SQL, policy: ThrottlePolicy, now: SQL) {
  return sql`case when ${attempts} < ${policy.free}::int then null
    else ${now} + make_interval(secs => least(${policy.maxDelaySeconds}::float8,
      ${policy.firstDelaySeconds}::float8 * power(2::float8, least(${attempts} - ${policy.free}::int, 40)))) end`;
}

/**
 * Counts one attempt of `key` and says whether it may run now (one atomic statement). The time is
 * the database's (or a test clock's `sharedNow`), never `clock.now()`.
 */
export async function admit(db: Db, key: string, policy: ThrottlePolicy, clock: Clock): Promise<Admission> {
  const now = throttleNow(clock);
  const startOver = sql`(${now} - make_interval(secs => ${policy.resetAfterSeconds}::float8))`;
  const attempts = sql`(case when t.last_attempt_at <= ${startOver} then 1 else t.attempts + 1 end)`;
  const admitted = await queryRows<{ attempts: number }>(
    db,
    sql`insert into throttle_counters as t (key, attempts, last_attempt_at, blocked_until)
        values (${key}, 1, ${now}, ${blockedUntilAfter(sql`1`, policy, now)})
        on conflict (key) do update set
          attempts = ${attempts},
          last_attempt_at = ${now},
          blocked_until = ${blockedUntilAfter(attempts, policy, now)}
        where t.blocked_until is null or t.blocked_until <= ${now}
        returning attempts`,
  );
  if (admitted.length > 0) return { admitted: true };
  // The wait is counted by the database too, so it is the same whichever instance answers.
  const [blocked] = await queryRows<{ wait_seconds: number | string | null }>(
    db,
    sql`select extract(epoch from blocked_until - ${now})::float8 as wait_seconds
        from throttle_counters where key = ${key}`,
  );
  const waitSeconds = Number(blocked?.wait_seconds ?? 0);
  return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(waitSeconds)) };
}

/**
 * Admits one attempt under several keys, in order; the first refusal stops (later keys are not
 * counted). An attempt refused by a later key still used its place under the earlier ones.
 */
export async function admitAll(
  db: Db,
  keys: ReadonlyArray<readonly [key: string, policy: ThrottlePolicy]>,
  clock: Clock,
): Promise<Admission> {
  for (const [key, policy] of keys) {
    const admission = await admit(db, key, policy, clock);
    if (!admission.admitted) return admission;
  }
  return { admitted: true };
}

/** Gives back one attempt of `key` (it succeeded); lifts the delay once under the allowance. */
export async function refund(db: Db, key: string, policy: ThrottlePolicy): Promise<void> {
  await db.execute(
    sql`update throttle_counters set attempts = greatest(attempts - 1, 0),
          blocked_until = case when attempts - 1 < ${policy.free}::int then null else blocked_until end
        where key = ${key}`,
  );
}

/** Forgets a key (e.g. the account and address pair after a successful login). */
export async function forget(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from throttle_counters where key = ${key}`);
}

/**
 * Forgets the login counters of an account (its password was just reset): a shopper's, or with
 * `prefix` `staff-` a member of staff's.
 */
export async function forgetLoginThrottling(
  db: Db,
  email: string,
  prefix: '' | 'staff-' = '',
): Promise<void> {
  const pairs = `${prefix}login-pair:${email.replace(/[\\%_]/g, (char) => `\\${char}`)}|%`;
  await db.execute(
    sql`delete from throttle_counters where key = ${`${prefix}login-account:${email}`} or key like ${pairs}`,
  );
}

/** "30 seconds", "2 minutes", "1 hour": a wait in words for error messages. */
export function waitInWords(seconds: number): string {
  const [amount, unit] =
    seconds < 90
      ? [seconds, 'second']
      : seconds < 90 * 60
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/** The refusal of a throttled call: when to try again, with its dictionary code. */
export function tooManyAttemptsItem(
  admission: Admission & { admitted: false },
  what: 'attempts' | 'login attempts',
): ApiErrorItem {
  const seconds = admission.retryAfterSeconds;
  return {
    message: `Too many ${what}; try again in ${waitInWords(seconds)}`,
    code: 'Api.Error.TooManyAttempts',
    params: { seconds },
  };
}
