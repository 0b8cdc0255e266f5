import {
  betweenPlayerNumberAction,
  emailAction,
  type FormRules,
  minAction,
  requiredAction,
  rules,
} from '@clubshop/validation';
import * as v from 'valibot';
import { expectTypeOf, test } from 'vitest';

// Checked by `tsc` (the typecheck task); at run time these only confirm the calls do not throw.

test('actions keep the type of the schema they follow', () => {
  const name = v.pipe(v.string(), requiredAction(), minAction({ length: 2 }));
  expectTypeOf<v.InferOutput<typeof name>>().toEqualTypeOf<string>();
  const shirt = v.pipe(v.union([v.string(), v.number()]), betweenPlayerNumberAction());
  expectTypeOf<v.InferOutput<typeof shirt>>().toEqualTypeOf<string | number>();
  const email = v.pipe(v.optional(v.string(), ''), emailAction());
  expectTypeOf<v.InferOutput<typeof email>>().toEqualTypeOf<string>();
});

test('every rule is a predicate of (value, params?)', () => {
  expectTypeOf(rules.required).toEqualTypeOf<(value: unknown) => boolean>();
  expectTypeOf(rules.min).parameter(1).toEqualTypeOf<{ readonly length: number | string }>();
  expectTypeOf(rules.between_playerNumber)
    .parameter(1)
    .toEqualTypeOf<{ readonly min?: number | string; readonly max?: number | string } | undefined>();
  expectTypeOf(rules.confirmed).parameter(1).toEqualTypeOf<{ readonly target: unknown }>();
});

test('a rules map ties each rule name to its params', () => {
  interface Values {
    name: string;
    number: string;
    confirmation: string;
  }
  const ok: FormRules<Values> = {
    name: ['required', ['min', { length: 2 }], 'addOnName'],
    number: ['between_playerNumber', ['between_playerNumber', { max: 50 }]],
    confirmation: [['confirmed', (values) => ({ target: values.name })]],
  };
  expectTypeOf(ok).toEqualTypeOf<FormRules<Values>>();
  // @ts-expect-error min needs { length }
  const missingParams: FormRules<Values> = { name: ['min'] };
  // @ts-expect-error min_value takes { min }, not { length }
  const wrongParams: FormRules<Values> = { name: [['min_value', { length: 2 }]] };
  // @ts-expect-error there is no such rule
  const unknownRule: FormRules<Values> = { name: ['alpha'] };
  expectTypeOf([missingParams, wrongParams, unknownRule]).toBeArray();
});
