/**
 * The admin API, mounted under `/admin/api/` (docs/reference/admin-openapi.md): staff tokens only
 * (a shopper token is a 401 on every route), CORS only for ADMIN_ORIGINS, every answer `no-store`,
 * every write audited. Each area's routes live in a file of their own, each route declared with
 * who may call it (`admin-route.ts`); the OpenAPI document is generated from those declarations.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../app-env.ts';
import { noStore } from '../http/cache-control.ts';
import { addOnAdminRoutes } from './add-on-routes.ts';
import { type AdminEnv, staffAuth } from './admin-auth.ts';
import { adminCors } from './admin-cors.ts';
import { adminRouter, declarationsOf } from './admin-route.ts';
import { catalogueImportRoutes } from './catalogue-import-routes.ts';
import { categoryAdminRoutes } from './category-routes.ts';
import { contentAdminRoutes } from './content-routes.ts';
import { customerAdminRoutes } from './customer-routes.ts';
import { dashboardRoutes } from './dashboard-routes.ts';
import { dropPointAdminRoutes } from './drop-point-routes.ts';
import { mailPreviewRoutes } from './mail-preview-routes.ts';
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
import { vatRateRoutes } from './vat-rate-routes.ts';
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
  const route = adminRouter(app, deps);
  let document: AdminOpenApiDocument | undefined;
  route({ operationId: 'getAdminOpenApi', method: 'GET', path: '/openapi.json', area: 'public' }, (c) => {
    document ??= createAdminOpenApiDocument(declarations);
    return c.json(document);
  });
  const publicRoutes = staffAuthRoutes(deps);
  app.route('/', publicRoutes);
  app.use('*', staffAuth(deps));
  const areas = [
    staffRoutes(deps),
    siteRoutes(deps),
    contentAdminRoutes(deps),
    orderAdminRoutes(deps),
    categoryAdminRoutes(deps),
    productAdminRoutes(deps),
    addOnAdminRoutes(deps),
    mediaAdminRoutes(deps),
    voucherAdminRoutes(deps),
    shippingAdminRoutes(deps),
    dropPointAdminRoutes(deps),
    orderLifecycleRoutes(deps),
    dashboardRoutes(deps),
    stripeSettingsRoutes(deps),
    catalogueImportRoutes(deps),
    siteDataRoutes(deps),
    mailPreviewRoutes(deps),
    customerAdminRoutes(deps),
    vatRateRoutes(deps),
  ];
  for (const area of areas) app.route('/', area);
  // Every route as declared, in the document's order.
  const declarations = [app, publicRoutes, ...areas].flatMap((module) => declarationsOf(module));
  return app;
}
