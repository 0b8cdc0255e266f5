import { _addIssue, type BaseIssue, type BaseValidation, type Config, type OutputDataset } from 'valibot';
import type { RuleName } from './message-keys.ts';

/**
 * The issue a rule action reports.
 *
 * - `message` is the rule's translation key (e.g. `'Form.Validation.Min'`), not a sentence.
 * - `requirement` holds the rule's params (e.g. `{ length: 3 }`), the values a translation
 *   interpolates; `{}` for rules without params.
 * - `type` is the rule's name in docs/product/requirements.md#validation-rules (`'min'`,
 *   `'between_playerNumber'`, ...).
 */
export interface RuleIssue<TInput, TParams extends object = object> extends BaseIssue<TInput> {
  /** The issue kind. */
  readonly kind: 'validation';
  /** The rule's name in the requirements. */
  readonly type: RuleName;
  /** The expected property; rules describe their requirement through `requirement`. */
  readonly expected: null;
  /** The rule's params, for interpolating the message. */
  readonly requirement: TParams;
}

/**
 * A valibot validation action that runs one of the rules of
 * docs/product/requirements.md#validation-rules. Use it in `v.pipe(...)`. Its output is its input:
 * rules check, they never transform.
 */
export interface RuleAction<TInput, TParams extends object = object>
  extends BaseValidation<TInput, TInput, RuleIssue<TInput, TParams>> {
  /** The rule's name in the requirements. */
  readonly type: RuleName;
  /** The factory that made this action. */
  // biome-ignore lint/suspicious/noExplicitAny: valibot's own reference type takes any arguments.
  readonly reference: (...args: any[]) => RuleAction<any, any>;
  /** Rules describe their requirement through `requirement`. */
  readonly expects: null;
  /** The rule's params. */
  readonly requirement: TParams;
  /** The translation key reported on failure. */
  readonly message: string;
}

/** What `createRuleAction` needs to know about a rule. */
export interface RuleActionDefinition<TParams extends object> {
  /** The rule's name in the requirements. */
  readonly type: RuleName;
  /** The public factory (valibot's `reference`). */
  // biome-ignore lint/suspicious/noExplicitAny: valibot's own reference type takes any arguments.
  readonly reference: (...args: any[]) => RuleAction<any, any>;
  /** The rule's params, reported with every issue. */
  readonly params: TParams;
  /** The predicate: true when the value passes. */
  readonly test: (value: unknown, params: TParams) => boolean;
  /** The translation key reported on failure. */
  readonly message: string;
}

/**
 * Builds the valibot action of a rule from its predicate: one implementation of each rule serves
 * the `rules` object and the actions, so browser and server agree.
 *
 * @internal Used by every `*Action` factory of this package.
 */
export function createRuleAction<TInput, TParams extends object>(
  definition: RuleActionDefinition<TParams>,
): RuleAction<TInput, TParams> {
  const { type, reference, params, test, message } = definition;
  return {
    kind: 'validation',
    type,
    reference,
    expects: null,
    async: false,
    requirement: params,
    message,
    '~run'(dataset: OutputDataset<TInput, BaseIssue<unknown>>, config: Config<BaseIssue<unknown>>) {
      if (dataset.typed && !test(dataset.value, params)) {
        _addIssue(this, type, dataset, config);
      }
      return dataset as OutputDataset<TInput, RuleIssue<TInput, TParams>>;
    },
  };
}

/**
 * Makes the public action factory of a rule without params (`emailAction()`): the factory takes an
 * optional message key and is its own valibot `reference`.
 *
 * @internal Used by the `*Action` factories of the rules without params.
 */
export function ruleActionWithoutParams<TParams extends Record<string, never>>(
  type: RuleName,
  test: (value: unknown) => boolean,
  defaultMessage: string,
): <TInput>(message?: string) => RuleAction<TInput, TParams> {
  const factory = <TInput>(message: string = defaultMessage): RuleAction<TInput, TParams> =>
    createRuleAction<TInput, TParams>({ type, reference: factory, params: {} as TParams, test, message });
  return factory;
}

/**
 * Makes the public action factory of a rule with params (`minAction({ length: 2 })`): the factory
 * takes the params and an optional message key, and is its own valibot `reference`.
 *
 * @internal Used by the `*Action` factories of the rules with params.
 */
export function ruleActionWithParams<TParams extends object>(
  type: RuleName,
  test: (value: unknown, params: TParams) => boolean,
  defaultMessage: string,
): <TInput>(params: TParams, message?: string) => RuleAction<TInput, TParams> {
  const factory = <TInput>(params: TParams, message: string = defaultMessage): RuleAction<TInput, TParams> =>
    createRuleAction<TInput, TParams>({ type, reference: factory, params, test, message });
  return factory;
}
