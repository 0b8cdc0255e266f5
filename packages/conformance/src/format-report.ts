import type { ConformanceReport } from './run-conformance.ts';

/**
 * The report as text, one line per check: `PASS`, `FAIL` (with the first mismatching field path
 * and why, then the request sent and the value received) or `SKIP` (with why), then the totals.
 */
export function formatReport(report: ConformanceReport): string {
  const lines = report.results.flatMap((result) => {
    const where = result.path !== undefined && result.path !== null ? ` at ${result.path || '(body)'}` : '';
    const detail = result.detail ? `: ${result.detail}` : '';
    const status = result.httpStatus === undefined ? '' : ` [${result.httpStatus}]`;
    const line = `${result.status.toUpperCase().padEnd(4)} ${result.call}${status} ${result.check}${where}${detail}`;
    if (result.status !== 'fail') return [line];
    const more = [line];
    if (result.request) {
      const body = result.request.body === undefined ? '' : ` ${JSON.stringify(result.request.body)}`;
      more.push(`       sent:     ${result.request.method} ${result.request.url}${body}`);
    }
    if (result.received !== undefined) {
      more.push(`       received: ${JSON.stringify(result.received)}`);
    }
    return more;
  });
  const count = (status: string) => report.results.filter((result) => result.status === status).length;
  lines.push(
    '',
    `${count('pass')} passed, ${count('fail')} failed, ${count('skip')} skipped: ${report.ok ? 'CONFORMS' : 'DOES NOT CONFORM'}`,
  );
  return lines.join('\n');
}
