/** The back office's log lines carry the request's trace (server/trace-log.ts). */
import { describe, expect, it } from 'vitest';
import { tracedLogger } from '../server/trace-log.ts';

describe('tracedLogger', () => {
  it('ends each line with the active span’s trace_id and span_id, the error beside it', () => {
    const lines: unknown[][] = [];
    const logger = tracedLogger(
      () => ({ trace_id: '4bf92f3577b34da6a3ce929d0e0e4736', span_id: '00f067aa0ba902b7' }),
      {
        error: (...args: unknown[]) => lines.push(args),
      },
    );
    const error = new Error('connection refused');
    logger.error('backoffice: the commerce API could not be reached', error);
    logger.error('backoffice: a request failed');
    expect(lines).toEqual([
      [
        'backoffice: the commerce API could not be reached trace_id=4bf92f3577b34da6a3ce929d0e0e4736 span_id=00f067aa0ba902b7',
        error,
      ],
      ['backoffice: a request failed trace_id=4bf92f3577b34da6a3ce929d0e0e4736 span_id=00f067aa0ba902b7'],
    ]);
  });

  it('writes the message alone outside a request (no active span)', () => {
    const lines: unknown[][] = [];
    tracedLogger(() => ({}), { error: (...args: unknown[]) => lines.push(args) }).error(
      'backoffice: logout failed',
    );
    expect(lines).toEqual([['backoffice: logout failed']]);
  });
});
