import {
  type ApiHosts,
  apiHostsOf,
  errorStatusCode,
  type FetchFunction,
  hostOfApiPath,
} from '@clubshop/api-sdk';
import { metricsAccess } from '@clubshop/validation/metrics-access';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppLogger } from '../src/app/logger.ts';
import type {
  ClientAssets,
  FormActionRenderRequest,
  PageRenderRequest,
  PageRenderResult,
  SharedAnswers,
  SiteFile,
  SiteFileRequest,
} from '../src/entry-server.tsx';
import { DICTIONARY_PATH } from '../src/ssr/dictionary-file.ts';
import { PAGE_CACHE_FETCH_HEADER } from '../src/ssr/page-cache/page-cache-fetch.ts';
import { SURROGATE_KEY_HEADER } from '../src/ssr/page-cache/page-tags.ts';
import { SETTINGS_FILE_PATH } from '../src/ssr/settings-file.ts';
import {
  DEFAULT_FORWARD_LIMITS,
  type ForwardLimits,
  forwardedHeaders,
  forwardToApi,
  isApiPath,
  isDevelopmentApiPath,
} from './api-proxy.ts';
import { BUILT_ASSETS_PATH, builtAssets } from './built-assets.ts';
import { busyAnswer } from './busy-answer.ts';
import { readPostedForm } from './form-body.ts';
import { forwardedFor, publicUrl } from './forwarded.ts';
import type { KeptPageRequest, KeptPages } from './kept-pages.ts';
import { createKeptSiteFiles } from './kept-site-files.ts';
import type { StorefrontMetrics } from './metrics.ts';
import { encodePage, type PageEncoding, pageEncodingFor } from './page-encoding.ts';
import { createQuietTime, type QuietTime } from './quiet-time.ts';
import type { RenderAdmission } from './render-admission.ts';
import { createRenderTurns } from './render-turns.ts';
import { appLoggerFor, type Logger, loggedPath, requestIdOf, silentServerLogger } from './request-log.ts';
import { isAcceptableTarget } from './request-target.ts';
import { METRICS_PATH, routeLabel } from './route-label.ts';
import { isSameOriginWrite } from './same-origin.ts';
import { createNonce, securityHeaders } from './security-headers.ts';
import { createSessionProxy } from './session-proxy.ts';
import { siteClient } from './site-client.ts';
import { createSiteGate, type SiteGate } from './site-gate.ts';
import { robotsTxt, SITEMAP_KINDS, type SitemapKind, sitemapIndex, sitemapUrls } from './sitemap.ts';
import { tokenFreeReturn } from './token-free-return.ts';
import type { ServerTracing } from './tracing.ts';

/** Renders one page (the server entry's `renderPage`, loaded fresh per request in development). */
export type RenderPage = (request: PageRenderRequest) => Promise<PageRenderResult>;

/** Runs a page's form action (the server entry's `runFormAction`, decision 0034). */
export type RunFormAction = (request: FormActionRenderRequest) => Promise<PageRenderResult>;

/** Answers a site's translations or settings file (the server entry's `renderSiteFile`). */
export type RenderSiteFile = (request: SiteFileRequest) => Promise<Response>;

/** Hono's bindings on @hono/node-server: the Node request, for the peer's address. */
type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/** What the server keeps per request: its id and its logger (with the id on every line). */
type RequestVariables = { requestId: string; log: Logger };

/** Hono's environment of the storefront server. */
type ServerEnv = { Bindings: NodeBindings; Variables: RequestVariables };

/** When to ask again after a 503 (the API unreachable or starting), in seconds. */
const RETRY_AFTER_SECONDS = '5';

/** Options of {@link createStorefrontServer}. */
export interface StorefrontServerOptions {
  render: RenderPage;
  renderSiteFile: RenderSiteFile;
  /** Runs the form actions pages post to; without it a POST to a page is 405. */
  act?: RunFormAction | undefined;
  /** The client build's assets (the production manifest's, or development's). */
  assets: ClientAssets;
  /** Where the commerce API answers. */
  apiUrl: string;
  /**
   * The four API hosts of the requirements when they are apart (`CONTENT_API_URL`…): pages call
   * each, and the browser's calls are forwarded to the host that serves their path
   * (`hostOfApiPath`). A host left out is `apiUrl`.
   */
  apiHosts?: Partial<ApiHosts> | undefined;
  /** How to call it (default: the global fetch; tests pass the in-process API's handler). */
  apiFetch?: FetchFunction | undefined;
  /** How many proxies in front add X-Forwarded-Proto/-Host/-For (0: none are believed). */
  trustedProxies: number;
  /** The API answers shared between requests (see `createSharedAnswers`); none by default. */
  sharedAnswers?: SharedAnswers | undefined;
  /** The anonymous pages rendered from those answers, kept as long (kept-pages.ts); none by default. */
  keptPages?: KeptPages | undefined;
  /** Origins images may come from besides the shop (the API's public origin). */
  imageOrigins?: readonly string[];
  /** Origins of the payment page the checkout's form redirects to (see `SecurityHeaderOptions`). */
  paymentOrigins?: readonly string[];
  /** The production build's browser files (dist/client); development serves them through Vite. */
  clientDir?: string | undefined;
  /** Development (Vite serving the source): see `SecurityHeaderOptions.development`. */
  development?: boolean;
  /** Whether the server is shutting down (health answers 503 then). */
  isClosing?: () => boolean;
  /** Where the render reports what it recovers from (default: the request log, with the id). */
  logger?: AppLogger;
  /** The request log (request-log.ts); silent by default. */
  requestLogger?: Logger;
  /** Deadlines and bounds of forwarded request bodies (api-proxy.ts). */
  forwardLimits?: ForwardLimits;
  /** How long the server remembers which origins name a site (ms; site-gate.ts). Default 5 s. */
  siteCacheTtlMs?: number;
  /** The check that an origin names a site, when the caller holds it (to clear it on a change). */
  siteGate?: SiteGate | undefined;
  /** When work for later shoppers runs (quiet-time.ts); by default after a quiet second, 5 s at most. */
  quietTime?: QuietTime | undefined;
  /**
   * How many pages render at once and how long one may wait for its turn (render-admission.ts):
   * a page that cannot start in time is answered 503 with `Retry-After` at once. None: no limit.
   */
  renderAdmission?: RenderAdmission | undefined;
  /** The Prometheus metrics `GET /metrics` serves (metrics.ts); none: no `/metrics`. */
  metrics?: StorefrontMetrics | undefined;
  /** METRICS_TOKEN: what `/metrics` asks of a peer not on loopback (unset: loopback only). */
  metricsToken?: string | undefined;
  /**
   * Traces (tracing.ts, decision 0103): a server span per request and a client span, with its
   * `traceparent`, per call to the API; none (the default): nothing traced, nothing loaded.
   */
  tracing?: ServerTracing | undefined;
}

/** The short answer for a host that names no site: not a shop of ours, never cached. */
function unknownSiteAnswer(): Response {
  return new Response('There is no shop at this address.\n', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** The answer while the commerce API cannot be reached (or is starting): try again shortly. */
function unavailableAnswer(): Response {
  return new Response('The shop is not available right now. Please try again in a moment.\n', {
    status: 503,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': RETRY_AFTER_SECONDS,
    },
  });
}

/**
 * The longest path the server answers, in characters: the longest the content API resolves (its
 * `url` is at most 2,000 characters).
 */
const MAX_PATH_CHARS = 2000;

/** The answer for a child sitemap that does not exist (a page past the last, or one the API refuses). */
function noSuchSitemapAnswer(): Response {
  return new Response('There is no such sitemap.\n', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

const SITEMAP_PATH = /^\/sitemap\/(categories|products|pages)-(\d{1,6})\.xml$/;

/**
 * The storefront's HTTP server as a Hono app (its `fetch` is what Node and the tests call):
 * health, the API on the shop's own origin, robots.txt and the sitemaps per site, the build's
 * files with long immutable caching, and every other GET rendered on the server with its status,
 * security headers and a per-response CSP nonce. Compressed (gzip) where the client accepts it.
 */
export function createStorefrontServer(options: StorefrontServerOptions): Hono<ServerEnv> {
  const requestLogger = options.requestLogger ?? silentServerLogger;
  const app = new Hono<ServerEnv>();
  const loggerOf = (c: Context<ServerEnv>) => options.logger ?? appLoggerFor(c.var.log);
  const hosts: ApiHosts = { ...apiHostsOf(options.apiUrl), ...options.apiHosts };
  /** Where the browser's call to `pathname` goes: its host, or `apiUrl` outside the contract. */
  const apiHostFor = (pathname: string) => {
    const host = hostOfApiPath(pathname);
    return host ? hosts[host] : options.apiUrl;
  };
  // A host that names a site is the content API's question (the settings call).
  const siteGate =
    options.siteGate ?? createSiteGate({ apiUrl: hosts.content, ttlMs: options.siteCacheTtlMs ?? 5_000 });
  const originOf = (request: Request) => {
    const url = publicUrl(request, options.trustedProxies);
    return url;
  };
  const forwardedOrigin = (request: Request, peer: string | undefined, requestId?: string) => ({
    url: originOf(request),
    forwardedFor: forwardedFor(request, peer, options.trustedProxies),
    requestId,
  });
  // Every call to the API (the pages' and the forwarded ones) goes through this one fetch.
  const plainApiFetch: FetchFunction = options.apiFetch ?? ((input, init) => fetch(input, init));
  const fetchApi = options.tracing ? options.tracing.fetch(plainApiFetch) : plainApiFetch;
  const apiFetchFor = (request: Request, peer: string | undefined, requestId?: string): FetchFunction => {
    // The API tells clients apart by address and browser (throttling, a retried refresh): the
    // server's own calls for a page go out as the shopper's.
    const userAgent = request.headers.get('user-agent');
    const headers = {
      ...forwardedHeaders(forwardedOrigin(request, peer, requestId)),
      ...(userAgent ? { 'User-Agent': userAgent } : {}),
    };
    return (input, init) => {
      // ky hands over a Request (its headers and body inside), other callers a URL and init.
      const request = new Request(input, init);
      for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
      return fetchApi(request);
    };
  };

  const peerOf = (c: Context<ServerEnv>) => c.env?.incoming?.socket?.remoteAddress;
  const apiFetchOf = (c: Context<ServerEnv>) => apiFetchFor(c.req.raw, peerOf(c), c.var.requestId);
  /**
   * The answer for a request whose origin names no site (404) or while the API cannot say (503);
   * undefined when it is a site of ours. Every page, sitemap and robots.txt asks first.
   */
  const siteRefusal = async (c: Context<ServerEnv>, url: URL): Promise<Response | undefined> => {
    const lookup = await siteGate(url.origin, apiFetchOf(c));
    if (lookup === 'unknown') return unknownSiteAnswer();
    if (lookup === 'unavailable') return unavailableAnswer();
    return undefined;
  };

  // Every request in a server span of its own (tracing.ts), outermost: the rest runs inside it.
  const tracing = options.tracing;
  if (tracing) {
    app.use('*', (c, next) =>
      tracing.serve(c.req.raw, routeLabel(c.req.path), next, () => c.res?.status ?? 500),
    );
  }

  // Every request counted and timed by method, route and status class (metrics.ts).
  const metrics = options.metrics;
  if (metrics) {
    app.use('*', async (c, next) => {
      const started = performance.now();
      try {
        await next();
      } finally {
        metrics.observeRequest(
          c.req.method,
          c.req.path,
          c.res?.status ?? 500,
          (performance.now() - started) / 1000,
        );
      }
    });
  }

  // Every request counts against the quiet moments background work waits for (quiet-time.ts).
  const quietTime = options.quietTime ?? createQuietTime();
  app.use('*', async (_c, next) => {
    const done = quietTime.track();
    try {
      await next();
    } finally {
      done();
    }
  });

  // One line per request in the API's format, and the id that follows it to the API.
  app.use('*', async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.raw);
    c.set('requestId', requestId);
    c.set('log', requestLogger.child({ reqId: requestId }));
    await next();
    try {
      c.res.headers.set('X-Request-Id', requestId);
    } catch {
      c.header('X-Request-Id', requestId);
    }
    if (requestLogger.isLevelEnabled('info')) {
      requestLogger.info(
        {
          reqId: requestId,
          method: c.req.method,
          path: loggedPath(c.req.path),
          status: c.res.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      );
    }
  });

  // A path longer than any the shop has names nothing: 414 at once, before the API is asked
  // (issue 43: an 8,000-character path came back a 500 once the API refused it).
  app.use('*', async (c, next) => {
    if (c.req.path.length <= MAX_PATH_CHARS) return next();
    const message = `The address is longer than ${MAX_PATH_CHARS} characters.`;
    return isApiPath(c.req.path)
      ? c.json({ success: false, errors: [{ message }] }, 414, { 'Cache-Control': 'no-store' })
      : c.text(`${message}\n`, 414, { 'Cache-Control': 'no-store' });
  });

  // A path or query that is no text (bad percent-encoding, a NUL) names nothing: 400 at once.
  app.use('*', async (c, next) => {
    if (isAcceptableTarget(new URL(c.req.url))) return next();
    const message = 'The address is not valid.';
    return isApiPath(c.req.path)
      ? c.json({ success: false, errors: [{ message }] }, 400, { 'Cache-Control': 'no-store' })
      : c.text(`${message}\n`, 400, { 'Cache-Control': 'no-store' });
  });

  app.get('/healthz', (c) =>
    options.isClosing?.()
      ? c.json({ ok: false, closing: true }, 503, { 'Cache-Control': 'no-store' })
      : c.json({ ok: true }, 200, { 'Cache-Control': 'no-store' }),
  );

  // Prometheus' scrape: loopback peers (the socket's, never a forwarded header), else the bearer
  // METRICS_TOKEN (the one rule of @clubshop/validation/metrics-access, decision 0090).
  if (metrics) {
    app.get(METRICS_PATH, async (c) => {
      const access = metricsAccess({
        peerAddress: peerOf(c),
        authorization: c.req.header('authorization'),
        token: options.metricsToken,
      });
      if (!access.allowed) return c.json(access.body, access.status, access.headers);
      return c.body(await metrics.registry.metrics(), 200, {
        'Content-Type': metrics.registry.contentType,
        'Cache-Control': 'no-store',
      });
    });
  }

  // The API on the shop's own origin: the browser never calls another origin (no preflight). The
  // session proxy holds the shopper's tokens and refuses cross-site writes (session-proxy.ts).
  const sessionProxy = createSessionProxy(options.forwardLimits ?? DEFAULT_FORWARD_LIMITS);
  app.all('*', async (c, next) => {
    if (!isApiPath(c.req.path)) return next();
    // The API's development endpoints are for tests on the API's own address, never the public's.
    if (isDevelopmentApiPath(c.req.path) || isDevelopmentApiPath(new URL(c.req.url).pathname)) {
      return c.json({ success: false, errors: [{ message: 'Not found' }] }, 404, {
        'Cache-Control': 'no-store',
      });
    }
    const origin = forwardedOrigin(c.req.raw, peerOf(c), c.var.requestId);
    return sessionProxy(c.req.raw, origin.url, (request) => {
      const { pathname, search } = new URL(request.url);
      const url = new URL(pathname + search, origin.url);
      return forwardToApi(request, apiHostFor(pathname), { ...origin, url }, fetchApi, options.forwardLimits);
    });
  });

  // A return from payment that names the basket token goes to the same page without it (0076).
  app.get('*', async (c, next) => {
    const location = tokenFreeReturn(new URL(c.req.url));
    if (location === undefined) return next();
    return c.body(null, 303, {
      Location: location,
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
    });
  });

  app.use('*', compress());

  app.get('/robots.txt', async (c) => {
    const url = originOf(c.req.raw);
    const refused = await siteRefusal(c, url);
    if (refused) return refused;
    return c.text(robotsTxt(url.origin), 200, { 'Cache-Control': 'public, max-age=3600' });
  });
  app.get('/sitemap.xml', async (c) => {
    const url = originOf(c.req.raw);
    const refused = await siteRefusal(c, url);
    if (refused) return refused;
    const client = await siteClient(url, hosts, apiFetchOf(c)).catch(() => undefined);
    const index = client && (await sitemapIndex(client, url.origin).catch(() => undefined));
    if (!index) return unavailableAnswer();
    return c.body(index, 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    });
  });
  app.get('/sitemap/:file', async (c, next) => {
    const match = SITEMAP_PATH.exec(c.req.path);
    if (!match) return next();
    const url = originOf(c.req.raw);
    const kind = match[1] as SitemapKind;
    if (!SITEMAP_KINDS.includes(kind)) return next();
    const refused = await siteRefusal(c, url);
    if (refused) return refused;
    const client = await siteClient(url, hosts, apiFetchOf(c)).catch(() => undefined);
    if (!client) return unavailableAnswer();
    const page = Number(match[2]);
    if (page < 1) return noSuchSitemapAnswer();
    let urls: string | undefined;
    try {
      urls = await sitemapUrls(client, url.origin, kind, page);
    } catch (error) {
      // The API refusing the page (past its largest) is no sitemap; anything else an outage.
      const status = errorStatusCode(error);
      return status >= 400 && status < 500 ? noSuchSitemapAnswer() : unavailableAnswer();
    }
    if (urls === undefined) return noSuchSitemapAnswer();
    return c.body(urls, 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    });
  });

  // A site's translations and settings, apart from the pages (src/ssr/dictionary-file.ts,
  // src/ssr/settings-file.ts).
  // Kept encoded once answered: a version names one content for good (kept-site-files.ts).
  const keptSiteFiles = createKeptSiteFiles();
  const siteFile = async (c: Context<ServerEnv>, file: SiteFile) => {
    const url = originOf(c.req.raw);
    const refused = await siteRefusal(c, url);
    if (refused) return refused;
    const encoding = pageEncodingFor(c.req.header('accept-encoding'));
    const kept = keptSiteFiles.get(url, encoding);
    if (kept) return kept;
    const rendered = await options.renderSiteFile({
      url,
      file,
      api: { origin: options.apiUrl, hosts, fetch: apiFetchOf(c) },
      sharedAnswers: options.sharedAnswers,
      logger: loggerOf(c),
    });
    return keptSiteFiles.keep(url, rendered, encoding);
  };
  app.get('/_dictionary/:file', async (c, next) => {
    const match = DICTIONARY_PATH.exec(c.req.path);
    if (!match?.[1]) return next();
    return siteFile(c, { kind: 'dictionary', culture: match[1] });
  });
  app.get(SETTINGS_FILE_PATH, (c) => siteFile(c, { kind: 'settings' }));

  if (options.clientDir) {
    const root = options.clientDir;
    // Source maps stay on the server (for error reporting), never served; nor does the build's
    // own metadata (.vite/: the manifest the server reads).
    app.get('*', async (c, next) =>
      c.req.path.endsWith('.map') || c.req.path.startsWith('/.vite/') ? c.notFound() : next(),
    );
    app.use(`${BUILT_ASSETS_PATH}*`, builtAssets(root));
    const publicFile = serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=86400');
      },
    });
    // The build's public files (favicon.ico, apple-touch-icon.png...) have an extension; pages
    // end in a slash, and asking the file system about every page was 3 % of a page's CPU.
    app.use('*', (c, next) => (/\.\w+$/.test(c.req.path) ? publicFile(c, next) : next()));
  }

  /** A rendered page (or redirect) as the HTTP answer: security headers, compression, length. */
  // A page cache's fetch of a page it will keep (Page-Cache-Fetch): believed only behind a trusted
  // proxy (TRUST_PROXY), as the forwarding headers are. A server that is the edge has no cache in
  // front to say so, and a shopper's header must not buy renders from the API's answers of now (a
  // call to the API for every answer of every page) nor the harder compression.
  const isPageCacheFetch = (c: Context<ServerEnv>) =>
    options.trustedProxies > 0 && c.req.header(PAGE_CACHE_FETCH_HEADER) !== undefined;
  // A kept page goes out to many shoppers: encoded once per encoding, the harder way (kept-pages.ts).
  const keptEncodings = new WeakMap<PageRenderResult, Map<PageEncoding, Buffer>>();
  const encodedKeptPage = (result: PageRenderResult, body: Buffer, encoding: PageEncoding) => {
    let encodings = keptEncodings.get(result);
    if (!encodings) {
      encodings = new Map();
      keptEncodings.set(result, encodings);
    }
    let encoded = encodings.get(encoding);
    if (!encoded) {
      encoded = encodePage(body, encoding, 'kept');
      encodings.set(encoding, encoded);
    }
    return encoded;
  };
  const pageResponse = (
    c: Context<ServerEnv>,
    url: URL,
    nonce: string,
    result: PageRenderResult,
    kept = false,
  ) => {
    const headers = uncachedFailure(new Headers(result.headers), result.status);
    for (const [name, value] of Object.entries(
      securityHeaders({
        nonce,
        hashes: result.inlineHashes,
        imageOrigins: options.imageOrigins ?? [],
        paymentOrigins: options.paymentOrigins ?? [],
        https: url.protocol === 'https:',
        development: options.development ?? false,
      }),
    )) {
      headers.set(name, value);
    }
    // The cache tags are for a page cache in front, which is a proxy (TRUST_PROXY); with none the
    // browser would get a header it has no use for, a few hundred bytes on every page.
    if (options.trustedProxies === 0) headers.delete(SURROGATE_KEY_HEADER);
    if (!result.body) return new Response(null, { status: result.status, headers });
    const encoding = pageEncodingFor(c.req.header('accept-encoding'));
    // A page the page cache fetches to keep, or one kept here, is compressed once for many shoppers: harder.
    const page = kept
      ? encodedKeptPage(result, result.body, encoding)
      : encodePage(result.body, encoding, isPageCacheFetch(c) ? 'kept' : 'each');
    if (encoding) headers.set('Content-Encoding', encoding);
    headers.append('Vary', 'Accept-Encoding');
    headers.set('Content-Length', String(page.length));
    const body = new Uint8Array(page.buffer as ArrayBuffer, page.byteOffset, page.length);
    return new Response(c.req.method === 'HEAD' ? null : body, { status: result.status, headers });
  };
  const pageRequest = (c: Context<ServerEnv>, url: URL, nonce: string) => ({
    url,
    cookieHeader: c.req.header('cookie') ?? null,
    nonce,
    api: { origin: options.apiUrl, hosts, fetch: apiFetchOf(c) },
    assets: options.assets,
    // A page a shared cache fetches to keep (Varnish says so: deploy/varnish/clubshop.vcl) is
    // rendered from the API's answers of now: it may be the fetch right after a purge, which
    // answers a few seconds old would undo for as long as the cache keeps the page. Misses are
    // rare behind the cache, so the shared answers save little there (decision 0046).
    sharedAnswers: isPageCacheFetch(c) ? undefined : options.sharedAnswers,
    logger: loggerOf(c),
  });

  // Pages render in the order they were asked for, one per turn of the event loop (render-turns.ts).
  const renderTurn = createRenderTurns();
  /**
   * Renders a page once the admission gate lets it (render-admission.ts), in its turn; a page that
   * cannot start in time is the busy answer (503, Retry-After) at once.
   */
  const admitted = async (c: Context<ServerEnv>, render: () => Promise<Response>): Promise<Response> => {
    const gate = options.renderAdmission;
    if (!gate) {
      await renderTurn();
      return render();
    }
    const entered = gate.enter();
    if (entered !== true && !(await entered)) return busyAnswer(c.req.header('accept'));
    try {
      await renderTurn();
      return await render();
    } finally {
      gate.leave();
    }
  };
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const url = originOf(c.req.raw);
    const refused = await siteRefusal(c, url);
    if (refused) return refused;
    // An anonymous page rendered moments ago from the same answers goes out as it is (kept-pages.ts);
    // a page cache's fetch is rendered from the API's answers of now, as it asks.
    const keptPages = isPageCacheFetch(c) ? undefined : options.keptPages;
    const asked = { method: c.req.method, cookieHeader: c.req.header('cookie') ?? null };
    const kept = keptPages?.get(url, asked);
    if (keptPages) metrics?.keptPageLookup(kept !== undefined);
    if (kept) {
      // Past its freshness: served as it is, rendered again for the next shoppers once this
      // shopper's page has what it asks for (a quiet moment, quiet-time.ts).
      if (kept.refresh && keptPages) quietTime.whenQuiet(() => renderAndKeep(c, url, asked, keptPages));
      return pageResponse(c, url, createNonce(), kept.page, true);
    }
    const since = keptPages?.generation() ?? 0;
    return admitted(c, async () => {
      const nonce = createNonce();
      const page = await options.render(pageRequest(c, url, nonce));
      keptPages?.keep(url, asked, page, since);
      return pageResponse(c, url, nonce, page);
    });
  });
  /** Renders the page at `url` again for the kept pages, after the request that found it stale. */
  const renderAndKeep = async (
    c: Context<ServerEnv>,
    url: URL,
    asked: KeptPageRequest,
    keptPages: KeptPages,
  ) => {
    try {
      const since = keptPages.generation();
      await renderTurn();
      keptPages.keep(url, asked, await options.render(pageRequest(c, url, createNonce())), since);
    } catch (error) {
      loggerOf(c).warn('Rendering a kept page again failed; it is served until it is too old', error);
    }
  };

  // A page's form posted before its code ran or without JavaScript (decision 0034): only from a
  // page of the shop itself (403 otherwise), urlencoded, small and in time, then the page's form
  // action.
  app.post('*', async (c) => {
    const url = originOf(c.req.raw);
    const noStore = { 'Cache-Control': 'no-store' };
    if (!isSameOriginWrite(c.req.raw, url.origin)) {
      return c.text("This form can only be sent from the shop's own pages.", 403, noStore);
    }
    const act = options.act;
    if (!act) return c.text('Method not allowed', 405, { ...noStore, Allow: 'GET, HEAD' });
    const refused = await siteRefusal(c, url);
    if (refused) return refused;
    const posted = await readPostedForm(
      c.req.raw,
      (options.forwardLimits ?? DEFAULT_FORWARD_LIMITS).bodyTimeoutMs,
    );
    if (!posted.ok) return c.text(posted.message, posted.status, noStore);
    return admitted(c, async () => {
      const nonce = createNonce();
      return pageResponse(c, url, nonce, await act({ ...pageRequest(c, url, nonce), form: posted.form }));
    });
  });

  app.onError((error, c) => {
    // One line, the stack a field of it.
    (c.var.log ?? requestLogger).error({ err: error }, 'The storefront server failed');
    return c.text('The shop could not show this page. Please try again in a moment.', 500, {
      'Cache-Control': 'no-store',
    });
  });
  return app;
}

/**
 * A page that failed (5xx) is never kept by a shared cache, whatever the render said; a 503
 * (the API could not be reached) says when to try again.
 */
function uncachedFailure(headers: Headers, status: number): Headers {
  if (status >= 500) headers.set('Cache-Control', 'no-store');
  if (status === 503) headers.set('Retry-After', RETRY_AFTER_SECONDS);
  return headers;
}
