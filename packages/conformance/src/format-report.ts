import type { ConformanceReport } from './run-conformance.ts';

/**
 * The report as text, one line per check: `PASS`, `FAIL` (with the first mismatching field path
 * and why) or `SKIP`, then the totals.
 */
export function formatReport(report: ConformanceReport): string {
  const lines = report.results.map((result) => {
    const where = result.path !== undefined && result.path !== null ? ` at ${result.path || '(body)'}` : '';
    const detail = result.detail ? `: ${result.detail}` : '';
    const status = result.httpStatus === undefined ? '' : ` [${result.httpStatus}]`;
    return `${result.status.toUpperCase().padEnd(4)} ${result.call}${status} ${result.check}${where}${detail}`;
  });
  const count = (status: string) => report.results.filter((result) => result.status === status).length;
  lines.push(
    '',
    `${count('pass')} passed, ${count('fail')} failed, ${count('skip')} skipped: ${report.ok ? 'CONFORMS' : 'DOES NOT CONFORM'}`,
  );
  return lines.join('\n');
}
