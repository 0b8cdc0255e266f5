/**
 * The commerce API as one Hono app. Middleware, outermost first: the request log (request id),
 * CORS, the body size limit, reading the body (within its deadline), overload protection, the
 * input guard (bad text is a 400),
 * Cache-Control/Vary of `/api` answers, the site (and the origin links are built under) and the
 * user; then each domain's routes under the paths of
 * docs/product/requirements.md#api-calls, `/health` and `/ready`, `/metrics` (Prometheus, when
 * given metrics; its own middleware outermost: src/http/request-metrics.ts), `/api/openapi.json`, and
 * the payment provider's pages.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { except } from 'hono/combine';
import { importPaths } from './admin/catalogue-import-routes.ts';
import { mediaUploadPath } from './admin/media-routes.ts';
import { adminRoutes } from './admin/routes.ts';
import type { AppDeps, AppEnv } from './app-env.ts';
import { changesRoutes } from './cache/changes-routes.ts';
import { devRoutes } from './dev/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { type AdmissionGate, admissionControl } from './http/admission.ts';
import { userMiddleware } from './http/auth.ts';
import { requestBodyLimit } from './http/body-limit.ts';
import { readBodyFirst } from './http/body-read.ts';
import { cacheHeaders } from './http/cache-control.ts';
import { storefrontCors } from './http/cors.ts';
import { errorHandler, handleNotFound } from './http/errors.ts';
import { inputGuard } from './http/input-guard.ts';
import { pathLimit } from './http/path-limit.ts';
import { requestLog } from './http/request-log.ts';
import { metricsEndpoint, metricsPath, requestMetrics } from './http/request-metrics.ts';
import { siteMiddleware } from './http/site.ts';
import { clubLooksFrom } from './media/club-looks.ts';
import type { ApiMetrics } from './metrics/api-metrics.ts';
import { openApiRoutes } from './openapi/routes.ts';
import { basketRoutes } from './routes/basket-routes.ts';
import { catalogRoutes } from './routes/catalog-routes.ts';
import { checkoutRoutes } from './routes/checkout-routes.ts';
import { contentRoutes } from './routes/content-routes.ts';
import { imageRoutes } from './routes/images-routes.ts';
import { mediaRoutes } from './routes/media-routes.ts';
import { usersRoutes } from './routes/users-routes.ts';
import { verifyAccessToken } from './users/access-token.ts';

/** Options of `createApp`. */
export interface AppOptions {
  /** Requests beyond its limits are answered 503 at once (the server passes one; default none). */
  admission?: AdmissionGate;
  /**
   * The metrics `GET /metrics` serves (the start command passes one watching its gate, pool and
   * process); none (the default): no `/metrics` route and no counting, and prom-client is not
   * loaded (the apps' in-process test APIs).
   */
  metrics?: ApiMetrics;
  /**
   * The request's server span (src/server/tracing.ts, decision 0103), outermost so the request
   * log and every query run inside it; none (the default): no tracing, nothing loaded.
   */
  tracing?: MiddlewareHandler<AppEnv>;
}

/** The app over its dependencies. Its `fetch` is what the server and the tests call. */
export function createApp(deps: AppDeps, options: AppOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(errorHandler(deps.logger));
  app.notFound(handleNotFound);

  const { metrics } = options;
  if (options.tracing) app.use('*', options.tracing);
  if (metrics) app.use('*', requestMetrics(metrics));
  app.use('*', requestLog(deps.logger));
  app.use('*', pathLimit());
  // The admin API has CORS of its own (ADMIN_ORIGINS only): the storefronts' origins get none.
  app.use('*', except('/admin/*', storefrontCors(deps.caches.sites, deps.config)));
  // An image upload and the catalogue files uploaded to the admin API are the bodies past the size
  // limit, each with its own (IMAGE_UPLOAD_MAX_BYTES, IMPORT_MAX_BYTES); the upload's multipart body
  // is binary, not checked as text (the route judges the file by content).
  app.use('*', except([mediaUploadPath, importPaths], requestBodyLimit(deps.config.maxBodyBytes)));
  app.use(mediaUploadPath, requestBodyLimit(deps.config.imageUploadMaxBytes + 64 * 1024));
  app.use(importPaths, requestBodyLimit(deps.config.importMaxBytes));
  // The body first, then a slot: a client sending slowly holds no slot (issue 24).
  app.use('*', readBodyFirst(deps.config.bodyReadTimeoutMs));
  if (options.admission) app.use('*', admissionControl(options.admission));
  app.use('*', except(mediaUploadPath, inputGuard()));
  app.use(mediaUploadPath, inputGuard({ binaryMultipart: true }));
  app.use('/api/*', cacheHeaders());
  app.use('/api/*', siteMiddleware(deps.caches.sites, deps.config));
  app.use(
    '/api/*',
    userMiddleware((token) => verifyAccessToken(deps.db, deps.signingKey, deps.clock, token)),
  );

  app.route('/', healthRoutes(deps));
  if (metrics) app.get(metricsPath, metricsEndpoint(metrics, deps.config.metricsToken));
  app.route('/', changesRoutes(deps.caches));
  app.route('/api', openApiRoutes());
  app.route('/media', mediaRoutes(clubLooksFrom(deps.db)));
  app.route('/api', contentRoutes(deps));
  app.route('/api/users', usersRoutes(deps));
  app.route('/api', catalogRoutes(deps));
  if (!deps.config.production) app.route('/api/dev', devRoutes(deps));

  // Commerce domains (built beside the core): basket, checkout, payment pages, images.
  app.route('/api/baskets', basketRoutes(deps));
  app.route('/api/checkout', checkoutRoutes(deps));
  const paymentPages = deps.payments.routes?.(deps);
  if (paymentPages) app.route('/payment', paymentPages);
  app.route('/images', imageRoutes(deps));
  app.route('/admin/api', adminRoutes(deps));
  return app;
}
