/**
 * `GET /api/openapi.json`: the contract as an OpenAPI 3.1 document, generated from the valibot
 * schemas of `@clubshop/api-sdk` (the same the API validates with), once, on the first request.
 */
import { createOpenApiDocument, type OpenApiDocument } from '@clubshop/api-sdk/openapi';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';

/** The route of the OpenAPI document. */
export function openApiRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  let document: OpenApiDocument | undefined;
  app.get('/openapi.json', (c) => {
    document ??= createOpenApiDocument();
    return c.json(document);
  });
  return app;
}
