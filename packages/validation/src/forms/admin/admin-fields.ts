import * as v from 'valibot';
import { maxAction } from '../../rules/max/max-action.ts';
import { minValueAction } from '../../rules/min-value/min-value-action.ts';
import { requiredAction } from '../../rules/required/required-action.ts';
import { adminMessageKeys as keys } from './admin-message-keys.ts';

/**
 * The building blocks of the admin forms' schemas, each reporting a key of `adminMessageKeys`.
 *
 * @internal Used by the schemas of `forms/admin`.
 */

/** Text, trimmed, of at most `max` characters; empty is allowed. */
export const adminText = (max: number) =>
  v.pipe(v.string(keys.text), v.trim(), maxAction<string>({ length: max }));

/** Text, trimmed, filled in, of at most `max` characters. */
export const requiredAdminText = (max: number) =>
  v.pipe(v.string(keys.text), v.trim(), requiredAction<string>(), maxAction<string>({ length: max }));

/** A whole number (a sort order). */
export const wholeNumber = v.pipe(v.number(keys.wholeNumber), v.integer(keys.wholeNumber));

/** An amount in minor units (pence, cent, øre): a whole number of at least `min`. */
export const minorAmount = (min: number) =>
  v.pipe(v.number(keys.amount), v.integer(keys.amount), minValueAction<number>({ min }, keys.amount));

/** A currency: an ISO 4217 code such as DKK. */
export const currencyCode = v.pipe(v.string(keys.currency), v.regex(/^[A-Z]{3}$/, keys.currency));

/** A true-or-false switch. */
export const trueOrFalse = v.boolean(keys.trueOrFalse);
