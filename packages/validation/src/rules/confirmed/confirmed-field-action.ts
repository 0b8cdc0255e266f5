import {
  _addIssue,
  type BaseIssue,
  type BaseValidation,
  type Config,
  type ObjectPathItem,
  type OutputDataset,
} from 'valibot';
import { ruleMessageKeys } from '../../shared/message-keys.ts';
import type { RuleIssue } from '../../shared/rule-action.ts';
import { confirmedRule } from './confirmed.ts';

/** Which field of an object must repeat which other field. */
export interface ConfirmedFieldParams<TKey extends string = string> {
  /** The confirmation field, where the issue is reported (e.g. `'emailConfirmation'`). */
  readonly field: TKey;
  /** The field it must repeat (e.g. `'email'`). */
  readonly target: TKey;
}

/** A valibot action that checks one field of an object repeats another. */
export interface ConfirmedFieldAction<TInput extends Record<string, unknown>>
  extends BaseValidation<TInput, TInput, RuleIssue<unknown, ConfirmedFieldParams>> {
  /** Always `'confirmed'`. */
  readonly type: 'confirmed';
  /** The factory that made this action. */
  readonly reference: typeof confirmedFieldAction;
  /** Described through `requirement`. */
  readonly expects: null;
  /** The two field names, reported as the issue's params. */
  readonly requirement: ConfirmedFieldParams;
  /** The translation key reported on failure. */
  readonly message: string;
}

/**
 * A valibot action for the `confirmed` rule between two fields of an object, for a pipe after
 * `v.object(...)`. On a mismatch it reports `Form.Validation.Confirmed` at the path of `field`,
 * with `{ field, target }` (the field names) as params. Like valibot's `partialCheck`, it still
 * runs when other fields have issues, and skips when `field` or `target` has one already.
 *
 * @example
 * v.pipe(
 *   v.object({ email: v.string(), emailConfirmation: v.string() }),
 *   confirmedFieldAction({ field: 'emailConfirmation', target: 'email' }),
 * )
 * @param params `{ field, target }`.
 * @param message The translation key to report instead of `Form.Validation.Confirmed`.
 */
export function confirmedFieldAction<TInput extends Record<string, unknown>>(
  params: ConfirmedFieldParams<Extract<keyof TInput, string>>,
  message: string = ruleMessageKeys.confirmed,
): ConfirmedFieldAction<TInput> {
  const { field, target } = params;
  return {
    kind: 'validation',
    type: 'confirmed',
    reference: confirmedFieldAction,
    expects: null,
    async: false,
    requirement: { field, target },
    message,
    '~run'(dataset: OutputDataset<TInput, BaseIssue<unknown>>, config: Config<BaseIssue<unknown>>) {
      const input: unknown = dataset.value;
      if (typeof input !== 'object' || input === null) return dataset as never;
      // Skip when the input is broken as a whole or either field already has an issue.
      const blocked = dataset.issues?.some((issue) => {
        const key = issue.path?.[0]?.key;
        return key === undefined || key === field || key === target;
      });
      const record = input as Record<string, unknown>;
      if (!blocked && !confirmedRule(record[field], { target: record[target] })) {
        const pathItem: ObjectPathItem = {
          type: 'object',
          origin: 'value',
          input: record,
          key: field,
          value: record[field],
        };
        _addIssue(this, 'confirmed', dataset, config, { input: record[field], path: [pathItem] });
      }
      return dataset as OutputDataset<TInput, RuleIssue<unknown, ConfirmedFieldParams>>;
    },
  };
}
