/**
 * The reference API answers what the OpenAPI document says: every call that takes a body accepts
 * the document's example of it (the example is a real request, not only a shape), and the calls
 * documented 201 answer 201.
 */
import { contractOperations, createOpenApiDocument } from '@clubshop/api-sdk/openapi';
import { describe, expect, it } from 'vitest';
import { useApi } from './api-fixture.ts';

const env = useApi();

// biome-ignore lint/suspicious/noExplicitAny: the test reads into generated JSON
const paths = createOpenApiDocument().paths as Record<string, any>;
const headers = () => ({
  'content-type': 'application/json',
  StoreId: env.site.storeId,
  culture: env.site.culture,
  currency: env.site.currency,
  rootCategoryId: env.site.rootCategoryId,
});

describe('the documented success statuses', () => {
  it('documents 201 for the calls that create (register, a new basket) and 200 for the rest', () => {
    const created = contractOperations.filter((operation) => operation.successStatus === 201);
    expect(created.map((operation) => operation.operationId).sort()).toEqual(['createBasket', 'register']);
    expect(Object.keys(paths['/api/baskets']?.post.responses)).toContain('201');
    expect(Object.keys(paths['/api/users/register']?.post.responses)).toContain('201');
    expect(Object.keys(paths['/api/baskets/{token}']?.get.responses)).toContain('200');
  });

  it('the reference API answers 201 where the document says so', async () => {
    const basket = await env.api.fetch('/api/baskets', { method: 'POST', headers: headers() });
    expect(basket.status).toBe(201);
    const register = await env.api.fetch('/api/users/register', {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify(
        paths['/api/users/register']?.post.requestBody.content['application/json'].example,
      ),
    });
    expect(register.status).toBe(201);
  });

  it("the reference API takes the document's example of a body that needs nothing else", async () => {
    // Calls whose example stands alone (no token or basket of a previous call): each is accepted.
    for (const [path, method] of [
      ['/api/customerservice', 'post'],
      ['/api/users/forgot-password', 'post'],
      ['/api/products/search', 'post'],
    ] as const) {
      const example = paths[path]?.[method].requestBody.content['application/json'].example;
      const answer = await env.api.fetch(path, {
        method: method.toUpperCase(),
        headers: headers(),
        body: JSON.stringify(example),
      });
      expect(answer.status, path).toBe(200);
    }
  });
});
