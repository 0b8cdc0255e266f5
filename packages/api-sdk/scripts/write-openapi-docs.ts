/** Writes docs/reference/openapi.md from the contract (`pnpm --filter @clubshop/api-sdk openapi:docs`). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createOpenApiDocument } from '../src/openapi/openapi-document.ts';
import { openApiMarkdown } from './openapi-markdown.ts';

const target = new URL('../../../docs/reference/openapi.md', import.meta.url);
mkdirSync(new URL('.', target), { recursive: true });
writeFileSync(target, openApiMarkdown(createOpenApiDocument()));
console.info(`wrote ${target.pathname}`);
