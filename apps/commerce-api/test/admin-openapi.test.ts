/**
 * The admin API's OpenAPI document (decision 0040): valid OpenAPI 3.1, served without a token,
 * and in step with the routes: generated from the routes' declarations (decision 0085), every
 * route registered under /admin/api/ is in it, with who may call it as declared (a route
 * registered without a declaration, or declared without its words in
 * src/admin/openapi/admin-operation-texts.ts, fails here), and nothing in it is a route that does
 * not exist. Bodies come from the schemas the routes validate with.
 */
import { createTestApi } from '@clubshop/commerce-api/testing';
import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { openForFile } from '../src/testing/open-for-file.ts';

interface Access {
  area: string;
  roles: string[];
  site?: string;
  allSites?: boolean;
}

interface Document {
  openapi: string;
  paths: Record<
    string,
    Record<string, { requestBody?: unknown; security?: unknown[]; description: string; 'x-access': Access }>
  >;
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
  security: Record<string, unknown>[];
}

const api = openForFile(() => createTestApi());
let document: Document;
beforeAll(async () => {
  const response = await api.fetch('/admin/api/openapi.json');
  expect(response.status).toBe(200);
  document = (await response.json()) as Document;
}, 120_000);

/** `GET /admin/api/sites/:storeId/pages` -> `get /admin/api/sites/{storeId}/pages`. */
const routeKey = (method: string, path: string) =>
  `${method.toLowerCase()} ${path.replace(/:(\w+)/g, '{$1}')}`;

describe('GET /admin/api/openapi.json', () => {
  it('is valid OpenAPI 3.1 (@seriousme/openapi-schema-validator: 0 errors)', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(document) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('holds every route registered under /admin/api/, and only those', () => {
    const registered = api.routes
      .filter((route) => route.path.startsWith('/admin/api/') && route.method !== 'OPTIONS')
      .map((route) => routeKey(route.method, route.path));
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    );
    expect(registered.length).toBeGreaterThan(20);
    expect(registered.filter((key) => !documented.includes(key))).toEqual([]);
    expect(documented.filter((key) => !registered.includes(key))).toEqual([]);
  });

  it('asks for the staff bearer token everywhere but login and the document itself', () => {
    expect(document.components.securitySchemes.staffBearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.security).toEqual([{ staffBearer: [] }]);
    expect(document.paths['/admin/api/auth/token']?.post?.security).toEqual([]);
    expect(document.paths['/admin/api/openapi.json']?.get?.security).toEqual([]);
    expect(document.paths['/admin/api/staff']?.get?.security).toBeUndefined();
  });

  it("describes a body with the route's own schema (a page's path rule, a staff role)", () => {
    const text = JSON.stringify(document.paths);
    const page = document.paths['/admin/api/sites/{storeId}/pages']?.post?.requestBody;
    expect(JSON.stringify(page)).toContain('"required":["path","title"]');
    expect(text).toContain('"enum":["owner","editor","fulfilment"]');
  });

  it('lists who may call every route, from its declaration and the one permission table', () => {
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations.length).toBeGreaterThan(20);
    for (const operation of operations) {
      expect(operation['x-access'].area).toBeTruthy();
      expect(operation.description).toMatch(/^Who: \S/);
    }
    const access = (path: string, method: string) =>
      document.paths[`/admin/api${path}`]?.[method]?.['x-access'];
    expect(access('/sites/{storeId}/products', 'get')).toEqual({
      area: 'catalogue',
      roles: ['owner', 'editor'],
      site: 'path',
    });
    expect(access('/orders', 'get')).toEqual({
      area: 'orders',
      roles: ['owner', 'fulfilment'],
      site: 'query:storeId',
    });
    expect(access('/sites', 'post')).toMatchObject({ area: 'sites', roles: ['owner'], allSites: true });
    expect(access('/me', 'get')).toEqual({ area: 'any-member', roles: ['owner', 'editor', 'fulfilment'] });
    expect(access('/auth/token', 'post')).toEqual({ area: 'public', roles: [] });
    expect(document.paths['/admin/api/sites/{storeId}/payments/stripe']?.put?.description).toBe(
      'Who: owners of the site.',
    );
  });
});
