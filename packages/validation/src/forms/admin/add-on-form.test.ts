import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { validateWithSchema } from '../../form/validate-with-schema.ts';
import { addOnFormSchema, addOnSquadProblem, productAddOnsFormSchema } from './add-on-form.ts';

/** The key of each invalid field, as a form shows them. */
const keysOf = (schema: v.GenericSchema, values: unknown) =>
  Object.fromEntries(
    Object.entries(
      validateWithSchema<Record<string, unknown>>(schema, values as Record<string, unknown>),
    ).map(([field, error]) => [field, error?.key]),
  );
/** Every issue's dotted path and key. */
const issuesOf = (schema: v.GenericSchema, values: unknown) =>
  (v.safeParse(schema, values).issues ?? []).map((issue) => [
    issue.path?.map((item) => item.key).join('.'),
    issue.message,
  ]);

const personal = { type: 'Personal', name: { da: ' Eget navn ' }, prices: { DKK: 10000 } };
const squad = (numbers: number[]) => numbers.map((number) => ({ name: `Player ${number}`, number }));

describe('add-on', () => {
  test('a good add-on passes, trimmed, with no squad by default', () => {
    expect(v.parse(addOnFormSchema, personal)).toEqual({
      ...personal,
      name: { da: 'Eget navn' },
      players: [],
    });
    const player = { ...personal, type: 'Player', prices: { DKK: 0 }, players: squad([0, 10, 99]) };
    expect(keysOf(addOnFormSchema, player)).toEqual({});
  });
  test('the type is Personal or Player, names are filled in per two-letter culture', () => {
    expect(keysOf(addOnFormSchema, { ...personal, type: 'Hat' })).toEqual({
      type: 'Admin.Validation.Choice',
    });
    expect(keysOf(addOnFormSchema, { ...personal, name: { da: '  ' } })).toEqual({
      name: 'Form.Validation.Required',
    });
    expect(keysOf(addOnFormSchema, { ...personal, name: { dan: 'Navn' } })).toEqual({
      name: 'Admin.Validation.Culture',
    });
    expect(keysOf(addOnFormSchema, { ...personal, name: 'Navn' })).toEqual({ name: 'Admin.Validation.Text' });
  });
  test('prices are whole minor units of at least 0 in ISO currencies', () => {
    for (const price of [-1, 12.5, '100'])
      expect(keysOf(addOnFormSchema, { ...personal, prices: { DKK: price } })).toEqual({
        prices: 'Admin.Validation.Amount',
      });
    expect(keysOf(addOnFormSchema, { ...personal, prices: { dkk: 100 } })).toEqual({
      prices: 'Admin.Validation.Currency',
    });
  });
  test('a player has a name and a whole shirt number from 0 to 99, with its bounds as params', () => {
    const player = { ...personal, type: 'Player' };
    expect(issuesOf(addOnFormSchema, { ...player, players: [{ name: 'A', number: 100 }] })).toEqual([
      ['players.0.number', 'Admin.Validation.PlayerNumber'],
    ]);
    expect(issuesOf(addOnFormSchema, { ...player, players: [{ name: ' ', number: 7.5 }] })).toEqual([
      ['players.0.name', 'Form.Validation.Required'],
      ['players.0.number', 'Admin.Validation.PlayerNumber'],
    ]);
    const errors = validateWithSchema(addOnFormSchema, { ...player, players: [{ name: 'A', number: -1 }] });
    expect(errors.players?.params).toMatchObject({ min: 0, max: 99 });
  });
  test('a squad has at most 200 players, with the limit as a param', () => {
    const errors = validateWithSchema(addOnFormSchema, {
      ...personal,
      type: 'Player',
      players: Array.from({ length: 201 }, (_, index) => ({ name: 'A', number: index % 100 })),
    });
    expect(errors.players).toEqual({ key: 'Admin.Validation.MaxItems', params: { max: 200 } });
  });
  test('only a Player add-on has a squad, and a number is in it once', () => {
    expect(issuesOf(addOnFormSchema, { ...personal, players: squad([7]) })).toEqual([
      ['players', 'Admin.Validation.SquadOnlyForPlayer'],
    ]);
    const repeated = v.safeParse(addOnFormSchema, { ...personal, type: 'Player', players: squad([7, 9, 7]) });
    expect(
      repeated.issues?.map((issue) => [issue.path?.map((item) => item.key).join('.'), issue.message]),
    ).toEqual([['players.2.number', 'Admin.Validation.PlayerNumberRepeats']]);
    expect(
      validateWithSchema(addOnFormSchema, { ...personal, type: 'Player', players: squad([7, 7]) }).players,
    ).toEqual({ key: 'Admin.Validation.PlayerNumberRepeats', params: {} });
    expect(addOnSquadProblem({ type: 'Player', players: [{ number: 1 }, { number: 2 }] })).toBeNull();
  });
});

describe('product add-ons', () => {
  test('at most 20 add-on ids, each text', () => {
    const ids = (count: number) => Array.from({ length: count }, (_, index) => `addon-${index}`);
    expect(keysOf(productAddOnsFormSchema, { addOnIds: ids(20) })).toEqual({});
    expect(validateWithSchema(productAddOnsFormSchema, { addOnIds: ids(21) }).addOnIds).toEqual({
      key: 'Admin.Validation.MaxItems',
      params: { max: 20 },
    });
    expect(keysOf(productAddOnsFormSchema, { addOnIds: [1] })).toEqual({ addOnIds: 'Admin.Validation.Text' });
    expect(keysOf(productAddOnsFormSchema, {})).toEqual({ addOnIds: 'Form.Validation.Required' });
  });
});
