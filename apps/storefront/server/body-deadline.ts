/**
 * A forwarded request's body, read whole before the API is called, within a deadline and a size
 * bound. A client that sends its body slowly (1 byte every 2 s) then holds a socket of this
 * server, never one of the API's admission slots (issue 24: 200 such POSTs held all 128 and
 * other shoppers got 503s); one that takes longer than the deadline is answered 408 and the API
 * never hears of it.
 */

/** The outcome of {@link readBodyWithin}. */
export type BodyRead = { ok: true; body: Uint8Array<ArrayBuffer> | null } | { ok: false; status: 408 | 413 };

/** Limits of {@link readBodyWithin}. */
export interface BodyLimits {
  /** The whole body must have arrived this many ms after its first byte was awaited. */
  timeoutMs: number;
  /** A longer body is refused with 413. */
  maxBytes: number;
}

/** Reads `request`'s body whole within `limits` (see the module's comment). */
export async function readBodyWithin(request: Request, limits: BodyLimits): Promise<BodyRead> {
  if (!request.body) return { ok: true, body: null };
  // A body declared too long is refused before a byte of it is read (issue 43); one without a
  // length, or that lies, is still counted as it comes.
  const declared = request.headers.get('content-length');
  if (declared !== null && !(Number(declared) <= limits.maxBytes)) return { ok: false, status: 413 };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    reader.cancel().catch(() => undefined);
  }, limits.timeoutMs);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (timedOut) return { ok: false, status: 408 };
      if (done) break;
      size += value.byteLength;
      if (size > limits.maxBytes) {
        reader.cancel().catch(() => undefined);
        return { ok: false, status: 413 };
      }
      chunks.push(value);
    }
  } catch {
    // A cancelled read (the deadline) or a client that went away.
    return { ok: false, status: 408 };
  } finally {
    clearTimeout(timer);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, body };
}
