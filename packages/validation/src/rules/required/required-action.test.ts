import { requiredAction } from '@clubshop/validation';
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';

describe('requiredAction', () => {
  test('reports Form.Validation.Required with no params', () => {
    const result = v.safeParse(v.pipe(v.string(), requiredAction()), '   ');
    expect(result.success).toBe(false);
    expect(result.issues?.[0]).toMatchObject({
      kind: 'validation',
      type: 'required',
      message: 'Form.Validation.Required',
      requirement: {},
      input: '   ',
    });
  });

  test('passes a filled-in value through unchanged', () => {
    expect(v.parse(v.pipe(v.string(), requiredAction()), ' Zoë ')).toBe(' Zoë ');
  });

  test('refuses false, so a terms checkbox must be ticked', () => {
    const schema = v.pipe(v.boolean(), requiredAction());
    expect(v.safeParse(schema, false).success).toBe(false);
    expect(v.safeParse(schema, true).success).toBe(true);
  });

  test('refuses an empty list and accepts a filled one', () => {
    const schema = v.pipe(v.array(v.string()), requiredAction());
    expect(v.safeParse(schema, []).success).toBe(false);
    expect(v.safeParse(schema, ['M']).success).toBe(true);
  });

  test('takes another message key', () => {
    const result = v.safeParse(v.pipe(v.string(), requiredAction('Newsletter.NameMissing')), '');
    expect(result.issues?.[0]?.message).toBe('Newsletter.NameMissing');
  });

  test('names its factory as the reference, like valibot actions', () => {
    expect(requiredAction().reference).toBe(requiredAction);
    expect(requiredAction()).toMatchObject({ kind: 'validation', async: false, expects: null });
  });
});
