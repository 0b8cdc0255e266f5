/**
 * The OpenAPI document as a readable reference page (docs/reference/openapi.md): one section per
 * call with its parameters, body, answer and errors, then every schema as a table of its fields.
 * Generated; `pnpm --filter @clubshop/api-sdk openapi:docs` writes it, a test checks it is in sync.
 */
import type { OpenApiDocument } from '../src/openapi/openapi-document.ts';

// biome-ignore lint/suspicious/noExplicitAny: it walks generated JSON Schema of any shape
type Json = Record<string, any>;

const anchor = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** A schema in a few words: `string`, `Basket` (linked), `array of Line`, `"a" or "b"`. */
function typeOf(schema: Json | undefined): string {
  if (!schema) return 'any';
  if (schema.$ref) {
    const name = String(schema.$ref).split('/').pop() ?? '';
    return `[${name}](#${anchor(name)})`;
  }
  if ('const' in schema) return `\`${JSON.stringify(schema.const)}\``;
  if (schema.enum) return schema.enum.map((value: unknown) => `\`${JSON.stringify(value)}\``).join(' or ');
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map((variant: Json) => typeOf(variant)).join(' or ');
  if (schema.type === 'array') return `array of ${typeOf(schema.items)}`;
  if (schema.type === 'object' && schema.additionalProperties && !schema.properties) {
    return `map of ${typeOf(schema.additionalProperties)}`;
  }
  if (Array.isArray(schema.type)) return schema.type.join(' or ');
  return schema.type ?? 'any';
}

function fieldsTable(schema: Json): string[] {
  const properties: Record<string, Json> = schema.properties ?? {};
  const required = new Set<string>(schema.required ?? []);
  if (Object.keys(properties).length === 0) return [`${typeOf(schema)}`, ''];
  return [
    '| Field | Type | Required |',
    '| --- | --- | --- |',
    ...Object.entries(properties).map(
      ([name, property]) =>
        `| \`${name}\` | ${cell(typeOf(property))} | ${required.has(name) ? 'yes' : 'no'} |`,
    ),
    '',
  ];
}

/** The reference page of `document`. */
export function openApiMarkdown(document: OpenApiDocument): string {
  const lines: string[] = [
    '# Commerce API reference (OpenAPI)',
    '',
    '<!-- Generated from the contract by packages/api-sdk/scripts/openapi-markdown.ts: do not edit. -->',
    '',
    `${document.info.description}`,
    '',
    'The machine-readable document: `GET /api/openapi.json` on the commerce API, or',
    '`createOpenApiDocument()` of `@clubshop/api-sdk/openapi`. A backend team checks its own API against it with',
    '`@clubshop/conformance`.',
    '',
    'Headers every call takes: `StoreId` (required but for the settings call), `culture`, `currency`,',
    '`rootCategoryId`, and `Authorization: Bearer <access token>` when logged in (required where it says so).',
    '',
  ];
  const parameters = document.components.parameters as Record<string, Json>;
  for (const tag of document.tags) {
    lines.push(`## ${tag.name}`, '');
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, raw] of Object.entries(methods)) {
        const operation = raw as Json;
        if (!operation.tags?.includes(tag.name)) continue;
        lines.push(`### ${method.toUpperCase()} ${path}`, '');
        lines.push(
          `${operation.summary} (\`${operation.operationId}\`, ${operation['x-clubshop-host']} host)`,
          '',
        );
        const auth =
          operation.security.length === 0
            ? 'never sent'
            : operation.security.some((item: Json) => Object.keys(item).length === 0)
              ? 'sent when logged in'
              : '**required**';
        lines.push(`Bearer token: ${auth}.`, '');
        const own = (operation.parameters as Json[]).filter((parameter) => !parameter.$ref);
        if (own.length > 0) {
          lines.push('| Parameter | In | Type | Required | What |', '| --- | --- | --- | --- | --- |');
          for (const parameter of own) {
            lines.push(
              `| \`${parameter.name}\` | ${parameter.in} | ${cell(typeOf(parameter.schema))} | ${parameter.required ? 'yes' : 'no'} | ${cell(parameter.description ?? '')} |`,
            );
          }
          lines.push('');
        }
        const storeId = (operation.parameters as Json[]).some(
          (parameter) => parameter.$ref === '#/components/parameters/StoreIdOptional',
        );
        if (storeId) lines.push(`\`StoreId\`: ${parameters.StoreIdOptional?.description}`, '');
        const body = operation.requestBody?.content?.['application/json']?.schema;
        if (body) lines.push(`Body: ${typeOf(body)}.`, '');
        const example = operation.requestBody?.content?.['application/json']?.example;
        if (example !== undefined) lines.push('```json', JSON.stringify(example, null, 2), '```', '');
        // The success answer: 201 for a call that creates, else 200.
        const success = Object.keys(operation.responses).find((status) => /^2\d\d$/.test(status)) ?? '200';
        lines.push(
          `Answer (${success}): ${typeOf(operation.responses[success]?.content?.['application/json']?.schema)}.`,
          '',
        );
        const errors = Object.keys(operation.responses).filter((status) => status !== success);
        lines.push(`Errors: ${errors.join(', ')}, each an [ErrorResponse](#errorresponse).`, '');
      }
    }
  }
  lines.push('## Schemas', '');
  for (const [name, schema] of Object.entries(document.components.schemas)) {
    lines.push(`### ${name}`, '');
    const json = schema as Json;
    const variants = json.anyOf ?? json.oneOf;
    if (variants && !json.properties) {
      variants.forEach((variant: Json, index: number) => {
        lines.push(`Variant ${index + 1}:`, '', ...fieldsTable(variant));
      });
    } else {
      lines.push(...fieldsTable(json));
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
