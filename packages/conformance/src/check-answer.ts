import * as v from 'valibot';

/** How one answer compares with its contract schema. */
export interface AnswerCheck {
  ok: boolean;
  /** Dotted path of the first field that does not match (`summary.totals.total.amount`), `''` for the whole body. */
  path?: string | undefined;
  /** What is wrong there, in valibot's words. */
  problem?: string | undefined;
}

/**
 * Checks a parsed JSON body against a schema of the contract and names the first mismatching
 * field by its dotted path.
 *
 * @example
 * checkAnswer(basketSummarySchema, { token: 1 }); // { ok: false, path: 'token', problem: 'Invalid type: …' }
 */
export function checkAnswer(schema: v.GenericSchema, body: unknown): AnswerCheck {
  const result = v.safeParse(schema, body);
  if (result.success) return { ok: true };
  const first = result.issues[0];
  return { ok: false, path: (first && v.getDotPath(first)) ?? '', problem: first?.message };
}
