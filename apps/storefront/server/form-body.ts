/**
 * Reading a form a page posted to the storefront server (decision 0034): only
 * `application/x-www-form-urlencoded` (what a `<form method="post">` without files sends), and
 * small: the largest form of the shop (contact, with a 2,000-character message) is far below
 * the limit, so a larger body is refused before it is read whole.
 */

import { readBodyWithin } from './body-deadline.ts';

/** The largest form body the server reads (bytes). */
export const MAX_FORM_BYTES = 32 * 1024;

/** The posted fields, or why they were refused (status and a plain message). */
export type PostedForm =
  | { ok: true; form: URLSearchParams }
  | { ok: false; status: 400 | 408 | 413 | 415; message: string };

/**
 * Reads `request`'s body as a urlencoded form, within {@link MAX_FORM_BYTES} and `timeoutMs`
 * (the forwarding's body deadline, body-deadline.ts: a form dripped in slowly is a 408).
 */
export async function readPostedForm(request: Request, timeoutMs: number): Promise<PostedForm> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    return { ok: false, status: 415, message: 'A form must be sent as application/x-www-form-urlencoded.' };
  }
  const read = await readBodyWithin(request, { timeoutMs, maxBytes: MAX_FORM_BYTES });
  if (!read.ok) {
    return read.status === 413
      ? { ok: false, status: 413, message: 'The form is too large.' }
      : { ok: false, status: 408, message: 'The form took too long to arrive.' };
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(read.body ?? new Uint8Array());
  } catch {
    return { ok: false, status: 400, message: 'The form is not valid UTF-8.' };
  }
  return { ok: true, form: new URLSearchParams(text) };
}
