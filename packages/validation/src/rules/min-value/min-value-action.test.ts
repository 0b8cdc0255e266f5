import { minValueAction } from '@clubshop/validation';
import * as v from 'valibot';
import { expect, test } from 'vitest';

// Its issue is checked with the other actions' in ../rule-actions.test.ts.
test('minValueAction checks numeric strings as numbers', () => {
  const schema = v.pipe(v.string(), minValueAction({ min: 18 }));
  expect(v.safeParse(schema, '18').success).toBe(true);
  expect(v.safeParse(schema, '17').success).toBe(false);
});
