/**
 * Issue 43, finding 5: the back office read a whole body before any check (256 MiB without
 * signing in took it to 1.1-1.35 GB) and a large multipart sign-out answered 500. Sent to the
 * back office's own port (a server exposed as it is); its memory read from /proc (its peak, VmHWM).
 */
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { send } from '../http.ts';
import { type Check, check, type Scenario } from '../scenario.ts';

const MiB = 1024 * 1024;

/** `bytes` of zeroes as a stream, in 1 MiB chunks made as they are read. */
function zeroes(bytes: number): Readable {
  const chunk = Buffer.alloc(MiB, 0x61);
  let left = bytes;
  return new Readable({
    read() {
      if (left <= 0) return this.push(null);
      const size = Math.min(left, MiB);
      left -= size;
      this.push(size === MiB ? chunk : chunk.subarray(0, size));
    },
  });
}

/** The bytes of a GET through the front door. */
async function bytesOf(url: string, host: string): Promise<Buffer> {
  const { request } = await import('node:http');
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        headers: { host },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks)));
      },
    )
      .on('error', reject)
      .end();
  });
}

/** The process's resident memory now and at its peak, MiB. */
function memoryOf(pid: number | undefined): { rss: number; peak: number } {
  const status = pid ? readFileSync(`/proc/${pid}/status`, 'utf8') : '';
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: Math.round(field('VmRSS')), peak: Math.round(field('VmHWM')) };
}

export const backofficeBodies: Scenario = {
  id: 'backoffice-bodies',
  title: 'back office: huge bodies (memory bounded, 413) and multipart sign-out',
  async run({ stack, cast, front, hostOf }) {
    const checks: Check[] = [];
    const origin = `http://127.0.0.1:${stack.ports.backoffice}`;
    const pid = stack.backofficePid;
    const before = memoryOf(pid);
    const huge = 256 * MiB;
    const sends = [
      ['POST /sign-in, 256 MiB declared', '/sign-in', { 'content-length': String(huge) }, {}],
      ['POST /sign-in, 256 MiB chunked', '/sign-in', {}, {}],
      [
        'POST /admin/api/… without a session, 256 MiB chunked',
        '/admin/api/sites/northbridge-gb/import/catalogue',
        {},
        {},
      ],
      [
        'POST /admin/api/… with a made-up session cookie, 256 MiB chunked',
        '/admin/api/sites/northbridge-gb/import/catalogue',
        { cookie: 'clubshop_bo_access=forged; clubshop_bo_refresh=forged' },
        {},
      ],
    ] as const;
    const seen = [];
    for (const [what, path, headers] of sends) {
      const answer = await send(`${origin}${path}`, {
        method: 'POST',
        headers: {
          origin,
          'x-clubshop-csrf': '1',
          'content-type': 'application/x-www-form-urlencoded',
          ...headers,
        },
        body: zeroes(huge),
        timeoutMs: 120_000,
      }).catch((error: Error) => ({ status: 0, ms: 0, body: error.message, headers: {} }));
      seen.push({
        what,
        status: answer.status,
        body: answer.status === 0 ? answer.body : '',
        closed: /EPIPE|ECONNRESET/.test(answer.body),
        ms: Math.round(answer.ms),
      });
    }
    const after = memoryOf(pid);
    checks.push(
      check(
        '256 MiB bodies are refused (413, or 401 for a session the API does not know) before they are read',
        seen.every(
          (answer) =>
            answer.status === 413 ||
            (answer.what.includes('made-up') && answer.status === 401) ||
            // The answer came and the socket closed before the client read it: cut off at once.
            (answer.status === 0 && answer.closed && answer.ms < 2000),
        ),
        seen.map((answer) => `${answer.what}: ${answer.status || answer.body} in ${answer.ms} ms`).join('; '),
      ),
    );
    checks.push(
      check(
        "the back office's memory stays bounded (peak under +100 MiB)",
        after.peak - before.peak < 100,
        `resident ${before.rss} -> ${after.rss} MiB, peak ${before.peak} -> ${after.peak} MiB`,
      ),
    );

    // Eight forged-session uploads at once, 32 MiB each (the forwarder's bound with a session).
    const concurrentBefore = memoryOf(pid);
    const concurrent = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        send(`${origin}/admin/api/sites/northbridge-gb/import/catalogue`, {
          method: 'POST',
          from: `127.0.0.${60 + index}`,
          headers: {
            origin,
            'x-clubshop-csrf': '1',
            'content-type': 'text/csv',
            cookie: 'clubshop_bo_access=forged; clubshop_bo_refresh=forged',
            'content-length': String(32 * MiB),
          },
          body: zeroes(32 * MiB),
          timeoutMs: 120_000,
        }).catch((error: Error) => ({ status: 0, ms: 0, body: error.message, headers: {} })),
      ),
    );
    const concurrentAfter = memoryOf(pid);
    checks.push(
      check(
        'eight 32 MiB uploads with a made-up session at once: refused, memory bounded (peak under +100 MiB)',
        concurrent.every((answer) => answer.status === 401 || answer.status === 413) &&
          concurrentAfter.peak - concurrentBefore.peak < 100,
        `${concurrent.map((answer) => answer.status).join(', ')}; peak ${concurrentBefore.peak} -> ${concurrentAfter.peak} MiB`,
      ),
    );

    // A signed-in editor's real upload past a form's size still goes through (the session is
    // known to the API): a picture the shop rendered, sent back as a product picture.
    const jpeg = await bytesOf(
      `${front}/images/media/banner/northbridge/hero.svg?width=3200&height=1200&quality=95`,
      hostOf('northbridge-gb'),
    );
    const pictureBoundary = 'probepicture';
    const upload = await cast.editor.api(
      'POST',
      '/sites/northbridge-gb/media',
      Buffer.concat([
        Buffer.from(
          `--${pictureBoundary}\r\nContent-Disposition: form-data; name="file"; filename="banner.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        jpeg,
        Buffer.from(`\r\n--${pictureBoundary}--\r\n`),
      ]),
      { 'content-type': `multipart/form-data; boundary=${pictureBoundary}` },
    );
    checks.push(
      check(
        "a signed-in editor's upload past a form's size goes through",
        jpeg.length > 32 * 1024 && upload.status === 201,
        `${Math.round(jpeg.length / 1024)} KiB JPEG: ${upload.status}`,
      ),
    );

    // Multipart sign-outs: large, malformed, and a normal one.
    const signOut = async (
      body: string | Readable,
      contentType: string,
      extra: Record<string, string> = {},
    ) => {
      const page = await send(`${origin}/sign-in`);
      const csrf = /clubshop_bo_csrf=([^;]+)/.exec(String(page.headers['set-cookie']))?.[1] ?? '';
      return send(`${origin}/sign-out`, {
        method: 'POST',
        headers: { origin, cookie: `clubshop_bo_csrf=${csrf}`, 'content-type': contentType, ...extra },
        body: typeof body === 'string' ? body.replaceAll('CSRF', csrf) : body,
      });
    };
    const boundary = 'probeboundary';
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const large = await signOut(
      `${part('csrf', 'CSRF')}${part('padding', 'x'.repeat(4 * MiB))}--${boundary}--\r\n`,
      `multipart/form-data; boundary=${boundary}`,
    );
    const malformed = await signOut(
      `${part('csrf', 'CSRF')}--other--\r\n`,
      `multipart/form-data; boundary=${boundary}`,
    );
    const noBoundary = await signOut('csrf=CSRF', 'multipart/form-data');
    const normal = await signOut(
      `${part('csrf', 'CSRF')}--${boundary}--\r\n`,
      `multipart/form-data; boundary=${boundary}`,
    );
    checks.push(
      check(
        'multipart sign-outs: large 413 (or the connection closed before it was read), malformed 4xx, a proper one 303; never 500',
        (large.status === 413 || /EPIPE|ECONNRESET/.test(large.body)) &&
          malformed.status >= 400 &&
          malformed.status < 500 &&
          noBoundary.status >= 400 &&
          noBoundary.status < 500 &&
          normal.status === 303,
        `4 MiB ${large.status || large.body}, malformed ${malformed.status}, no boundary ${noBoundary.status}, proper ${normal.status}`,
      ),
    );
    return checks;
  },
};
