/**
 * The admin API, mounted under `/admin/api/` (docs/admin-api.md): staff tokens only (a shopper
 * token is a 401 on every route), CORS only for ADMIN_ORIGINS, every answer `no-store`, every
 * write audited. Each area's routes live in a file of their own.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../app-env.ts';
import { noStore } from '../http/cache-control.ts';
import { addOnAdminRoutes } from './add-on-routes.ts';
import { type AdminEnv, staffAuth } from './admin-auth.ts';
import { adminCors } from './admin-cors.ts';
import { catalogueImportRoutes } from './catalogue-import-routes.ts';
import { categoryAdminRoutes } from './category-routes.ts';
import { contentAdminRoutes } from './content-routes.ts';
import { dashboardRoutes } from './dashboard-routes.ts';
import { dropPointAdminRoutes } from './drop-point-routes.ts';
import { mediaAdminRoutes } from './media-routes.ts';
import { type AdminOpenApiDocument, createAdminOpenApiDocument } from './openapi/admin-openapi-document.ts';
import { orderLifecycleRoutes } from './order-lifecycle-routes.ts';
import { orderAdminRoutes } from './order-routes.ts';
import { productAdminRoutes } from './product-routes.ts';
import { shippingAdminRoutes } from './shipping-routes.ts';
import { siteDataRoutes } from './site-data-routes.ts';
import { siteRoutes } from './site-routes.ts';
import { staffAuthRoutes, staffRoutes } from './staff-routes.ts';
import { stripeSettingsRoutes } from './stripe-settings-routes.ts';
import { voucherAdminRoutes } from './voucher-routes.ts';

/** The admin API's routes (mount under `/admin/api`). */
export function adminRoutes(deps: AppDeps) {
  const app = new Hono<AdminEnv>();
  app.use('*', adminCors(deps.config.adminOrigins));
  app.use('*', async (c, next) => {
    await next();
    noStore(c);
  });
  // This API's OpenAPI document (decision 0040; it holds no data), login and refresh need no
  // token; everything after the token check does.
  let document: AdminOpenApiDocument | undefined;
  app.get('/openapi.json', (c) => {
    document ??= createAdminOpenApiDocument();
    return c.json(document);
  });
  app.route('/auth', staffAuthRoutes(deps));
  app.use('*', staffAuth(deps));
  app.route('/', staffRoutes(deps));
  app.route('/', siteRoutes(deps));
  app.route('/', contentAdminRoutes(deps));
  app.route('/', orderAdminRoutes(deps));
  app.route('/', categoryAdminRoutes(deps));
  app.route('/', productAdminRoutes(deps));
  app.route('/', addOnAdminRoutes(deps));
  app.route('/', mediaAdminRoutes(deps));
  app.route('/', voucherAdminRoutes(deps));
  app.route('/', shippingAdminRoutes(deps));
  app.route('/', dropPointAdminRoutes(deps));
  app.route('/', orderLifecycleRoutes(deps));
  app.route('/', dashboardRoutes(deps));
  app.route('/', stripeSettingsRoutes(deps));
  app.route('/', catalogueImportRoutes(deps));
  app.route('/', siteDataRoutes(deps));
  return app;
}
