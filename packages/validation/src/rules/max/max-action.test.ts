import { maxAction } from '@clubshop/validation';
import * as v from 'valibot';
import { expect, test } from 'vitest';

// Its issue is checked with the other actions' in ../rule-actions.test.ts.
test('maxAction passes a short enough value', () => {
  expect(v.parse(v.pipe(v.string(), maxAction({ length: 6 })), 'Müller')).toBe('Müller');
});
