/**
 * The OpenAPI document generated from the contract: valid OpenAPI 3.1 by a standard validator,
 * and complete: every call of the requirements' call tables (docs/product/requirements.md#api-calls)
 * is in it, with the parameters the client sends. The generated reference page in docs is in sync.
 */
import { readFileSync } from 'node:fs';
import { contractOperations, createOpenApiDocument } from '@clubshop/api-sdk/openapi';
import { Validator } from '@seriousme/openapi-schema-validator';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { openApiMarkdown } from '../scripts/openapi-markdown.ts';

const root = new URL('../../../', import.meta.url);
const document = createOpenApiDocument();
// biome-ignore lint/suspicious/noExplicitAny: the test reads into generated JSON
type Json = Record<string, any>;

/** `| GET | `/api/products/{id}` | …` rows of the requirements' call tables. */
function requirementCalls(): { method: string; path: string }[] {
  const text = readFileSync(new URL('docs/product/requirements.md', root), 'utf8');
  return [...text.matchAll(/^\|\s*(GET|POST|PATCH|DELETE)\s*\|\s*`?([^`|\s]+)`?\s*\|/gm)].map((match) => ({
    method: (match[1] ?? '').toLowerCase(),
    path: match[2] ?? '',
  }));
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 (@seriousme/openapi-schema-validator: 0 errors)', async () => {
    const result = await new Validator().validate(
      structuredClone(document) as unknown as Record<string, unknown>,
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('lists a server, a licence and the admin document', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(createOpenApiDocument({ serverUrl: 'https://api.example' }).servers[0]?.url).toBe(
      'https://api.example',
    );
    expect(document.info.license.identifier).toBe('MIT');
    expect(document.externalDocs.url).toBe('/admin/api/openapi.json');
  });

  it('shows an example of every body, and each example parses with its call’s schema', () => {
    for (const operation of contractOperations.filter((candidate) => candidate.body)) {
      const body = (document.paths[operation.path] as Json)[operation.method.toLowerCase()].requestBody;
      const example = body.content['application/json'].example;
      expect(example, operation.operationId).toBeDefined();
      const parsed = v.safeParse(operation.body as v.GenericSchema, example);
      expect(parsed.issues?.map((issue) => issue.message) ?? [], operation.operationId).toEqual([]);
    }
  });

  it('keeps only the component schemas a call reaches', () => {
    const text = JSON.stringify({ paths: document.paths, responses: document.components.responses });
    for (const name of Object.keys(document.components.schemas)) {
      const reached =
        text.includes(`#/components/schemas/${name}"`) ||
        JSON.stringify(document.components.schemas).includes(`#/components/schemas/${name}"`);
      expect(reached, name).toBe(true);
    }
    expect(document.components.schemas.ErrorResponse).toBeDefined();
    expect(document.components.schemas.AuthSession).toBeUndefined();
  });

  it('has every call of the requirements, with its method', () => {
    const calls = requirementCalls();
    expect(calls.length).toBeGreaterThanOrEqual(39);
    const missing = calls.filter(({ method, path }) => !document.paths[path]?.[method]);
    expect(missing).toEqual([]);
  });

  it('says which headers every call takes, and that only settings goes without StoreId', () => {
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const operation of Object.values(methods) as { parameters: { $ref?: string }[] }[]) {
        const refs = operation.parameters.map((parameter) => parameter.$ref).filter(Boolean);
        expect(refs, path).toContain('#/components/parameters/culture');
        expect(refs, path).toContain('#/components/parameters/currency');
        expect(refs, path).toContain('#/components/parameters/rootCategoryId');
        expect(refs, path).toContain(
          path === '/api/settings'
            ? '#/components/parameters/StoreIdOptional'
            : '#/components/parameters/StoreId',
        );
      }
    }
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.paths['/api/users/me/profile']?.get).toMatchObject({ security: [{ bearer: [] }] });
  });

  it('describes bodies, answers and the error shape from the valibot schemas', () => {
    const checkout = document.paths['/api/baskets/{token}/checkout']?.post as Json;
    expect(checkout.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/BasketCheckoutRequest',
    });
    expect(document.components.schemas.BasketCheckoutRequest).toMatchObject({
      type: 'object',
      required: ['paymentProviderId', 'returnUrl', 'cancelUrl'],
    });
    expect(document.components.schemas.ErrorResponse).toMatchObject({
      type: 'object',
      properties: { success: { const: false } },
    });
    expect(checkout.responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });
    const search = document.paths['/api/products/search']?.get as Json;
    expect(search.parameters.map((parameter: { name?: string }) => parameter.name)).toEqual(
      expect.arrayContaining([
        'Term',
        'Page',
        'PageSize',
        'CategoryId',
        'Filters.MultipleFilters',
        'Sorting',
      ]),
    );
  });

  it('has one operation per client call, each id once', () => {
    const ids = contractOperations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is the reference page in docs (docs/reference/openapi.md; regenerate with `pnpm --filter @clubshop/api-sdk openapi:docs`)', () => {
    const committed = readFileSync(new URL('docs/reference/openapi.md', root), 'utf8');
    expect(committed).toBe(openApiMarkdown(document));
  });
});
