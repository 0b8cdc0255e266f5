/**
 * The import rules of the monorepo, held by dependency-cruiser (`pnpm deps:check`, a step of
 * `pnpm test:all`). It fails on
 *
 * - any import circle in the apps and the packages (type-only imports count too: a circle of
 *   types is still a circle a reader has to walk);
 * - an import that crosses commerce-api's layers the wrong way. The layers, top to bottom
 *   (docs/decisions/0037-commerce-api-layers.md):
 *
 *     composition  main.ts, app.ts, deps.ts, commands/, server/, testing/   (may import anything)
 *     http         src/http/, src/admin/, every routes.ts and *-routes.ts      (the HTTP edge)
 *     domains      every other folder: catalog, content, sites, users, staff, basket, ...
 *                  (route modules run no SQL: decision 0081; the basket asks no checkout)
 *     pricing      src/pricing/: lines, shipping, vouchers, totals, their shapes
 *     data         src/db/ and every domain's tables.ts
 *
 *   beside them, usable from every layer above data: logging/, messages/, config/, shared/,
 *   cache/ and app-env.ts (the types every route gets).
 *
 * - an import that crosses the storefront's layers the wrong way (decision 0039): the browser's
 *   code (src/) never reaches the HTTP server (server/); the pages never reach the machinery that
 *   routes and loads them (src/ssr/, src/routing/, src/routes/), except the paths they link to;
 *   only the server's entry, the route modules (on demand, server-only) and ssr/ itself load ssr/.
 *
 * Paths are relative to the repository root: run it from there (`pnpm deps:check`).
 */

const api = '^apps/commerce-api/src/';
/**
 * The HTTP layer: the middleware of src/http/, the admin API's folder (src/admin/: its route
 * modules, their middleware and its OpenAPI document), and every route module of any folder,
 * `routes.ts` or `<name>-routes.ts`, so a new route module is covered without a config change.
 */
const httpLayer = `${api}(http/|admin/|[^/]+/(routes|[^/]+-routes)\\.ts$)`;
/** Route modules and the admin folder (those of health/ and dev/ excepted where they run SQL). */
const routeModules = `${api}(admin/|[^/]+/(routes|[^/]+-routes)\\.ts$)`;
/**
 * Route modules that still run SQL of their own (decision 0081): to be moved into their domain's
 * services, one by one. The list only shrinks and is empty now (the category tree's queries moved
 * to catalogue-io/admin-categories.ts, decision 0086): a route module may not import drizzle-orm,
 * src/db/ or a tables.ts. Kept as the one place an exception would have to be argued.
 */
const routesStillRunningSql = /** @type {string[]} */ ([]).map((module) => `${api}${module}\\.ts$`);
/** Tables of every domain: the data layer, wherever the domain keeps them. */
const tables = `${api}[^/]+/tables\\.ts$`;
/**
 * The domains (their route modules and tables.ts belong to the layers above and below): every
 * folder of src/ that is not a layer, composition, or beside them.
 */
const domains = `${api}(catalog|catalogue-io|content|content-io|sites|sessions|users|staff|basket|checkout|payment|orders|stripe|images|media|mail|geocoding|openapi|cli|health|dev)/`;
const pricing = `${api}pricing/`;
const data = `(${api}db/|${tables})`;
/** Tests and test helpers may reach across layers to set a scene up. */
const tests = '\\.test\\.tsx?$';
const storefront = '^apps/storefront/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle: no module of it can be read, tested or loaded without all the others.',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
    {
      name: 'api-domain-imports-http',
      comment:
        'A domain service imports the HTTP layer. Services throw ApiError (src/shared/api-error.ts) ' +
        'and take plain values; only route modules, src/admin/ and src/http/ know Hono requests. What ' +
        'a domain shares with the admin API lives below it: the audit log (staff/audit.ts), ETags ' +
        '(shared/etag.ts), rich text (shared/rich-text.ts), the admin rules (shared/admin-validation.ts), ' +
        'the schemas of pages and settings (content/).',
      severity: 'error',
      from: { path: domains, pathNot: [httpLayer, tables, tests] },
      to: { path: httpLayer },
    },
    {
      name: 'api-routes-run-sql',
      comment:
        'A route module (or the admin API) runs SQL: routes parse, call a domain service and present ' +
        '(decision 0081). The queries live in the domain (its service or data module); only the ' +
        'health and dev routes, which are about the database itself, query it directly.',
      severity: 'error',
      from: { path: routeModules, pathNot: [tests, `${api}(health|dev)/`, ...routesStillRunningSql] },
      to: { path: [`${api}db/`, tables, 'node_modules/.*drizzle-orm/'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'api-basket-imports-checkout',
      comment:
        'The basket domain imports checkout or payment: a basket comes first (a checkout is of a ' +
        'basket, an order is paid from a checkout), so checkout and payment may ask the basket, never ' +
        'the other way (decision 0037). What both need lives in the basket or in pricing/ (releasing ' +
        "a basket's vouchers: basket/voucher-release.ts). Its route module, in the HTTP layer above " +
        'every domain, may call them; the tables are the data layer below.',
      severity: 'error',
      from: { path: `${api}basket/`, pathNot: [tests, httpLayer] },
      to: { path: `${api}(checkout|payment)/`, pathNot: tables },
    },
    {
      name: 'api-pricing-imports-up',
      comment:
        'The pricing module is below the domains: a basket, a checkout and a receipt get their ' +
        'numbers from it, so it cannot ask any of them (or the HTTP layer).',
      severity: 'error',
      from: { path: pricing, pathNot: tests },
      to: { path: [httpLayer, domains], pathNot: tables },
    },
    {
      name: 'api-data-imports-up',
      comment: 'The data layer (src/db/, tables.ts) imports nothing above it: only data and logging.',
      severity: 'error',
      from: { path: data, pathNot: tests },
      to: { path: api, pathNot: [data, `${api}logging/`] },
    },
    {
      name: 'api-no-seed-in-production',
      comment:
        'Demo seed data (src/seed/) is for `seed-demo`, the start command and tests: a production ' +
        'module that reads it would answer with demo data.',
      severity: 'error',
      from: { path: api, pathNot: [`${api}(seed|commands|testing)/`, tests] },
      to: { path: `${api}seed/` },
    },

    // ---------------------------------------------------------------------------------------
    // Storefront layers (decision 0039). src/ renders in the browser and on the server alike;
    // server/ is the HTTP server around it; src/ssr/ is what only a server render runs.
    // ---------------------------------------------------------------------------------------
    {
      name: 'sf-browser-imports-server',
      comment:
        'The shop (src/) imports the HTTP server (server/): the browser build would carry Node code, ' +
        'and the server depends on src/ through its entry (entry-server.tsx), never the other way.',
      severity: 'error',
      from: { path: `${storefront}src/` },
      to: { path: `${storefront}server/` },
    },
    {
      name: 'sf-page-imports-routing',
      comment:
        'A page imports the machinery that routes and loads it (routing/, routes/, ssr/). A page gets ' +
        'its data from its hooks and its path from routing/paths.ts; its route module (routes/) says ' +
        'how it is loaded, so a page can be moved or reused without the router.',
      severity: 'error',
      from: { path: `${storefront}src/pages/`, pathNot: tests },
      to: { path: `${storefront}src/(ssr|routing|routes)/`, pathNot: `${storefront}src/routing/paths\\.ts$` },
    },
    {
      name: 'sf-shop-imports-ssr',
      comment:
        'Code the browser runs imports the server render (src/ssr/): it would go into the browser build. ' +
        'Only the server entry and ssr/ itself import it; a route module reaches its server-only check ' +
        'with `await import()` under import.meta.env.SSR (routes/checkout.ts), or its types.',
      severity: 'error',
      from: { path: `${storefront}src/`, pathNot: [`${storefront}src/(ssr/|entry-server\\.tsx$)`, tests] },
      to: {
        path: `${storefront}src/ssr/`,
        dependencyTypesNot: ['dynamic-import', 'type-only'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules stay out of the graph, but drizzle-orm: the rule api-routes-run-sql needs to see it.
    exclude: { path: '(^|/)(node_modules/(?!(\\.pnpm/)?drizzle-orm)|(dist[^/]*|storybook-static|\\.data)/)' },
    // Type-only imports are imports too (a circle of types is still a circle).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    // Workspace packages resolve to their source, as the tests and the typecheck see them.
    enhancedResolveOptions: {
      conditionNames: ['@clubshop/source', 'import', 'default'],
      exportsFields: ['exports'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
