/**
 * The admin API as an OpenAPI 3.1 document of its own (decision 0040), generated from
 * {@link adminOperations} and the valibot schemas the routes validate with
 * (`@valibot/to-json-schema`, as api-sdk's contract document). Served at
 * `GET /admin/api/openapi.json`. Bodies and queries are exact; answers are described in words
 * (the routes answer database rows, which have no valibot schema yet).
 */
import { type JsonSchema, toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { idempotencyKeyPattern } from '../order-lifecycle-routes.ts';
import { type AdminOperation, adminOperations } from './admin-operations.ts';

/** An OpenAPI 3.1 document (typed loosely: this generator is its only writer). */
export interface AdminOpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, unknown>>;
  components: {
    schemas: Record<string, unknown>;
    securitySchemes: Record<string, unknown>;
    responses: Record<string, unknown>;
  };
  security: Record<string, string[]>[];
}

/** `value` with every `#/$defs/<key>` reference pointed at `#/components/schemas/<prefix>.<key>`. */
function moveDefinitionRefs(value: unknown, prefix: string): unknown {
  if (Array.isArray(value)) return value.map((item) => moveDefinitionRefs(item, prefix));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) =>
      key === '$ref' && typeof item === 'string' && item.startsWith('#/$defs/')
        ? [key, `#/components/schemas/${prefix}.${item.slice('#/$defs/'.length)}`]
        : [key, moveDefinitionRefs(item, prefix)],
    ),
  );
}

/**
 * The JSON Schema of a valibot schema: the wire shape (what a parse takes in); rules JSON Schema
 * cannot say are left to `description`. A schema used twice or recursively (the navigation's
 * items) comes out as a local `$defs` entry: it moves to `components.schemas` as
 * `<operationId>.<key>`, since a query's properties become separate parameters and `#/$defs`
 * means nothing inside an OpenAPI document.
 */
function schemaOf(schema: v.GenericSchema, prefix: string, components: Record<string, unknown>): JsonSchema {
  const {
    $schema: _draft,
    $defs,
    ...rest
  } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'ignore',
  });
  for (const [key, definition] of Object.entries($defs ?? {}))
    components[`${prefix}.${key}`] = moveDefinitionRefs(definition, prefix);
  return moveDefinitionRefs(rest, prefix) as JsonSchema;
}

const errorContent = {
  'application/json': {
    schema: {
      type: 'object',
      required: ['success', 'errors'],
      properties: {
        success: { const: false },
        errors: {
          type: 'array',
          items: {
            type: 'object',
            required: ['message'],
            properties: {
              message: { type: 'string' },
              field: { type: 'string' },
              code: { type: 'string', description: 'A dictionary key (Admin.Error.*, Api.Error.*).' },
              params: { type: 'object' },
            },
          },
        },
      },
    },
  },
};

const failure = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  405: 'NotAllowed',
  409: 'Conflict',
  412: 'StaleEdit',
  413: 'TooLarge',
  415: 'UnsupportedMediaType',
  422: 'ImportRejected',
  428: 'IfMatchRequired',
  429: 'TooManyAttempts',
} as const;

const ref = (status: keyof typeof failure) => ({ $ref: `#/components/responses/${failure[status]}` });

/** A body that is a file as it is (one of the operation's content types). */
function fileBody(file: NonNullable<AdminOperation['file']>) {
  return {
    required: true,
    content: Object.fromEntries(file.contentTypes.map((type) => [type, { schema: { type: 'string' } }])),
    description: file.description,
  };
}

/** The `multipart/form-data` body of an upload: one file in the field `field`. */
function uploadBody(upload: NonNullable<AdminOperation['upload']>) {
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: [upload.field],
          properties: { [upload.field]: { type: 'string', contentMediaType: 'application/octet-stream' } },
        },
        encoding: { [upload.field]: { contentType: upload.contentTypes.join(', ') } },
      },
    },
    description: upload.description,
  };
}

function operationObject(operation: AdminOperation, schemas: Record<string, unknown>) {
  const parameters: unknown[] = Object.entries(operation.pathParameters ?? {}).map(([name, description]) => ({
    name,
    in: 'path',
    required: true,
    description,
    schema: { type: 'string', minLength: 1 },
  }));
  const query = operation.query
    ? schemaOf(operation.query, `${operation.operationId}.query`, schemas)
    : undefined;
  for (const [name, schema] of Object.entries(query?.properties ?? {})) {
    parameters.push({ name, in: 'query', required: query?.required?.includes(name) ?? false, schema });
  }
  if (operation.idempotencyKey)
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: true,
      description:
        'New for each request (1 to 255 printable characters); the same key again answers the first ' +
        'answer, with `Idempotent-Replayed: true`.',
      schema: { type: 'string', pattern: idempotencyKeyPattern.source },
    });
  if (operation.ifMatch)
    parameters.push({
      name: 'If-Match',
      in: 'header',
      required: true,
      description: 'The ETag of the read this edit starts from (`*`: whatever is there).',
      schema: { type: 'string' },
    });
  const responses: Record<string, unknown> = {};
  const { success } = operation;
  if (success) {
    const answer: Record<string, unknown> = { description: success.description };
    if (success.status !== 204)
      answer.content = {
        'application/json': { schema: { type: 'object' } },
        ...(success.csv ? { 'text/csv': { schema: { type: 'string' } } } : {}),
      };
    if (success.etag)
      answer.headers = {
        ETag: { description: 'Send it back in If-Match to edit.', schema: { type: 'string' } },
      };
    responses[String(success.status)] = answer;
  }
  responses['400'] = ref(400);
  const isPublic = operation.access === 'public';
  if (!isPublic) Object.assign(responses, { '401': ref(401), '403': ref(403) });
  if (operation.path === '/auth/token') responses['401'] = ref(401);
  for (const status of operation.failures ?? []) responses[String(status)] = ref(status);
  if (operation.ifMatch) Object.assign(responses, { '412': ref(412), '428': ref(428) });
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    description: `Who: ${operation.access}.`,
    tags: [operation.tag],
    parameters,
    ...(operation.upload ? { requestBody: uploadBody(operation.upload) } : {}),
    ...(operation.file ? { requestBody: fileBody(operation.file) } : {}),
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: schemaOf(operation.body, `${operation.operationId}.body`, schemas),
              },
            },
          },
        }
      : {}),
    responses,
    // The document-wide staff bearer applies, but not to login and this document.
    ...(isPublic ? { security: [] } : {}),
  };
}

/**
 * Builds the admin API's OpenAPI 3.1 document.
 *
 * @example
 * writeFileSync('admin-openapi.json', JSON.stringify(createAdminOpenApiDocument(), null, 2));
 */
export function createAdminOpenApiDocument(): AdminOpenApiDocument {
  const paths: AdminOpenApiDocument['paths'] = {};
  const schemas: Record<string, unknown> = {};
  for (const operation of adminOperations) {
    const path = `/admin/api${operation.path}`;
    paths[path] = { ...paths[path], [operation.method.toLowerCase()]: operationObject(operation, schemas) };
  }
  const response = (description: string) => ({ description, content: errorContent });
  return {
    openapi: '3.1.0',
    info: {
      title: 'ClubShop admin API',
      version: '1',
      description:
        "The staff's API (docs/launch-your-shop.md): sites, settings, pages, the dictionary, the catalogue " +
        '(categories, products, add-ons), image uploads, vouchers, shipping methods, orders (status changes ' +
        'and refunds), the inbox, the dashboard, Stripe keys, staff and the audit log. Staff tokens only (a shopper token is a 401); every write is audited; edits send ' +
        'the ETag they read in If-Match. Generated from the valibot schemas the routes validate with.',
    },
    tags: [...new Set(adminOperations.map((operation) => operation.tag))].map((name) => ({
      name,
      description: `${name} routes.`,
    })),
    paths,
    security: [{ staffBearer: [] }],
    components: {
      schemas,
      securitySchemes: {
        staffBearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A staff access token from `POST /admin/api/auth/token` (not a shopper token: those are refused with 401). ' +
            'Renew with grant_type refresh_token.',
        },
      },
      responses: {
        BadRequest: response('A missing or invalid parameter or body; `errors[].field` names it.'),
        Unauthorized: response('No valid staff token (or a failed login).'),
        Forbidden: response("The member's role or sites do not cover this."),
        NotFound: response('What the route names does not exist.'),
        NotAllowed: response('The route exists but never does this (a product is hidden, not deleted).'),
        Conflict: response(
          'It exists already, or the change is refused as it stands (you cannot remove yourself; a category ' +
            'with children or products; a status move the lifecycle does not allow; a refund past what is left).',
        ),
        StaleEdit: response('The entity changed since the ETag in If-Match was read; nothing was written.'),
        TooLarge: response('The body (an upload: the file) is larger than the limit.'),
        UnsupportedMediaType: response(
          'The upload is not a JPEG, PNG or WebP image (judged by its content).',
        ),
        ImportRejected: response(
          'The file has bad rows (the report names each with its line and reason); nothing was written.',
        ),
        IfMatchRequired: response('An edit without If-Match.'),
        TooManyAttempts: response('Too many login attempts; Retry-After says when to try again.'),
      },
    },
  };
}
