/**
 * What the database outage tests (the server stopped and started, the postmaster killed) assert
 * of one API instance's traffic through an outage: it rode it out.
 */
import { expect } from 'vitest';
import type { ApiProcess } from './api-process.ts';
import type { Outcome } from './traffic.ts';

/**
 * No request failed but with 503 (the instance's error logs shown when one did); some were 503,
 * each with `Retry-After: 5` and the database's code; the liveness probe answered 200 throughout;
 * and requests started after `recoveredAt` (+200 ms) were all answered 2xx, at least one of them.
 */
export function expectOutageRiddenOut(api: ApiProcess, outcomes: Outcome[], recoveredAt: number): void {
  const failedHard = outcomes.filter(
    (outcome) => outcome.error || ((outcome.status ?? 0) >= 500 && outcome.status !== 503),
  );
  const errorLogs = api.logs.filter((line) => (line.level ?? 0) >= 50);
  expect(
    failedHard,
    JSON.stringify({ failedHard: failedHard.slice(0, 5), errorLogs: errorLogs.slice(0, 3) }),
  ).toEqual([]);
  const unavailable = outcomes.filter((outcome) => outcome.status === 503);
  expect(unavailable.length).toBeGreaterThan(0);
  for (const outcome of unavailable) {
    expect(outcome.retryAfter).toBe('5');
    expect(outcome.code).toBe('Api.Error.DatabaseUnavailable');
  }
  expect(
    outcomes.filter((outcome) => outcome.path === '/health').every((outcome) => outcome.status === 200),
  ).toBe(true);
  const afterRecovery = outcomes.filter((outcome) => outcome.startedAt > recoveredAt + 200);
  expect(afterRecovery.length).toBeGreaterThan(0);
  expect(
    afterRecovery.every((outcome) => (outcome.status ?? 0) < 300),
    JSON.stringify(afterRecovery.filter((outcome) => (outcome.status ?? 0) >= 300).slice(0, 3)),
  ).toBe(true);
}
