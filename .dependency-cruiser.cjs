/**
 * The import rules of the monorepo, held by dependency-cruiser (`pnpm deps:check`, a step of
 * `pnpm test:all`). It fails on
 *
 * - any import circle in commerce-api and the packages (type-only imports count too: a circle of
 *   types is still a circle a reader has to walk);
 * - an import that crosses commerce-api's layers the wrong way. The layers, top to bottom
 *   (docs/decisions/0037-commerce-api-layers.md):
 *
 *     composition  main.ts, app.ts, deps.ts, commands/, server/, testing/   (may import anything)
 *     http         src/http/ and every domain's routes.ts                    (the HTTP edge)
 *     domains      catalog, content, sites, users, basket, checkout, payment, images, mail, ...
 *     pricing      src/pricing/: lines, shipping, vouchers, totals, their shapes
 *     data         src/db/ and every domain's tables.ts
 *
 *   beside them, usable from every layer above data: logging/, messages/, config/, shared/,
 *   cache/ and app-env.ts (the types every route gets).
 *
 * Paths are relative to the repository root: run it from there (`pnpm deps:check`).
 */

const api = '^apps/commerce-api/src/';
/** The HTTP layer: the middleware of src/http/ and each domain's route module. */
const httpLayer = `${api}(http/|[^/]+/routes\\.ts$)`;
/** Tables of every domain: the data layer, wherever the domain keeps them. */
const tables = `${api}[^/]+/tables\\.ts$`;
/** The domains (their routes.ts and tables.ts belong to the layers above and below). */
const domains = `${api}(catalog|content|sites|users|basket|checkout|payment|orders|images|mail|health|dev)/`;
const pricing = `${api}pricing/`;
const data = `(${api}db/|${tables})`;
/** Tests and test helpers may reach across layers to set a scene up. */
const tests = '\\.test\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'An import circle: no module of it can be read, tested or loaded without all the others. ' +
        'Scoped to commerce-api and the packages; the storefront joins when its restructure lands (below).',
      severity: 'error',
      from: { path: '^(apps/commerce-api|packages)/' },
      to: { circular: true },
    },
    {
      name: 'api-domain-imports-http',
      comment:
        'A domain service imports the HTTP layer. Services throw ApiError (src/shared/api-error.ts) ' +
        'and take plain values; only routes.ts and src/http/ know Hono requests.',
      severity: 'error',
      from: { path: domains, pathNot: [httpLayer, tables, tests] },
      to: { path: httpLayer },
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
    // STOREFRONT LAYERS: reserved for the storefront's restructure (issue 25, route modules).
    // Its rules go here, among them `no-circular` for apps/storefront (today one circle:
    // src/ssr/load-page.ts <-> src/ssr/load-checkout.ts), by widening the `from` path above.
    // ---------------------------------------------------------------------------------------
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-e2e|storybook-static|\\.data)/' },
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
