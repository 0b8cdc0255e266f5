#!/usr/bin/env node
/**
 * `clubshop-conformance <api-base-url> --site <page-url> [options]`: runs the conformance kit
 * against a backend and prints a report per check. Exits 0 when the API conforms, 1 when a check
 * failed, 2 on wrong usage.
 */
import type { ApiHosts } from './caller.ts';
import { formatReport } from './format-report.ts';
import { mailHookFrom, payHookFrom } from './hooks.ts';
import { type ConformanceOptions, runConformance } from './run-conformance.ts';
import { formatStorefrontReport } from './storefront/format-storefront-report.ts';
import { runStorefrontJourney, type StorefrontOptions } from './storefront/storefront-journey.ts';

const usage = `usage: clubshop-conformance [<api-base-url>] --site <page-url> [options]
  --content <url> --catalog <url> --user <url> --basket <url>
                          a base URL per host (each defaults to <api-base-url>)
  --account <email:password>
                          a test account to log in with (its profile city is changed and put back)
  --mail-hook <url|command>
                          the mails sent to an address, as text: a URL ({email} is replaced) or a
                          shell command ({email} replaced, CONFORMANCE_EMAIL set); without --account
                          the kit registers an account and confirms it with the mailed link
  --pay-hook <command>    pays on a payment page: a shell command ({url} replaced,
                          CONFORMANCE_PAYMENT_URL set) that exits 0 once paid
  --voucher <code>        a voucher code the backend accepts
  --storefront <url|folder>
                          also drive the real storefront in Chromium through a purchase (home, a
                          category, a product, add to basket, basket, checkout to the payment page,
                          login with --account): the URL of a storefront running against the
                          backend, or the folder of a storefront build the kit serves on the port of
                          --site, pointed at the backend
  --storefront-only       with --storefront: only the storefront run, not the calls' checks
  --chromium <path>       the Chromium to drive (default CHROMIUM_PATH, else /usr/bin/chromium)
  --screenshots <folder>  where a failed step's screenshot goes (default ./conformance-storefront)
  --json                  the report as JSON`;

const valueOptions = [
  '--site',
  '--content',
  '--catalog',
  '--user',
  '--basket',
  '--account',
  '--mail-hook',
  '--pay-hook',
  '--voucher',
  '--storefront',
  '--chromium',
  '--screenshots',
];
const flags = ['--json', '--storefront-only'];

/** The options of a command line, or a message saying what is wrong with it. */
export function parseArguments(argv: readonly string[]):
  | {
      options: ConformanceOptions;
      json: boolean;
      /** With `--storefront`: the storefront run's options. */
      storefront?: StorefrontOptions | undefined;
      /** `--storefront-only`: the calls' checks are not run. */
      storefrontOnly: boolean;
    }
  | string {
  const values = new Map<string, string>();
  const positional: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (valueOptions.includes(arg)) {
      const value = argv[index + 1];
      if (value === undefined || value.startsWith('--')) return `${arg} needs a value`;
      values.set(arg, value);
      index += 1;
    } else if (flags.includes(arg)) continue;
    else if (arg.startsWith('--')) return `unknown option ${arg}`;
    else positional.push(arg);
  }
  const siteUrl = values.get('--site');
  if (!siteUrl) return '--site is required';
  if (positional.length > 1) return `one API base URL, not ${positional.length}`;
  const apiBaseUrl = positional[0];
  const hosts: Partial<ApiHosts> = {};
  for (const name of ['content', 'catalog', 'user', 'basket'] as const) {
    const host = values.get(`--${name}`) ?? apiBaseUrl;
    if (!host) return `no base URL for the ${name} host: give <api-base-url> or --${name}`;
    hosts[name] = host;
  }
  for (const [name, value] of [
    ['--site', siteUrl],
    ...Object.entries(hosts).map(([name, host]) => [`${name} host`, host]),
  ] as const) {
    if (!/^https?:\/\//.test(value ?? '')) return `${name} must be an http(s) URL, not "${value}"`;
  }
  const account = values.get('--account');
  const at = account?.indexOf(':') ?? -1;
  if (account !== undefined && (at <= 0 || at === account.length - 1))
    return '--account takes email:password';
  const mail = values.get('--mail-hook');
  const pay = values.get('--pay-hook');
  const storefront = values.get('--storefront');
  const storefrontOnly = argv.includes('--storefront-only');
  if (storefrontOnly && !storefront) return '--storefront-only needs --storefront';
  const testAccount = account ? { email: account.slice(0, at), password: account.slice(at + 1) } : undefined;
  return {
    json: argv.includes('--json'),
    storefrontOnly,
    storefront: storefront
      ? {
          storefront,
          siteUrl,
          apiBaseUrl,
          hosts,
          account: testAccount,
          chromiumPath: values.get('--chromium'),
          screenshotDir: values.get('--screenshots'),
        }
      : undefined,
    options: {
      apiBaseUrl,
      hosts,
      siteUrl,
      account: testAccount,
      mail: mail ? mailHookFrom(mail) : undefined,
      pay: pay ? payHookFrom(pay) : undefined,
      voucher: values.get('--voucher'),
    },
  };
}

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help')) {
    console.info(usage);
    return 0;
  }
  const parsed = parseArguments(argv);
  if (typeof parsed === 'string') {
    console.error(`${parsed}\n${usage}`);
    return 2;
  }
  const report = parsed.storefrontOnly ? undefined : await runConformance(parsed.options);
  const storefront = parsed.storefront ? await runStorefrontJourney(parsed.storefront) : undefined;
  if (parsed.json) console.info(JSON.stringify(storefront ? { ...report, storefront } : report, null, 2));
  else {
    if (report) console.info(formatReport(report));
    if (storefront) console.info(`${report ? '\n' : ''}${formatStorefrontReport(storefront)}`);
  }
  return (report?.ok ?? true) && (storefront?.ok ?? true) ? 0 : 1;
}

// Not a top-level await: the package is also built as CommonJS (decision 0040).
void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
