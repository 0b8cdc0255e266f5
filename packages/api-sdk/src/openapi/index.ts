/**
 * The contract as data and as an OpenAPI 3.1 document. Also exported as
 * `@clubshop/api-sdk/openapi` (it needs `@valibot/to-json-schema`; the main entry does not).
 */
export * from './openapi-document.ts';
export * from './operations.ts';
