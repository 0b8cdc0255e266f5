/**
 * Which dictionary code a failed field rule speaks with. The server checks bodies with the
 * contract's valibot schemas; a shop shows their issues in the shopper's language through the
 * same `Form.Validation.*` codes its forms use for the same rules.
 */
import type * as v from 'valibot';

/** A code and the values of its placeholders. */
export interface CodedMessage {
  code: string;
  params?: Record<string, number>;
}

// Custom checks (`v.check`, `v.partialCheck`, `v.regex`) are told apart by their requirement:
// the function or pattern a rule was built with is registered here with its code.
const codesOfRequirements = new Map<unknown, CodedMessage>();

/**
 * Registers the dictionary code of a custom check's requirement (its function or RegExp), with
 * the values of the code's placeholders (`{ max: 30 }`), and returns the requirement, so a rule
 * is written and coded in one expression.
 */
export function withCode<T>(requirement: T, code: string, params?: Record<string, number>): T {
  codesOfRequirements.set(requirement, params ? { code, params } : { code });
  return requirement;
}

function lengthOf(issue: v.BaseIssue<unknown>): number | undefined {
  return typeof issue.requirement === 'number' ? issue.requirement : undefined;
}

/**
 * Whether an issue is a key an object schema requires but the input left out (valibot words it
 * `Invalid key: Expected "firstName" but received undefined`).
 */
export function isMissingKey(issue: v.BaseIssue<unknown>): boolean {
  return (
    issue.kind === 'schema' &&
    (issue.type === 'object' || issue.type === 'strict_object' || issue.type === 'loose_object') &&
    issue.input === undefined &&
    issue.expected?.startsWith('"') === true
  );
}

/**
 * The code of a valibot issue: a left-out key is `Form.Validation.Required`; undefined for other
 * shape errors (a string sent as a number...).
 */
export function codeOfIssue(issue: v.BaseIssue<unknown>): CodedMessage | undefined {
  const registered = codesOfRequirements.get(issue.requirement);
  if (registered) return registered;
  if (isMissingKey(issue)) return { code: 'Form.Validation.Required' };
  const limit = lengthOf(issue);
  switch (issue.type) {
    case 'non_empty':
      return { code: 'Form.Validation.Required' };
    case 'email':
      return { code: 'Form.Validation.Email' };
    case 'min_length':
      return typeof issue.input === 'string' && limit !== undefined
        ? { code: 'Form.Validation.Min', params: { min: limit } }
        : undefined;
    case 'max_length':
      return typeof issue.input === 'string' && limit !== undefined
        ? { code: 'Form.Validation.Max', params: { max: limit } }
        : undefined;
    case 'min_value':
      return limit !== undefined ? { code: 'Form.Validation.MinValue', params: { min: limit } } : undefined;
    case 'max_value':
      return limit !== undefined ? { code: 'Form.Validation.MaxValue', params: { max: limit } } : undefined;
    default:
      return undefined;
  }
}
