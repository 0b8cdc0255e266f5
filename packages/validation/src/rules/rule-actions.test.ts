import {
  addOnNameAction,
  addressAction,
  betweenAction,
  emailAction,
  maxAction,
  maxValueAction,
  minAction,
  minValueAction,
  numericAction,
  phoneAction,
} from '@clubshop/validation';
import * as v from 'valibot';
import { expect, test } from 'vitest';

/** One rule action in a pipe: a value it refuses with the issue it reports, and values it passes. */
interface ActionCase {
  readonly title: string;
  readonly schema: v.GenericSchema;
  readonly refused: unknown;
  readonly issue: Record<string, unknown>;
  readonly passed: readonly unknown[];
}

const cases: readonly ActionCase[] = [
  {
    title: 'addOnNameAction reports Form.Validation.InvalidCharacter',
    schema: v.pipe(v.string(), addOnNameAction()),
    refused: 'Jean-Luc',
    issue: { type: 'addOnName', message: 'Form.Validation.InvalidCharacter', requirement: {} },
    passed: ['Søren'],
  },
  {
    title: 'addressAction reports Form.Validation.Address',
    schema: v.pipe(v.string(), addressAction()),
    refused: 'Main Street',
    issue: { type: 'address', message: 'Form.Validation.Address' },
    passed: ['Main Street 12'],
  },
  {
    title:
      'emailAction reports Form.Validation.Email and lets the empty string through: pair it with requiredAction',
    schema: v.pipe(v.string(), emailAction()),
    refused: 'fan@club',
    issue: { type: 'email', message: 'Form.Validation.Email', requirement: {} },
    passed: ['fan@club.dk', ''],
  },
  {
    title: 'numericAction reports Form.Validation.Numeric',
    schema: v.pipe(v.string(), numericAction()),
    refused: '12a',
    issue: { type: 'numeric', message: 'Form.Validation.Numeric' },
    passed: ['1234'],
  },
  {
    title: 'phoneAction reports Form.Validation.Phone',
    schema: v.pipe(v.string(), phoneAction()),
    refused: 'call me',
    issue: { type: 'phone', message: 'Form.Validation.Phone' },
    passed: ['+45 12 34 56 78'],
  },
  {
    title: 'betweenAction reports Form.Validation.Between with { min, max }',
    schema: v.pipe(v.number(), betweenAction({ min: 1, max: 10 })),
    refused: 11,
    issue: { type: 'between', message: 'Form.Validation.Between', requirement: { min: 1, max: 10 } },
    passed: [1, 10],
  },
  {
    title: 'maxValueAction reports Form.Validation.MaxValue with { max }',
    schema: v.pipe(v.number(), maxValueAction({ max: 10 })),
    refused: 11,
    issue: { type: 'max_value', message: 'Form.Validation.MaxValue', requirement: { max: 10 }, input: 11 },
    passed: [10],
  },
  {
    title: 'minValueAction reports Form.Validation.MinValue with { min }',
    schema: v.pipe(v.number(), minValueAction({ min: 1 })),
    refused: 0,
    issue: { type: 'min_value', message: 'Form.Validation.MinValue', requirement: { min: 1 } },
    passed: [],
  },
  {
    title: 'maxAction reports Form.Validation.Max with { length }',
    schema: v.pipe(v.string(), maxAction({ length: 3 })),
    refused: 'Müller',
    issue: { type: 'max', message: 'Form.Validation.Max', requirement: { length: 3 }, input: 'Müller' },
    passed: [],
  },
  {
    title:
      'minAction reports Form.Validation.Min with { length }, and passes a long enough value and the empty string',
    schema: v.pipe(v.string(), minAction({ length: 2 })),
    refused: 'a',
    issue: { type: 'min', message: 'Form.Validation.Min', requirement: { length: 2 } },
    passed: ['ab', ''],
  },
];

test.each(cases)('$title', ({ schema, refused, issue, passed }) => {
  const result = v.safeParse(schema, refused);
  expect(result.issues).toHaveLength(1);
  expect(result.issues?.[0]).toMatchObject(issue);
  for (const value of passed) {
    expect(v.parse(schema, value)).toBe(value);
  }
});
