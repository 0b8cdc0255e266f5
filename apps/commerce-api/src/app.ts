/**
 * The commerce API as one Hono app: CORS, body size limit, input guard (bad text is a 400), site
 * and user middleware on every call, then each domain's routes under the paths of
 * docs/product/requirements.md#api-calls.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from './app-env.ts';
import { basketRoutes } from './basket/routes.ts';
import { catalogRoutes } from './catalog/routes.ts';
import { checkoutRoutes } from './checkout/routes.ts';
import { mediaRoutes } from './content/media.ts';
import { contentRoutes } from './content/routes.ts';
import { devRoutes } from './dev/routes.ts';
import { userMiddleware } from './http/auth.ts';
import { requestBodyLimit } from './http/body-limit.ts';
import { storefrontCors } from './http/cors.ts';
import { handleError, handleNotFound } from './http/errors.ts';
import { inputGuard } from './http/input-guard.ts';
import { siteMiddleware } from './http/site.ts';
import { imageRoutes } from './images/routes.ts';
import { paymentRoutes } from './payment/routes.ts';
import { verifyAccessToken } from './users/access-token.ts';
import { usersRoutes } from './users/routes.ts';

/** The app over its dependencies. Its `fetch` is what the server and the tests call. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.notFound(handleNotFound);

  app.use('*', storefrontCors());
  app.use('*', requestBodyLimit(deps.config.maxBodyBytes));
  app.use('*', inputGuard());
  app.use('/api/*', siteMiddleware(deps.caches.sites));
  app.use(
    '/api/*',
    userMiddleware((token) => verifyAccessToken(deps.db, deps.signingKey, deps.clock, token)),
  );

  app.get('/health', (c) => c.json({ ok: true }));
  app.route('/media', mediaRoutes());
  app.route('/api', contentRoutes(deps));
  app.route('/api/users', usersRoutes(deps));
  app.route('/api', catalogRoutes(deps));
  if (!deps.config.production) app.route('/api/dev', devRoutes(deps));

  // Commerce domains (built beside the core): basket, checkout, payment page, images.
  app.route('/api/baskets', basketRoutes(deps));
  app.route('/api/checkout', checkoutRoutes(deps));
  app.route('/payment', paymentRoutes(deps));
  app.route('/images', imageRoutes(deps));
  return app;
}
