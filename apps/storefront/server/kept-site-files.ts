import { encodePage, type PageEncoding } from './page-encoding.ts';

/**
 * A site's translations and settings as the browser loads them apart from the pages
 * (`/_dictionary/<culture>.json?v=<version>`, `/_settings.json?v=<version>`), kept encoded by the
 * server process once it has answered them. Their version is a hash of their content
 * (src/ssr/answer-version.ts), so the answer under one site, path and version never changes, and
 * nothing has to be forgotten when the API changes: a new answer has a new version.
 *
 * Why: they are asked the moment a first visit's page has painted, beside its code, and each cost
 * the server 5-9 ms to answer (a built file 2-3 ms: the site's answers, a hash of the 35 KB
 * dictionary, JSON, gzip through a stream) while the page's chunks waited behind them on the same
 * event loop; kept, each is one write, in
 * Brotli (quality 5, 6.5 KB for the dictionary instead of 6.8 KB with gzip). Only an answer of the
 * current version (`immutable`: the render checked it) is kept; any other goes out as rendered.
 * At most `maxEntries` (default 200) are held, the least recently asked go first.
 */
export interface KeptSiteFiles {
  /** The kept answer to a request for `url` (path and version) accepting `encoding`, if any. */
  get(url: URL, encoding: PageEncoding): Response | undefined;
  /**
   * The answer to send for `rendered`, the site file rendered for `url`: kept and encoded for
   * `encoding` when it is of the current version, else `rendered` as it is.
   */
  keep(url: URL, rendered: Response, encoding: PageEncoding): Promise<Response>;
}

interface KeptSiteFile {
  contentType: string;
  cacheControl: string;
  identity: Buffer;
  encoded: Map<'br' | 'gzip', Buffer>;
}

/** The header that says a site file's answer is of its current version (entry-server.tsx). */
const IMMUTABLE = /\bimmutable\b/;

/** Where a site file is kept: the site (host), the file and its version, nothing else. */
const keyOf = (url: URL) => `${url.host}${url.pathname}?v=${url.searchParams.get('v') ?? ''}`;

/** Creates the kept site files of one server process (see {@link KeptSiteFiles}). */
export function createKeptSiteFiles({ maxEntries = 200 }: { maxEntries?: number } = {}): KeptSiteFiles {
  const files = new Map<string, KeptSiteFile>();

  const answer = (file: KeptSiteFile, encoding: PageEncoding) => {
    let body = file.identity;
    if (encoding) {
      let encoded = file.encoded.get(encoding);
      if (!encoded) {
        // Once per encoding for every browser that asks afterwards: the harder setting.
        encoded = encodePage(file.identity, encoding, 'kept');
        file.encoded.set(encoding, encoded);
      }
      body = encoded;
    }
    const headers = new Headers({
      'Content-Type': file.contentType,
      'Cache-Control': file.cacheControl,
      'Content-Length': String(body.length),
      Vary: 'Accept-Encoding',
    });
    if (encoding) headers.set('Content-Encoding', encoding);
    return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), {
      status: 200,
      headers,
    });
  };

  return {
    get(url, encoding) {
      const key = keyOf(url);
      const file = files.get(key);
      if (!file) return undefined;
      // Most recently asked last: a Map iterates in insertion order.
      files.delete(key);
      files.set(key, file);
      return answer(file, encoding);
    },
    async keep(url, rendered, encoding) {
      const cacheControl = rendered.headers.get('Cache-Control') ?? '';
      if (rendered.status !== 200 || !IMMUTABLE.test(cacheControl) || !url.searchParams.get('v'))
        return rendered;
      const file: KeptSiteFile = {
        contentType: rendered.headers.get('Content-Type') ?? 'application/json; charset=utf-8',
        cacheControl,
        identity: Buffer.from(await rendered.arrayBuffer()),
        encoded: new Map(),
      };
      files.set(keyOf(url), file);
      for (const oldest of files.keys()) {
        if (files.size <= maxEntries) break;
        files.delete(oldest);
      }
      return answer(file, encoding);
    },
  };
}
