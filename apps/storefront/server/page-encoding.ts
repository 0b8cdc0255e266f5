import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** How a page goes out: Brotli or gzip when the browser takes it, else as it is. */
export type PageEncoding = 'br' | 'gzip' | undefined;

/**
 * The encoding for an `Accept-Encoding` header: Brotli when accepted (smaller, and cheaper than
 * gzip at the same size), else gzip, else none. A `q=0` refuses a coding.
 */
export function pageEncodingFor(acceptEncoding: string | undefined): PageEncoding {
  const accepted = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [coding = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
      return [coding.trim(), q === undefined ? 1 : Number(q)] as const;
    }),
  );
  const acceptable = (coding: string) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0;
  if (acceptable('br')) return 'br';
  if (acceptable('gzip')) return 'gzip';
  return undefined;
}

/**
 * How hard a page is compressed: `each` for a page rendered for one request (the shopper waits on
 * the CPU it takes), `kept` for a page served to many: the page cache's fetch
 * (deploy/varnish/clubshop.vcl), a page the server keeps itself (server/kept-pages.ts), a site's
 * translations and settings (server/kept-site-files.ts). Compressed once, sent many times, so the
 * bytes count for more than the CPU. A category page (103 KB of HTML): Brotli 3 12.7 KB in 1.0 ms of CPU,
 * Brotli 5 10.8 KB in 1.6 ms; gzip 3 13.8 KB in 0.6 ms, gzip 6 12.4 KB (docs/benchmarks.md).
 */
export type CompressionEffort = 'each' | 'kept';

const QUALITY: Record<CompressionEffort, { brotli: number; gzip: number }> = {
  each: { brotli: 3, gzip: 3 },
  kept: { brotli: 5, gzip: 6 },
};

/**
 * A rendered page, whole and encoded for the browser. React's stream ends as soon as the page is
 * rendered (nothing in it waits for data: the loaders ran before), so the document is compressed
 * in one piece instead of chunk by chunk through a compressing stream on the event loop, which
 * had cost the server about 40 % of its CPU per page (docs/benchmarks.md). For a page of one
 * request, Brotli at quality 3 and gzip at level 3: 0.12-0.25 ms for a 49-88 KB page, half what
 * quality 4 and level 5 took, for 6-9 % more bytes (10.6 KB instead of 10.0 KB with Brotli: 3 ms
 * on a slow 4G line); a page a shared cache keeps is worth more (see {@link CompressionEffort}).
 *
 * On the event loop, not in libuv's thread pool: for a page this size the hand-over to a pool
 * thread and back cost more than the compression itself (measured: gzip in the pool 0.41 ms of
 * CPU per page, 0.13 ms of it on the event loop; on the event loop 0.13 ms in all), and a server
 * under load has no idle core for the pool to use anyway.
 */
export function encodePage(
  document: Buffer,
  encoding: PageEncoding,
  effort: CompressionEffort = 'each',
): Buffer {
  if (encoding === 'br') {
    return brotliCompressSync(document, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: QUALITY[effort].brotli,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: document.length,
      },
    });
  }
  if (encoding === 'gzip') return gzipSync(document, { level: QUALITY[effort].gzip });
  return document;
}
