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
  const [lengthIssue] = v.safeParse(v.pipe(v.string(), v.minLength(3, 'Custom.Short')), 'b').issues ?? [];
  expect(issueToFormError(lengthIssue!)).toEqual({ key: 'Custom.Short', params: {} });
});

test('issueToFormError keeps a schema issue message as the key', () => {
  const [issue] = v.safeParse(v.string('Form.Validation.Required'), 5).issues ?? [];
  expect(issueToFormError(issue!)).toEqual({ key: 'Form.Validation.Required', params: {} });
});
