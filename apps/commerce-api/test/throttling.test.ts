/**
 * Throttling under parallel attack (issue 15): attempts are counted before the password hash or
 * the mail, per account and client address, with growing delays instead of a hard lock-out.
 * "Evaluated" attempts are those answered "The username or password is incorrect": a refused one
 * is answered "Too many login attempts" before any hash runs.
 */
import { acknowledgementSchema, authenticateResponseSchema } from '@clubshop/api-sdk/contract';
import { createTestApi, createTestClock } from '@clubshop/commerce-api/testing';
import { describe, expect, it } from 'vitest';
import { openForFile } from '../src/testing/open-for-file.ts';
import { scryptRuns } from '../src/users/passwords.ts';
import { expectContract, jsonInit } from './contract.ts';

const clock = createTestClock();
const api = openForFile(() => createTestApi({ clock, config: { trustProxy: 1 } }));

const password = 'correct horse battery';
const wrong = 'The username or password is incorrect';
const throttled = /^Too many login attempts; try again in \d+ seconds?$/;

async function register(email: string, from: string) {
  const response = await api.fetch(
    '/api/users/register',
    jsonInit('POST', { email, password, firstName: 'Ann', lastName: 'Lee' }, { 'X-Forwarded-For': from }),
  );
  expect(response.status).toBe(201);
}

async function login(username: string, secret: string, from: string) {
  const response = await api.fetch(
    '/api/users/authenticate',
    jsonInit('POST', { grant_type: 'password', username, password: secret }, { 'X-Forwarded-For': from }),
  );
  return expectContract(authenticateResponseSchema, await response.json());
}

function tally(answers: Array<{ isSuccess: boolean; error: string | null }>) {
  return {
    evaluated: answers.filter((answer) => answer.error === wrong).length,
    throttled: answers.filter((answer) => throttled.test(answer.error ?? '')).length,
    succeeded: answers.filter((answer) => answer.isSuccess).length,
  };
}

describe('login throttling', () => {
  it('evaluates at most 5 of 100 parallel wrong passwords, then refuses the right one too', async () => {
    await register('victim@example.com', '203.0.113.1');
    const attacker = '203.0.113.66';
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => login('victim@example.com', 'guess 123', attacker)),
    );
    expect(tally(answers)).toEqual({ evaluated: 5, throttled: 95, succeeded: 0 });
    const right = await login('victim@example.com', password, attacker);
    expect(right).toMatchObject({ isSuccess: false, result: null });
    expect(right.error).toMatch(throttled);
    // An unknown account is counted the same way: the answers do not tell them apart.
    const ghost = await Promise.all(
      Array.from({ length: 100 }, () => login('ghost@example.com', 'guess 123', attacker)),
    );
    expect(tally(ghost)).toEqual({ evaluated: 5, throttled: 95, succeeded: 0 });
    // Two registrations and 12 password hashes, each 100 ms or more of CPU: on a loaded two-core
    // machine that passed 20 s once. Nothing here is timed; the limit only stops a hang.
  }, 60_000);

  it('does not lock the owner out from their own address, and delays grow instead of locking', async () => {
    await register('owner@example.com', '203.0.113.2');
    const attacker = '203.0.113.67';
    for (let attempt = 0; attempt < 5; attempt++) await login('owner@example.com', 'nope nope', attacker);
    expect((await login('owner@example.com', 'nope nope', attacker)).error).toMatch(/1 second$/);
    // The owner, elsewhere, is not held up by the attacker's guesses.
    expect((await login('owner@example.com', password, '203.0.113.2')).isSuccess).toBe(true);
    // The attacker's next guess waits 1 s, the one after 2 s, then 4 s: one guess per delay.
    clock.advance(1000);
    expect((await login('owner@example.com', 'nope nope', attacker)).error).toBe(wrong);
    expect((await login('owner@example.com', 'nope nope', attacker)).error).toMatch(/2 seconds$/);
    clock.advance(2000);
    expect((await login('owner@example.com', 'nope nope', attacker)).error).toBe(wrong);
    expect((await login('owner@example.com', 'nope nope', attacker)).error).toMatch(/4 seconds$/);
    // After the delay the right password works from there too, and clears that address's count.
    clock.advance(4000);
    expect((await login('owner@example.com', password, attacker)).isSuccess).toBe(true);
    expect((await login('owner@example.com', 'nope nope', attacker)).error).toBe(wrong);
  });

  it('limits one address guessing across many accounts (spraying) to 30 evaluated', async () => {
    const sprayer = '203.0.113.99';
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => login(`spray${index}@example.com`, 'Summer2026!', sprayer)),
    );
    expect(tally(answers)).toEqual({ evaluated: 30, throttled: 20, succeeded: 0 });
  });

  it('limits one account guessed from many addresses to 20 evaluated', async () => {
    await register('target@example.com', '203.0.113.3');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => login('target@example.com', 'guess 123', `198.18.${index}.1`)),
    );
    expect(tally(answers)).toEqual({ evaluated: 20, throttled: 20, succeeded: 0 });
  });
});

describe('forgotten password and register throttling', () => {
  it('sends at most 3 reset mails for 50 parallel requests, answering known and unknown emails alike', async () => {
    await register('mailbox@example.com', '203.0.113.4');
    const ask = (email: string, from: string) =>
      api.fetch('/api/users/forgot-password', jsonInit('POST', { email }, { 'X-Forwarded-For': from }));
    const known = await Promise.all(
      Array.from({ length: 50 }, (_, index) => ask('mailbox@example.com', `192.0.2.${index}`)),
    );
    const unknown = await Promise.all(
      Array.from({ length: 50 }, (_, index) => ask('nobody@example.com', `192.0.2.${index + 100}`)),
    );
    const statuses = (responses: Response[]) => responses.map((response) => response.status).sort();
    expect(statuses(known)).toEqual(statuses(unknown));
    expect(statuses(known).filter((status) => status === 200)).toHaveLength(3);
    const accepted = known.find((response) => response.status === 200);
    expectContract(acknowledgementSchema, await accepted?.json());
    const refused = await known.find((response) => response.status === 429)?.json();
    expect(refused).toMatchObject({
      success: false,
      errors: [{ code: 'Api.Error.TooManyAttempts', params: { seconds: 60 } }],
    });
    const mails = await api.mails('mailbox@example.com');
    expect(mails.filter((mail) => mail.subject === 'Reset your password')).toHaveLength(3);
  });

  it('hashes at most 3 parallel registrations of one email; one account is made', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        api
          .fetch(
            '/api/users/register',
            jsonInit(
              'POST',
              { email: 'twice@example.com', password, firstName: 'A', lastName: 'B' },
              { 'X-Forwarded-For': `192.0.2.${200 + index}` },
            ),
          )
          .then((response) => response.status),
      ),
    );
    // Three evaluated, all answered alike (a known address is no 409): one account and its
    // confirmation mail; the owner is told of the two other tries.
    expect(statuses.sort()).toEqual([201, 201, 201, ...Array(7).fill(429)]);
    await expect
      .poll(async () => (await api.mails('twice@example.com')).map((mail) => mail.subject).sort())
      .toEqual([
        'Confirm your email',
        'Someone tried to register with your email',
        'Someone tried to register with your email',
      ]);
  });
});

describe('reset-password throttling', () => {
  it('answers 64 parallel resets with made-up tokens without hashing, and throttles after 20', async () => {
    const reset = (token: string) =>
      api.fetch(
        '/api/users/reset-password',
        jsonInit('POST', { token, password: 'a new password 123' }, { 'X-Forwarded-For': '198.51.100.7' }),
      );
    const hashesBefore = scryptRuns();
    const responses = await Promise.all(
      Array.from({ length: 64 }, (_, index) => reset(`made-up-token-${index}-${'x'.repeat(30)}`)),
    );
    // Before issue 24: every one of them ran scrypt (64 hashes) and none was throttled.
    expect(scryptRuns() - hashesBefore).toBe(0);
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array(20).fill(400), ...Array(44).fill(429)]);
    const invalid = await responses.find((response) => response.status === 400)?.json();
    expect(invalid).toMatchObject({ errors: [{ code: 'Api.Error.ResetTokenInvalid', field: 'token' }] });
    const refused = await responses.find((response) => response.status === 429)?.json();
    expect(refused).toMatchObject({
      errors: [{ code: 'Api.Error.TooManyAttempts', params: { seconds: 60 } }],
    });
  });

  it('throttles one token tried from many addresses after 5', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        api
          .fetch(
            '/api/users/reset-password',
            jsonInit(
              'POST',
              { token: 'one-guessed-token-0123456789-0123456789', password: 'a new password 123' },
              { 'X-Forwarded-For': `198.51.100.${100 + index}` },
            ),
          )
          .then((response) => response.status),
      ),
    );
    expect(statuses.sort()).toEqual([...Array(5).fill(400), ...Array(7).fill(429)]);
  });
});
