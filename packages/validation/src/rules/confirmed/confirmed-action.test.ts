import { confirmedAction, confirmedFieldAction, issueToFormError } from '@clubshop/validation';
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';

describe('confirmedAction', () => {
  test('reports Form.Validation.Confirmed with { target }', () => {
    const schema = v.pipe(v.string(), confirmedAction({ target: 'DELETE' }));
    expect(v.safeParse(schema, 'delete').issues?.[0]).toMatchObject({
      type: 'confirmed',
      message: 'Form.Validation.Confirmed',
      requirement: { target: 'DELETE' },
    });
    expect(v.safeParse(schema, 'DELETE').success).toBe(true);
  });
});

describe('confirmedFieldAction', () => {
  const signup = v.pipe(
    v.object({ email: v.string(), emailConfirmation: v.string(), firstName: v.string() }),
    confirmedFieldAction({ field: 'emailConfirmation', target: 'email' }),
  );

  test('passes when the confirmation repeats the target', () => {
    const body = { email: 'fan@club.dk', emailConfirmation: 'fan@club.dk', firstName: 'Zoë' };
    expect(v.parse(signup, body)).toEqual(body);
  });

  test('reports the mismatch at the confirmation field, with both field names as params', () => {
    const result = v.safeParse(signup, { email: 'a@b.dk', emailConfirmation: 'a@b.de', firstName: 'Zoë' });
    expect(result.issues).toHaveLength(1);
    const issue = result.issues![0]!;
    expect(v.getDotPath(issue)).toBe('emailConfirmation');
    expect(issue).toMatchObject({
      type: 'confirmed',
      message: 'Form.Validation.Confirmed',
      input: 'a@b.de',
      requirement: { field: 'emailConfirmation', target: 'email' },
    });
    expect(issueToFormError(issue)).toEqual({
      key: 'Form.Validation.Confirmed',
      params: { field: 'emailConfirmation', target: 'email' },
    });
  });

  test('still runs when an unrelated field has an issue', () => {
    const result = v.safeParse(signup, { email: 'a@b.dk', emailConfirmation: 'x', firstName: 42 });
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toEqual(['firstName', 'emailConfirmation']);
  });

  test('skips when the target or the confirmation already has an issue', () => {
    const missingTarget = v.safeParse(signup, { emailConfirmation: 'x', firstName: 'Zoë' });
    expect(missingTarget.issues?.map((issue) => v.getDotPath(issue))).toEqual(['email']);
    const wrongType = v.safeParse(signup, { email: 'a@b.dk', emailConfirmation: 5, firstName: 'Zoë' });
    expect(wrongType.issues?.map((issue) => v.getDotPath(issue))).toEqual(['emailConfirmation']);
  });

  test('skips when the input is not an object at all', () => {
    const result = v.safeParse(signup, 'nope');
    expect(result.issues).toHaveLength(1);
    expect(result.issues?.[0]?.type).toBe('object');
  });
});
