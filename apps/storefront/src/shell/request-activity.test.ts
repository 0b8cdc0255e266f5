import { QueryClient } from '@tanstack/react-query';
import { expect, test } from 'vitest';
import { type RequestActivity, watchRequestActivity } from './request-activity.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

test('pending while any request runs, finished when all complete, failed on an error', async () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const seen: RequestActivity[] = [];
  const stop = watchRequestActivity(queryClient, (activity) => seen.push(activity));
  const first = deferred<string>();
  const second = deferred<string>();
  const a = queryClient.fetchQuery({ queryKey: ['a'], queryFn: () => first.promise });
  const b = queryClient.fetchQuery({ queryKey: ['b'], queryFn: () => second.promise });
  expect(seen.at(-1)).toEqual({ pending: true, failed: false });
  first.resolve('a');
  await a;
  expect(seen.at(-1)).toEqual({ pending: true, failed: false });
  second.reject(new Error('500'));
  await b.catch(() => undefined);
  expect(seen.at(-1)).toEqual({ pending: false, failed: true });

  // The next request starts clean.
  const third = deferred<string>();
  const c = queryClient.fetchQuery({ queryKey: ['c'], queryFn: () => third.promise });
  expect(seen.at(-1)).toEqual({ pending: true, failed: false });
  third.resolve('c');
  await c;
  expect(seen.at(-1)).toEqual({ pending: false, failed: false });
  stop();
});

test('mutations count as requests too', async () => {
  const queryClient = new QueryClient();
  const seen: RequestActivity[] = [];
  watchRequestActivity(queryClient, (activity) => seen.push(activity));
  const work = deferred<void>();
  const mutation = queryClient.getMutationCache().build(queryClient, { mutationFn: () => work.promise });
  const running = mutation.execute(undefined);
  await Promise.resolve();
  expect(seen.at(-1)?.pending).toBe(true);
  work.resolve();
  await running;
  expect(seen.at(-1)).toEqual({ pending: false, failed: false });
});
