import { execFile } from 'node:child_process';
import type { Fetch } from './caller.ts';

/**
 * Gives the text of the mails sent to an address (newest first), in which the kit looks for the
 * confirmation or reset link: a URL of the backend's test mailbox, a command, or a function.
 */
export type MailHook = (email: string) => Promise<string>;

/** Completes a payment on the payment page a checkout answered (`data.url`), as a shopper paying would. */
export type PayHook = (paymentUrl: string) => Promise<void>;

const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/** Runs a shell command, resolving its standard output (rejecting on a non-zero exit). */
function run(command: string, env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'sh',
      ['-c', command],
      { encoding: 'utf8', timeout: 60_000, env: { ...process.env, ...env } },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${command}: ${stderr || error.message}`)) : resolve(stdout),
    );
  });
}

/**
 * The mail hook of a `--mail-hook` value: an http(s) URL is fetched with `{email}` replaced by the
 * address (`http://localhost:4000/api/dev/mails?to={email}`); anything else is a shell command run
 * with `{email}` replaced (quoted) and `CONFORMANCE_EMAIL` set, whose output is the text.
 */
export function mailHookFrom(
  spec: string,
  fetchFunction: Fetch = (input, init) => fetch(input, init),
): MailHook {
  if (/^https?:\/\//.test(spec)) {
    return async (email) => {
      const response = await fetchFunction(spec.replaceAll('{email}', encodeURIComponent(email)));
      if (!response.ok) throw new Error(`${spec} answered ${response.status}`);
      return response.text();
    };
  }
  return (email) => run(spec.replaceAll('{email}', quote(email)), { CONFORMANCE_EMAIL: email });
}

/**
 * The pay hook of a `--pay-hook` value: a shell command run with `{url}` replaced (quoted) by the
 * payment page's URL and `CONFORMANCE_PAYMENT_URL` set; it must exit 0 once the payment is made
 * (for the reference API's test page: `curl -fsS -X POST {url}/approve`).
 */
export function payHookFrom(spec: string): PayHook {
  return async (url) => {
    await run(spec.replaceAll('{url}', quote(url)), { CONFORMANCE_PAYMENT_URL: url });
  };
}
