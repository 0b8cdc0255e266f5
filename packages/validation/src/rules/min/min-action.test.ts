import { minAction } from '@clubshop/validation';
import * as v from 'valibot';
import { expect, test } from 'vitest';

// Its issue and its passing values are checked with the other actions' in ../rule-actions.test.ts.
test('minAction takes another message key', () => {
  const result = v.safeParse(v.pipe(v.string(), minAction({ length: 8 }, 'Password.TooShort')), 'abc');
  expect(result.issues?.[0]).toMatchObject({ message: 'Password.TooShort', requirement: { length: 8 } });
});
