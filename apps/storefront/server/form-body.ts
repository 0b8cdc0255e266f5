/**
 * Reading a form a page posted to the storefront server (decision 0034): only
 * `application/x-www-form-urlencoded` (what a `<form method="post">` without files sends), and
 * small: the largest form of the shop (contact, with a 2,000-character message) is far below
 * the limit, so a larger body is refused before it is read whole.
 */

/** The largest form body the server reads (bytes). */
export const MAX_FORM_BYTES = 32 * 1024;

/** The posted fields, or why they were refused (status and a plain message). */
export type PostedForm =
  | { ok: true; form: URLSearchParams }
  | { ok: false; status: 400 | 413 | 415; message: string };

/** Reads `request`'s body as a urlencoded form, within {@link MAX_FORM_BYTES}. */
export async function readPostedForm(request: Request): Promise<PostedForm> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    return { ok: false, status: 415, message: 'A form must be sent as application/x-www-form-urlencoded.' };
  }
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_FORM_BYTES) return { ok: false, status: 413, message: 'The form is too large.' };
  if (!request.body) return { ok: true, form: new URLSearchParams() };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_FORM_BYTES) {
      await reader.cancel();
      return { ok: false, status: 413, message: 'The form is too large.' };
    }
    chunks.push(value);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    return { ok: false, status: 400, message: 'The form is not valid UTF-8.' };
  }
  return { ok: true, form: new URLSearchParams(text) };
}
