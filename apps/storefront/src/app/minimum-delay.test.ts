import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { FETCH_MINIMUM_DELAY_MS, withMinimumDelay } from './minimum-delay.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('a fast answer waits until 200 ms have passed', async () => {
  expect(FETCH_MINIMUM_DELAY_MS).toBe(200);
  let settled = false;
  const result = withMinimumDelay(Promise.resolve('ok')).then((value) => {
    settled = true;
    return value;
  });
  await vi.advanceTimersByTimeAsync(199);
  expect(settled).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(settled).toBe(true);
  await expect(result).resolves.toBe('ok');
});

test('a slow answer is not delayed further', async () => {
  let settled = false;
  const slow = new Promise<string>((resolve) => setTimeout(() => resolve('late'), 500));
  const result = withMinimumDelay(slow).then((value) => {
    settled = true;
    return value;
  });
  await vi.advanceTimersByTimeAsync(499);
  expect(settled).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  await expect(result).resolves.toBe('late');
});

test('a failure is passed on, also after the minimum delay', async () => {
  const failing = withMinimumDelay(Promise.reject(new Error('offline')));
  const assertion = expect(failing).rejects.toThrow('offline');
  await vi.advanceTimersByTimeAsync(200);
  await assertion;
});
