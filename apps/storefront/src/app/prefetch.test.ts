import { expect, test } from 'vitest';
import { canPrefetch } from './prefetch.ts';

test.each([
  [undefined, true],
  [{}, true],
  [{ effectiveType: '4g' }, true],
  [{ effectiveType: '3g' }, true],
  [{ effectiveType: '2g' }, false],
  [{ effectiveType: 'slow-2g' }, false],
  [{ effectiveType: '4g', saveData: true }, false],
  [{ effectiveType: '4g', saveData: false }, true],
])('canPrefetch(%o) is %s', (connection, expected) => {
  expect(canPrefetch(connection)).toBe(expected);
});
