/**
 * The admin API, mounted under `/admin/api/` (docs/admin-api.md): staff tokens only (a shopper
 * token is a 401 on every route), CORS only for ADMIN_ORIGINS, every answer `no-store`, every
 * write audited. Each area's routes live in a file of their own.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../app-env.ts';
import { noStore } from '../http/cache-control.ts';
import { type AdminEnv, staffAuth } from './admin-auth.ts';
import { adminCors } from './admin-cors.ts';
import { contentAdminRoutes } from './content-routes.ts';
import { orderAdminRoutes } from './order-routes.ts';
import { siteRoutes } from './site-routes.ts';
import { staffAuthRoutes, staffRoutes } from './staff-routes.ts';

/** The admin API's routes (mount under `/admin/api`). */
export function adminRoutes(deps: AppDeps) {
  const app = new Hono<AdminEnv>();
  app.use('*', adminCors(deps.config.adminOrigins));
  app.use('*', async (c, next) => {
    await next();
    noStore(c);
  });
  // Login and refresh need no token; everything after the token check does.
  app.route('/auth', staffAuthRoutes(deps));
  app.use('*', staffAuth(deps));
  app.route('/', staffRoutes(deps));
  app.route('/', siteRoutes(deps));
  app.route('/', contentAdminRoutes(deps));
  app.route('/', orderAdminRoutes(deps));
  return app;
}
