import { issueToFormError, minAction } from '@clubshop/validation';
import * as v from 'valibot';
import { expect, test } from 'vitest';

test('issueToFormError reads the key from message and the params from requirement', () => {
  const [issue] = v.safeParse(v.pipe(v.string(), minAction({ length: 3 })), 'ab').issues ?? [];
  // `min` also under the name its message uses ("Must be at least {min} characters").
  expect(issueToFormError(issue!)).toEqual({ key: 'Form.Validation.Min', params: { length: 3, min: 3 } });
});

test('issueToFormError gives no params for valibot actions whose requirement is not a params map', () => {
  const [regexIssue] = v.safeParse(v.pipe(v.string(), v.regex(/^a/, 'Custom.Key')), 'b').issues ?? [];
  expect(issueToFormError(regexIssue!)).toEqual({ key: 'Custom.Key', params: {} });
});

test("issueToFormError gives valibot's own bounds as { min } or { max }, as their messages say", () => {
  const [short] = v.safeParse(v.pipe(v.string(), v.minLength(3, 'Custom.Short')), 'b').issues ?? [];
  expect(issueToFormError(short!)).toEqual({ key: 'Custom.Short', params: { min: 3 } });
  const [many] =
    v.safeParse(v.pipe(v.array(v.number()), v.maxLength(2, 'Custom.Many')), [1, 2, 3]).issues ?? [];
  expect(issueToFormError(many!)).toEqual({ key: 'Custom.Many', params: { max: 2 } });
  const [big] = v.safeParse(v.pipe(v.number(), v.maxValue(9, 'Custom.Big')), 10).issues ?? [];
  expect(issueToFormError(big!)).toEqual({ key: 'Custom.Big', params: { max: 9 } });
});

test('issueToFormError keeps a schema issue message as the key', () => {
  const [issue] = v.safeParse(v.string('Form.Validation.Required'), 5).issues ?? [];
  expect(issueToFormError(issue!)).toEqual({ key: 'Form.Validation.Required', params: {} });
});
