import { ruleMessageKeys, rules } from '@clubshop/validation';
import { expect, test } from 'vitest';

test('rules holds every rule of the requirements under its exact name', () => {
  expect(Object.keys(rules).sort()).toEqual(
    [
      'required',
      'min',
      'max',
      'min_value',
      'max_value',
      'between',
      'between_playerNumber',
      'addOnName',
      'email',
      'numeric',
      'phone',
      'confirmed',
      'address',
    ].sort(),
  );
});

test('each rule reports the key of the requirements, or an invented one in the same pattern', () => {
  expect(ruleMessageKeys).toEqual({
    required: 'Form.Validation.Required',
    min: 'Form.Validation.Min', // invented
    max: 'Form.Validation.Max', // invented
    min_value: 'Form.Validation.MinValue', // invented
    max_value: 'Form.Validation.MaxValue', // invented
    between: 'Form.Validation.Between', // invented
    between_playerNumber: 'Form.Validation.BetweenPlayerNumber',
    addOnName: 'Form.Validation.InvalidCharacter',
    email: 'Form.Validation.Email',
    numeric: 'Form.Validation.Numeric',
    phone: 'Form.Validation.Phone',
    confirmed: 'Form.Validation.Confirmed',
    address: 'Form.Validation.Address',
  });
  expect(Object.keys(ruleMessageKeys).sort()).toEqual(Object.keys(rules).sort());
});

test('every rule but required, confirmed and addOnName lets every empty value through', () => {
  const params = {
    min: { length: 3 },
    max: { length: 3 },
    min_value: { min: 5 },
    max_value: { max: 1 },
    between: { min: 5, max: 6 },
  } as const;
  for (const [name, rule] of Object.entries(rules)) {
    // addOnName: docs/product/requirements.md#validation-rules wants a name that is non-empty after
    // trimming.
    if (name === 'required' || name === 'confirmed' || name === 'addOnName') continue;
    const test = rule as (value: unknown, params?: unknown) => boolean;
    for (const empty of [undefined, null, '', []]) {
      expect(test(empty, params[name as keyof typeof params]), `${name}(${JSON.stringify(empty)})`).toBe(
        true,
      );
    }
  }
});
