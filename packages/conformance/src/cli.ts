#!/usr/bin/env node
/**
 * `clubshop-conformance <api-base-url> --site <page-url>`: runs the conformance kit against a
 * backend and prints a report per call. Exits 0 when the API conforms, 1 when a check failed,
 * 2 on wrong usage.
 */
import { formatReport } from './format-report.ts';
import { runConformance } from './run-conformance.ts';

const usage = 'usage: clubshop-conformance <api-base-url> --site <page-url> [--json]';

async function main(argv: string[]): Promise<number> {
  const siteIndex = argv.indexOf('--site');
  const siteUrl = siteIndex >= 0 ? argv[siteIndex + 1] : undefined;
  const apiBaseUrl = argv.find((arg, index) => !arg.startsWith('--') && index !== siteIndex + 1);
  if (!apiBaseUrl || !siteUrl || argv.includes('--help')) {
    console.error(usage);
    return 2;
  }
  for (const [name, value] of [
    ['api-base-url', apiBaseUrl],
    ['--site', siteUrl],
  ] as const) {
    if (!/^https?:\/\//.test(value)) {
      console.error(`${name} must be an http(s) URL, not "${value}"\n${usage}`);
      return 2;
    }
  }
  const report = await runConformance({ apiBaseUrl, siteUrl });
  console.info(argv.includes('--json') ? JSON.stringify(report, null, 2) : formatReport(report));
  return report.ok ? 0 : 1;
}

// Not a top-level await: the package is also built as CommonJS (decision 0040).
void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
