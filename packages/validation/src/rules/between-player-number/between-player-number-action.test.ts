import { betweenPlayerNumberAction } from '@clubshop/validation';
import * as v from 'valibot';
import { expect, test } from 'vitest';

const shirtNumber = v.union([v.string(), v.number()]);

test('betweenPlayerNumberAction reports the default range as params', () => {
  const result = v.safeParse(v.pipe(shirtNumber, betweenPlayerNumberAction()), 100);
  expect(result.issues?.[0]).toMatchObject({
    type: 'between_playerNumber',
    message: 'Form.Validation.BetweenPlayerNumber',
    requirement: { min: 1, max: 99 },
  });
});

test('betweenPlayerNumberAction reports given bounds, with the missing one filled in', () => {
  const result = v.safeParse(v.pipe(shirtNumber, betweenPlayerNumberAction({ max: 50 })), '51');
  expect(result.issues?.[0]?.requirement).toEqual({ min: 1, max: 50 });
  expect(v.safeParse(v.pipe(shirtNumber, betweenPlayerNumberAction({ max: 50 })), '50').success).toBe(true);
});
