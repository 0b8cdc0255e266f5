import { errorResponseSchema } from '@clubshop/api-sdk';
import { type ContractOperation, contractOperations } from '@clubshop/api-sdk/openapi';
import * as v from 'valibot';
import type { Answer, CallInput, SentRequest } from './caller.ts';
import { checkAnswer } from './check-answer.ts';

/** The outcome of one check. */
export interface ConformanceResult {
  /** `GET /api/baskets/{token}`. */
  call: string;
  /** What was checked: `answer matches the contract`, `a line added is in the basket`... */
  check: string;
  /** `pass`, `fail`, or `skip` (not run: `detail` says why). */
  status: 'pass' | 'fail' | 'skip';
  /** The status code the call answered. */
  httpStatus?: number | undefined;
  /** Dotted path of the first mismatching field, for a failed contract check. */
  path?: string | undefined;
  /** Why it failed or was skipped (a skipped check says what it needs, or what stopped it). */
  detail?: string | undefined;
  /** The request the check is about: method, URL and body. */
  request?: SentRequest | undefined;
  /** The value the check received (a field, a count, an excerpt of the answer). */
  received?: unknown;
}

const byId = new Map(contractOperations.map((operation) => [operation.operationId, operation]));

/** The contract operation of an operationId (throws for an unknown one: a mistake of the kit). */
export function operation(id: string): ContractOperation {
  const found = byId.get(id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
}

/** `GET /api/baskets/{token}`. */
export const label = (op: ContractOperation) => `${op.method} ${op.path}`;

/** A call of the contract by operationId. */
export type Call = (operation: ContractOperation, input?: CallInput) => Promise<Answer>;

/** A received value kept short enough for a report line. */
export function excerpt(value: unknown, max = 300): unknown {
  if (value === undefined) return undefined;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (text === undefined) return undefined;
  if (text.length <= max) return value;
  return `${text.slice(0, max)}… (${text.length} characters)`;
}

/** Extra facts of a result. */
type Facts = Pick<ConformanceResult, 'httpStatus' | 'path' | 'detail' | 'request' | 'received'>;

/**
 * Collects the results of a run and sends its calls: an answer checked against its schema, an
 * error answer, a behaviour judged on an answer, a check not run (with why).
 */
export class Recorder {
  readonly results: ConformanceResult[] = [];

  constructor(private readonly call: Call) {}

  /** Records one result. */
  record(id: string, check: string, status: ConformanceResult['status'], facts: Facts = {}): void {
    const result: ConformanceResult = { call: label(operation(id)), check, status };
    for (const [key, value] of Object.entries(facts)) {
      if (value !== undefined) (result as unknown as Record<string, unknown>)[key] = value;
    }
    this.results.push(result);
  }

  /** Records a behaviour: pass when `ok`, else fail with `detail`; with the answer's request and the received value. */
  judge(
    id: string,
    check: string,
    ok: boolean,
    detail: string,
    answer?: Answer | undefined,
    received?: unknown,
  ): boolean {
    this.record(id, check, ok ? 'pass' : 'fail', {
      httpStatus: answer?.status,
      request: answer?.request,
      detail: ok ? undefined : detail,
      received: excerpt(received),
    });
    return ok;
  }

  /** Records a check that was not run, and why (what it needs, or what failed before it). */
  skip(id: string, check: string, reason: string): void {
    this.record(id, check, 'skip', { detail: reason });
  }

  /** Sends a call; a call that gets no answer is recorded as failed (`check`) and gives undefined. */
  async send(id: string, input: CallInput, check: string): Promise<Answer | undefined> {
    try {
      return await this.call(operation(id), input);
    } catch (error) {
      this.record(id, check, 'fail', { detail: `no answer: ${String(error)}` });
      return undefined;
    }
  }

  /**
   * Sends a call and checks its 2xx answer against the schema; gives the parsed body and the
   * answer when it matched.
   */
  async answer<T = unknown>(
    id: string,
    input: CallInput = {},
    check = 'answer matches the contract',
  ): Promise<{ body: T; answer: Answer } | undefined> {
    const op = operation(id);
    const answer = await this.send(id, input, check);
    if (!answer) return undefined;
    // Any 2xx is an answer (creating a basket may say 201), as the client takes it.
    if (answer.status < 200 || answer.status > 299) {
      this.record(id, check, 'fail', {
        httpStatus: answer.status,
        request: answer.request,
        detail: `answered ${answer.status}, expected 2xx`,
        received: excerpt(answer.body),
      });
      return undefined;
    }
    const checked = checkAnswer(op.response, answer.body);
    this.record(id, check, checked.ok ? 'pass' : 'fail', {
      httpStatus: answer.status,
      path: checked.path,
      detail: checked.problem,
      request: checked.ok ? undefined : answer.request,
      received: checked.ok ? undefined : excerpt(valueAt(answer.body, checked.path)),
    });
    return checked.ok ? { body: v.parse(op.response, answer.body) as T, answer } : undefined;
  }

  /** Sends a call that must fail with `status` and an error body (naming `field`, when given). */
  async error(
    id: string,
    status: number | readonly number[],
    check: string,
    input: CallInput = {},
    field?: string,
  ): Promise<void> {
    const answer = await this.send(id, input, check);
    if (!answer) return;
    const shape = checkAnswer(errorResponseSchema, answer.body);
    let detail: string | undefined;
    const expected = typeof status === 'number' ? [status] : status;
    if (!expected.includes(answer.status))
      detail = `answered ${answer.status}, expected ${expected.join(' or ')}`;
    else if (!shape.ok)
      detail = `the error body does not match the contract at ${shape.path || '(body)'}: ${shape.problem}`;
    else if (field) {
      const errors = v.parse(errorResponseSchema, answer.body).errors;
      if (!errors.some((error) => error.field === field)) detail = `no error names the field ${field}`;
    }
    this.record(id, check, detail ? 'fail' : 'pass', {
      httpStatus: answer.status,
      path: detail && expected.includes(answer.status) && !shape.ok ? shape.path : undefined,
      detail,
      request: detail ? answer.request : undefined,
      received: detail ? excerpt(answer.body) : undefined,
    });
  }
}

/** The value at a dotted path (`summary.totals.total.amount`) of a JSON body. */
function valueAt(body: unknown, path: string | undefined): unknown {
  if (!path) return body;
  let value: unknown = body;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}
