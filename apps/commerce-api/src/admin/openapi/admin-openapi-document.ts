/**
 * The admin API as an OpenAPI 3.1 document of its own (decision 0040), generated from the routes'
 * declarations (`admin-route.ts`, decision 0085: method, path, who may call it, the valibot
 * schemas the routes validate with, through `@valibot/to-json-schema` as api-sdk's contract
 * document) and their words ({@link adminOperationTexts}). Served at `GET /admin/api/openapi.json`.
 * Bodies and queries are exact; who may call a route is the declaration's, written out from the
 * one permission table (`Who: …` and `x-access`); answers are described in words (the routes
 * answer database rows, which have no valibot schema yet).
 */
import { type JsonSchema, toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { mayDo, type StaffRole, staffRoles } from '../../staff/roles.ts';
import type { AdminRouteDeclaration } from '../admin-route.ts';
import { idempotencyKeyPattern } from '../order-lifecycle-routes.ts';
import { type AdminOperationText, adminOperationTexts } from './admin-operation-texts.ts';

/** A declared route with its words: what the document is made of. */
type AdminOperation = AdminRouteDeclaration & AdminOperationText;

/** The roles as the document names them. */
const roleNames: Record<StaffRole, string> = { owner: 'owners', editor: 'editors', fulfilment: 'fulfilment' };

/** What a route's site rule says, after the roles. */
function siteWords(declaration: AdminRouteDeclaration): string {
  const { site } = declaration;
  if (site === undefined) return '';
  if (typeof site === 'object') return ` (\`${site.query}\`: one of their sites)`;
  return {
    path: ' of the site',
    row: ' of its site',
    'shared-read': ": the shared rows and their sites' rows",
    'shared-write': " of the row's site (storeId); a shared row (storeId null) only by staff of all sites",
  }[site];
}

/**
 * Who may call a declared route, from the one permission table: in words (`Who: owners and editors
 * of the site`) and as data (`x-access`: the area, the roles that work in it, the site rule).
 */
export function accessOf(declaration: AdminRouteDeclaration) {
  const { area, site, allSites } = declaration;
  if (area === 'public') return { words: 'public (no token)', data: { area, roles: [] as StaffRole[] } };
  const roles = area === 'any-member' ? [...staffRoles] : staffRoles.filter((role) => mayDo(role, area));
  const who =
    roles.length === staffRoles.length
      ? 'any member of staff'
      : roles.map((role) => roleNames[role]).join(' and ');
  return {
    words: `${who}${siteWords(declaration)}${allSites === undefined ? '' : ' of all sites'}`,
    data: {
      area,
      roles,
      ...(site === undefined ? {} : { site: typeof site === 'object' ? `query:${site.query}` : site }),
      ...(allSites === undefined ? {} : { allSites: true }),
    },
  };
}

/** `/sites/:storeId/pages/:id` -> `/sites/{storeId}/pages/{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** An OpenAPI 3.1 document (typed loosely: this generator is its only writer). */
export interface AdminOpenApiDocument {
  openapi: '3.1.0';
  info: {
    title: string;
    version: string;
    description: string;
    license: { name: string; identifier: string };
  };
  servers: { url: string; description: string }[];
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
  const isPublic = operation.area === 'public';
  const access = accessOf(operation);
  if (!isPublic) Object.assign(responses, { '401': ref(401), '403': ref(403) });
  if (operation.path === '/auth/token') responses['401'] = ref(401);
  for (const status of operation.failures ?? []) responses[String(status)] = ref(status);
  if (operation.ifMatch) Object.assign(responses, { '412': ref(412), '428': ref(428) });
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    description: `Who: ${access.words}.`,
    'x-access': access.data,
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
 * writeFileSync('admin-openapi.json', JSON.stringify(createAdminOpenApiDocument(declarations), null, 2));
 */
export function createAdminOpenApiDocument(
  declarations: readonly AdminRouteDeclaration[],
): AdminOpenApiDocument {
  const texts = new Map(adminOperationTexts.map((text) => [text.operationId, text]));
  const operations: AdminOperation[] = declarations.map((declaration) => {
    const text = texts.get(declaration.operationId);
    if (!text)
      throw new Error(`The admin route ${declaration.operationId} has no words in admin-operation-texts.ts`);
    return { ...declaration, ...text };
  });
  const paths: AdminOpenApiDocument['paths'] = {};
  const schemas: Record<string, unknown> = {};
  for (const operation of operations) {
    const path = `/admin/api${openApiPath(operation.path)}`;
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
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [
      { url: '/', description: 'The commerce API that serves this document (its paths start /admin/api).' },
    ],
    tags: [...new Set(operations.map((operation) => operation.tag))].map((name) => ({
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
