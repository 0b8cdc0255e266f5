import type { StorefrontReport } from './storefront-journey.ts';

/** ` (1.2 s)`, or nothing for a step not run. */
const took = (ms: number | undefined) => (ms === undefined ? '' : ` (${(ms / 1000).toFixed(1)} s)`);

/**
 * The storefront run as text, one line per step: `PASS`, `FAIL` (why, the page, the screenshot
 * file, and the call behind it: method, URL, status, the value received) or `SKIP` (why), then
 * the totals.
 */
export function formatStorefrontReport(report: StorefrontReport): string {
  const lines = [`Storefront ${report.storefront} in Chromium:`];
  for (const step of report.steps) {
    lines.push(
      `${step.status.toUpperCase().padEnd(4)} storefront: ${step.step}${took(step.ms)}${step.detail ? `: ${step.detail}` : ''}`,
    );
    if (step.status !== 'fail') continue;
    if (step.page) lines.push(`       page:       ${step.page}`);
    if (step.screenshot) lines.push(`       screenshot: ${step.screenshot}`);
    if (step.call) {
      const call = step.call;
      lines.push(
        `       call:       ${call.method} ${call.url} [${call.status}]${call.call ? ` (${call.call})` : ''}, seen by the ${call.seenBy}`,
      );
      if (call.received !== undefined) lines.push(`       received:   ${JSON.stringify(call.received)}`);
    }
  }
  const count = (status: string) => report.steps.filter((step) => step.status === status).length;
  lines.push(
    '',
    `storefront: ${count('pass')} passed, ${count('fail')} failed, ${count('skip')} skipped: ${report.ok ? 'THE STOREFRONT WORKS' : 'THE STOREFRONT FAILS'}`,
  );
  return lines.join('\n');
}
