import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { pageEncodingFor } from './page-encoding.ts';

/** One file of the client build's `assets/`, as it is and in the encodings the build wrote beside it. */
interface BuiltAsset {
  contentType: string;
  identity: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer> | undefined;
  gzip: Uint8Array<ArrayBuffer> | undefined;
}

/** The path under which the client build's hashed files are served. */
export const BUILT_ASSETS_PATH = '/assets/';

/**
 * The client build's hashed files (`dist/client/assets/`: the entry, the page chunks, the
 * stylesheet), read once when the server starts and answered from memory, Brotli or gzip as the
 * build compressed them (vite.config.ts `precompressAssets`), each with the headers of a file
 * that never changes under its name.
 *
 * Why not `serveStatic`: a page's code arrives as 8-12 files asked at once the moment the page has
 * painted; from disk each costs a `stat` per encoding and a read stream through libuv's thread
 * pool, so the last of them waited behind the others and behind the phone's busiest moment
 * (docs/benchmarks.md, "Lighthouse"). From memory each is one synchronous write. The build is
 * fixed for the life of the process (a deploy starts new processes), so nothing goes stale;
 * about 5 MB per process with its compressed copies. Source maps are not held (never served).
 */
export function builtAssets(clientDir: string): MiddlewareHandler {
  const dir = join(clientDir, 'assets');
  const files = new Map<string, BuiltAsset>();
  const names = readdirSync(dir);
  const bytes = (name: string) => new Uint8Array(readFileSync(join(dir, name)));
  for (const name of names) {
    if (/\.(br|gz|map)$/.test(name)) continue;
    files.set(name, {
      contentType: getMimeType(name) ?? 'application/octet-stream',
      identity: bytes(name),
      br: names.includes(`${name}.br`) ? bytes(`${name}.br`) : undefined,
      gzip: names.includes(`${name}.gz`) ? bytes(`${name}.gz`) : undefined,
    });
  }
  return async (c, next) => {
    const file = files.get(c.req.path.slice(BUILT_ASSETS_PATH.length));
    if (!file || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    // The build writes both compressed copies or, under 512 bytes, neither.
    const accepted = pageEncodingFor(c.req.header('accept-encoding'));
    const compressed = accepted ? file[accepted] : undefined;
    const body = compressed ?? file.identity;
    const headers: Record<string, string> = {
      'Content-Type': file.contentType,
      'Content-Length': String(body.length),
      // File names carry their content hash: a new build has new names.
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
    };
    if (compressed && accepted) headers['Content-Encoding'] = accepted;
    return new Response(c.req.method === 'HEAD' ? null : body, { status: 200, headers });
  };
}
