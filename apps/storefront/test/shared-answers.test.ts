import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { createSharedAnswers } from '../src/ssr/shared-answers.ts';

/** A query whose fetches are counted and can be held or made to fail. */
function countedQuery(answer: () => Promise<string> | string) {
  let fetches = 0;
  return {
    fetches: () => fetches,
    query: {
      queryKey: ['clubshop', 'dictionary', 'en-GB'] as const,
      queryFn: async () => {
        fetches += 1;
        return answer();
      },
    },
  };
}

const requestCache = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('answers shared between server renders', () => {
  test('a fresh answer is served from memory into each request cache, with its time', async () => {
    let clock = 1_000;
    const shared = createSharedAnswers({ ttlMs: 5_000, now: () => clock });
    const { query, fetches } = countedQuery(() => 'hello');
    const first = requestCache();
    await shared.prefetch(first, query, 'site-a');
    clock += 4_999;
    const second = requestCache();
    await shared.prefetch(second, query, 'site-a');
    expect(fetches()).toBe(1);
    expect(second.getQueryData(query.queryKey)).toBe('hello');
    expect(second.getQueryState(query.queryKey)?.dataUpdatedAt).toBe(
      first.getQueryState(query.queryKey)?.dataUpdatedAt,
    );
  });

  test('another key (another site) and an expired answer are asked again', async () => {
    let clock = 0;
    const shared = createSharedAnswers({ ttlMs: 5_000, now: () => clock });
    const { query, fetches } = countedQuery(() => 'hello');
    await shared.prefetch(requestCache(), query, 'site-a');
    await shared.prefetch(requestCache(), query, 'site-b');
    expect(fetches()).toBe(2);
    clock = 5_000;
    await shared.prefetch(requestCache(), query, 'site-a');
    expect(fetches()).toBe(3);
  });

  test('requests that miss together share one fetch', async () => {
    const shared = createSharedAnswers({ ttlMs: 5_000 });
    let release: (value: string) => void = () => undefined;
    const held = new Promise<string>((resolve) => {
      release = resolve;
    });
    const { query, fetches } = countedQuery(() => held);
    const caches = [requestCache(), requestCache(), requestCache()];
    const loads = caches.map((cache) => shared.prefetch(cache, query, 'site-a'));
    release('hello');
    await Promise.all(loads);
    expect(fetches()).toBe(1);
    for (const cache of caches) expect(cache.getQueryData(query.queryKey)).toBe('hello');
  });

  test('a failure is never kept: the failing request holds its error, the next one asks again', async () => {
    const shared = createSharedAnswers({ ttlMs: 5_000 });
    let fail = true;
    const { query, fetches } = countedQuery(() => {
      if (fail) throw new Error('API down');
      return 'hello';
    });
    const failed = requestCache();
    await shared.prefetch(failed, query, 'site-a');
    expect(failed.getQueryState(query.queryKey)?.status).toBe('error');
    fail = false;
    const next = requestCache();
    await shared.prefetch(next, query, 'site-a');
    expect(next.getQueryData(query.queryKey)).toBe('hello');
    expect(fetches()).toBe(2);
  });

  test('holds at most maxEntries answers, dropping the oldest; ttl 0 shares nothing', async () => {
    const shared = createSharedAnswers({ ttlMs: 5_000, maxEntries: 2 });
    const { query, fetches } = countedQuery(() => 'hello');
    for (const key of ['a', 'b', 'c', 'a']) await shared.prefetch(requestCache(), query, key);
    expect(fetches()).toBe(4);

    const off = createSharedAnswers({ ttlMs: 0 });
    const counted = countedQuery(() => 'hello');
    await off.prefetch(requestCache(), counted.query, 'a');
    await off.prefetch(requestCache(), counted.query, 'a');
    expect(counted.fetches()).toBe(2);
  });
});

describe('an expired answer under traffic (stale-while-revalidate)', () => {
  test('is served at once while one background refresh loads the next, which the following requests get', async () => {
    let clock = 0;
    const shared = createSharedAnswers({ ttlMs: 5_000, staleMs: 5_000, now: () => clock });
    let answer = 'first';
    let release: () => void = () => undefined;
    let held: Promise<void> | undefined;
    const { query, fetches } = countedQuery(async () => {
      await held;
      return answer;
    });
    await shared.prefetch(requestCache(), query, 'site-a');
    clock = 6_000;
    answer = 'second';
    held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Two requests while the refresh is held: both get the stale answer at once, one fetch runs.
    const [a, b] = [requestCache(), requestCache()];
    await shared.prefetch(a, query, 'site-a');
    await shared.prefetch(b, query, 'site-a');
    expect([a.getQueryData(query.queryKey), b.getQueryData(query.queryKey)]).toEqual(['first', 'first']);
    expect(fetches()).toBe(2);
    release();
    await expect
      .poll(async () => {
        const next = requestCache();
        await shared.prefetch(next, query, 'site-a');
        return next.getQueryData(query.queryKey);
      })
      .toBe('second');
    expect(fetches()).toBe(2);
  });

  test('too old (past ttl + stale) is never served: the request waits for a fresh one', async () => {
    let clock = 0;
    const shared = createSharedAnswers({ ttlMs: 5_000, staleMs: 5_000, now: () => clock });
    let answer = 'first';
    const { query, fetches } = countedQuery(() => answer);
    await shared.prefetch(requestCache(), query, 'site-a');
    clock = 10_000;
    answer = 'second';
    const late = requestCache();
    await shared.prefetch(late, query, 'site-a');
    expect(late.getQueryData(query.queryKey)).toBe('second');
    expect(fetches()).toBe(2);
  });

  test('a failed refresh keeps the stale answer until it is too old, then the request asks itself', async () => {
    let clock = 0;
    const shared = createSharedAnswers({ ttlMs: 5_000, staleMs: 5_000, now: () => clock });
    let failing = false;
    const { query, fetches } = countedQuery(() => {
      if (failing) throw new Error('API down');
      return 'first';
    });
    await shared.prefetch(requestCache(), query, 'site-a');
    failing = true;
    clock = 6_000;
    const during = requestCache();
    await shared.prefetch(during, query, 'site-a');
    expect(during.getQueryData(query.queryKey)).toBe('first');
    await expect.poll(fetches).toBe(2);
    clock = 10_001;
    const after = requestCache();
    await shared.prefetch(after, query, 'site-a');
    expect(after.getQueryState(query.queryKey)?.status).toBe('error');
  });
});

describe('a change the API announces (clear)', () => {
  test('drops every answer held: the next request asks the API again and gets the new one', async () => {
    const shared = createSharedAnswers({ ttlMs: 60_000 });
    let answer = 'old price';
    const { query, fetches } = countedQuery(() => answer);
    await shared.prefetch(requestCache(), query, 'site-a');
    answer = 'new price';
    shared.clear();
    const next = requestCache();
    await shared.prefetch(next, query, 'site-a');
    expect(next.getQueryData(query.queryKey)).toBe('new price');
    expect(fetches()).toBe(2);
  });

  test('an answer that was loading when the change came is not kept for later requests', async () => {
    const shared = createSharedAnswers({ ttlMs: 60_000 });
    let answer = 'old price';
    let release: () => void = () => undefined;
    let held: Promise<void> | undefined = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { query, fetches } = countedQuery(async () => {
      const now = answer;
      await held;
      return now;
    });
    const early = requestCache();
    const loading = shared.prefetch(early, query, 'site-a');
    answer = 'new price';
    shared.clear();
    held = undefined;
    release();
    await loading;
    // The request that asked before the change gets what it asked for...
    expect(early.getQueryData(query.queryKey)).toBe('old price');
    // ...but the next one asks again instead of reusing it.
    const later = requestCache();
    await shared.prefetch(later, query, 'site-a');
    expect(later.getQueryData(query.queryKey)).toBe('new price');
    expect(fetches()).toBe(2);
  });
});

describe('a change the API announces with tags (drop, decision 0097)', () => {
  test('drops the answers filed under its tags, and keeps the others', async () => {
    const shared = createSharedAnswers({ ttlMs: 60_000 });
    const { query, fetches } = countedQuery(() => 'answer');
    const tagged =
      (...tags: string[]) =>
      () =>
        tags;
    await shared.prefetch(requestCache(), query, 'club-a', tagged('site-a', 'product-1'));
    await shared.prefetch(requestCache(), query, 'club-b', tagged('site-b', 'product-2'));
    await shared.prefetch(requestCache(), query, 'untagged');
    shared.drop(['product-1', 'listing-a-men']);
    // The answer of product 1 and the one whose tags are not known go; club B's stays.
    expect(shared.size).toBe(1);
    await shared.prefetch(requestCache(), query, 'club-b', tagged('site-b', 'product-2'));
    expect(fetches()).toBe(3);
    await shared.prefetch(requestCache(), query, 'club-a', tagged('site-a', 'product-1'));
    expect(fetches()).toBe(4);
    shared.drop(['clubshop']);
    expect(shared.size).toBe(0);
  });

  test('an answer loading when a change came is kept only when the change did not touch it', async () => {
    const shared = createSharedAnswers({ ttlMs: 60_000 });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { query } = countedQuery(async () => {
      await held;
      return 'answer';
    });
    const loads = [
      shared.prefetch(requestCache(), query, 'club-a', () => ['site-a', 'product-1']),
      shared.prefetch(requestCache(), query, 'club-b', () => ['site-b', 'product-2']),
    ];
    shared.drop(['product-1']);
    release();
    await Promise.all(loads);
    expect(shared.size).toBe(1);
  });
});

describe('while the API changes are followed', () => {
  test('answers are kept for followedTtlMs, and for ttlMs again once the stream is lost', async () => {
    let clock = 0;
    const shared = createSharedAnswers({
      ttlMs: 5_000,
      staleMs: 5_000,
      followedTtlMs: 60_000,
      now: () => clock,
    });
    let answer = 'first';
    const { query, fetches } = countedQuery(() => answer);
    expect(shared.isFollowing()).toBe(false);
    shared.following(true);
    expect(shared.isFollowing()).toBe(true);
    await shared.prefetch(requestCache(), query, 'site-a');
    answer = 'second';
    // 30 s on, past ttl + stale: followed, the answer is still fresh, served without a fetch.
    clock = 30_000;
    const followed = requestCache();
    await shared.prefetch(followed, query, 'site-a');
    expect(followed.getQueryData(query.queryKey)).toBe('first');
    expect(fetches()).toBe(1);
    // The stream drops: the same answer is now too old (past 5 s + 5 s), so the request waits for a new one.
    shared.following(false);
    expect(shared.isFollowing()).toBe(false);
    const lost = requestCache();
    await shared.prefetch(lost, query, 'site-a');
    expect(lost.getQueryData(query.queryKey)).toBe('second');
    expect(fetches()).toBe(2);
  });

  test('followed answers are still bounded: past followedTtlMs they are refreshed, past twice it they are not served', async () => {
    let clock = 0;
    const shared = createSharedAnswers({
      ttlMs: 5_000,
      staleMs: 5_000,
      followedTtlMs: 60_000,
      now: () => clock,
    });
    let answer = 'first';
    const { query, fetches } = countedQuery(() => answer);
    shared.following(true);
    await shared.prefetch(requestCache(), query, 'site-a');
    answer = 'second';
    clock = 120_001;
    const late = requestCache();
    await shared.prefetch(late, query, 'site-a');
    expect(late.getQueryData(query.queryKey)).toBe('second');
    expect(fetches()).toBe(2);
  });
});
