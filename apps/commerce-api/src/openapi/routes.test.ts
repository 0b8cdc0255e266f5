import { contractOperations } from '@clubshop/api-sdk/openapi';
import { describe, expect, it } from 'vitest';
import { createCommerceTestApi } from '../testing/commerce-test-api.ts';
import { openForFile } from '../testing/open-for-file.ts';

const api = openForFile(() => createCommerceTestApi());

describe('GET /api/openapi.json', () => {
  it('serves the OpenAPI 3.1 document of the contract, without a StoreId', async () => {
    const answer = await api.json('GET', '/api/openapi.json');
    expect(answer.status).toBe(200);
    const document = answer.body as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(document.openapi).toBe('3.1.0');
    const served = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((operation) => operation.operationId),
    );
    expect(served.sort()).toEqual(contractOperations.map((operation) => operation.operationId).sort());
  });
});
