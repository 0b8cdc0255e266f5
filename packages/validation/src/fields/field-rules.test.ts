import { fieldRuleTable } from '@clubshop/validation/conformance';
import { describe, expect, it } from 'vitest';
import { validateField } from '../form/validate-field.ts';
import { fieldLimits } from './field-limits.ts';
import { fieldRules } from './field-rules.ts';

// The forms' side of the shared table: each field's rules as a form runs them.
describe.each(Object.entries(fieldRuleTable))('%s (conformance table)', (field, cases) => {
  const rules = fieldRules[field as keyof typeof fieldRuleTable];

  it.each(cases.accepted.map((value) => [value]))('accepts %j', (value) => {
    expect(validateField(value, rules, {})).toBeNull();
  });

  it.each(cases.refused.map((value) => [value]))('refuses %j', (value) => {
    expect(validateField(value, rules, {})).not.toBeNull();
  });
});

describe('fieldRules', () => {
  it('demand a value where the field is required, and none where it is optional', () => {
    expect(validateField('', fieldRules.street, {})?.key).toBe('Form.Validation.Required');
    expect(validateField('', fieldRules.optionalStreet, {})).toBeNull();
    expect(validateField('', fieldRules.optionalPhone, {})).toBeNull();
    expect(validateField('', fieldRules.comment, {})).toBeNull();
  });

  it('hold the limits exactly: the longest value passes, one character more fails', () => {
    const name = 'a'.repeat(fieldLimits.personName.max);
    expect(validateField(name, fieldRules.firstName, {})).toBeNull();
    expect(validateField(`${name}a`, fieldRules.firstName, {})).toEqual({
      key: 'Form.Validation.Max',
      // `max` for the message's {max}; `length`, the rule's own parameter, too.
      params: { length: fieldLimits.personName.max, max: fieldLimits.personName.max },
    });
    expect(validateField('a'.repeat(fieldLimits.password.min - 1), fieldRules.password, {})?.key).toBe(
      'Form.Validation.Min',
    );
  });
});
