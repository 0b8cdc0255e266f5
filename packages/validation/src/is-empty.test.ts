import { isEmpty } from '@clubshop/validation';
import { expect, test } from 'vitest';

test('empty values', () => {
  expect(isEmpty('')).toBe(true);
  expect(isEmpty('a')).toBe(false);
});
