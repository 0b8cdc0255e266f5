import * as v from 'valibot';
import { betweenAction } from '../../rules/between/between-action.ts';
import { requiredAction } from '../../rules/required/required-action.ts';
import { adminFieldLimits } from './admin-field-limits.ts';
import { currencyCode, minorAmount } from './admin-fields.ts';
import { type AdminMessageKey, adminMessageKeys as keys } from './admin-message-keys.ts';

/** The kinds of shirt personalisation: a name (`Personal`) or a player of the squad (`Player`). */
export const addOnTypes = ['Personal', 'Player'] as const;

const limits = adminFieldLimits.addOn;

/** Text filled in (trimmed), of any length: an add-on's name in one culture, a player's name. */
const filledText = v.pipe(v.string(keys.text), v.trim(), requiredAction<string>());

/** One player of a squad: a name and a shirt number from 0 to 99. */
const playerSchema = v.object(
  {
    name: filledText,
    number: v.pipe(
      v.number(keys.playerNumber),
      v.integer(keys.playerNumber),
      betweenAction<number>({ min: limits.playerNumberMin, max: limits.playerNumberMax }, keys.playerNumber),
    ),
  },
  keys.required,
);

/** The fields of an add-on {@link addOnSquadProblem} looks at. */
export interface AddOnSquadFields {
  type: (typeof addOnTypes)[number];
  players: readonly { number: number }[];
}

/**
 * The rule of an add-on's squad: only a `Player` add-on has one, and a shirt number is in it once.
 * Returns the field in error (`players`, or `players.{index}.number` of the repeat) and its key,
 * or null.
 *
 * @example addOnSquadProblem({ type: 'Personal', players: [{ number: 7 }] })
 * // { field: 'players', key: 'Admin.Validation.SquadOnlyForPlayer' }
 */
export function addOnSquadProblem(addOn: AddOnSquadFields): { field: string; key: AdminMessageKey } | null {
  if (addOn.type === 'Personal' && addOn.players.length > 0)
    return { field: 'players', key: keys.squadOnlyForPlayer };
  const numbers = new Set<number>();
  for (const [index, player] of addOn.players.entries()) {
    if (numbers.has(player.number))
      return { field: `players.${index}.number`, key: keys.playerNumberRepeats };
    numbers.add(player.number);
  }
  return null;
}

/**
 * An add-on, new or replaced whole (`POST`/`PUT /admin/sites/{storeId}/add-ons`): its type, its
 * name per culture (two-letter cultures, each filled in), its prices in minor units (at least 0)
 * per ISO currency, and for a `Player` add-on its squad (at most
 * `adminFieldLimits.addOn.players` players), then {@link addOnSquadProblem} reported at its field.
 *
 * @example
 * validateWithSchema(addOnFormSchema, { type: 'Hat', name: { da: '' }, prices: {} })
 * // { type: { key: 'Admin.Validation.Choice' }, name: { key: 'Form.Validation.Required' } }
 */
export const addOnFormSchema = v.pipe(
  v.object(
    {
      type: v.picklist(addOnTypes, keys.choice),
      name: v.record(
        v.pipe(v.string(keys.culture), v.regex(/^[a-z]{2}$/, keys.culture)),
        filledText,
        keys.text,
      ),
      /** Minor units per currency. */
      prices: v.record(currencyCode, minorAmount(0), keys.amount),
      /** The squad list of a `Player` add-on. */
      players: v.optional(
        v.pipe(v.array(playerSchema, keys.list), v.maxLength(limits.players, keys.maxItems)),
        [],
      ),
    },
    keys.required,
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = addOnSquadProblem(dataset.value);
    if (!problem) return;
    // The path names each step, so the error reads `players` or `players.3.number`.
    const step = (key: string): v.IssuePathItem =>
      /^\d+$/.test(key)
        ? { type: 'array', origin: 'value', input: dataset.value.players, key: Number(key), value: undefined }
        : { type: 'object', origin: 'value', input: dataset.value, key, value: undefined };
    const [first = problem.field, ...rest] = problem.field.split('.');
    addIssue({ message: problem.key, path: [step(first), ...rest.map(step)] });
  }),
);

/**
 * The add-ons a product offers (`PUT /admin/sites/{storeId}/products/{handle}/add-ons`): at most
 * `adminFieldLimits.addOn.perProduct` ids; the API checks each is one of the club's add-ons.
 */
export const productAddOnsFormSchema = v.object(
  {
    addOnIds: v.pipe(v.array(v.string(keys.text), keys.list), v.maxLength(limits.perProduct, keys.maxItems)),
  },
  keys.required,
);
