/**
 * The contract as an OpenAPI 3.1 document, generated from the valibot schemas of `src/contract/`
 * with `@valibot/to-json-schema` and the call table of {@link contractOperations}: every call with
 * its path, query and header parameters (StoreId, culture, currency, rootCategoryId, Authorization),
 * body, answer and error shape. The commerce API serves it at `/api/openapi.json`; a backend team
 * can generate a server or validate its answers from it.
 */
import { type JsonSchema, toJsonSchema, toJsonSchemaDefs } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import * as contract from '../contract/index.ts';
import { type ContractOperation, contractOperations } from './operations.ts';
import { referencedComponents } from './referenced-components.ts';
import { requestExamples } from './request-examples.ts';

/** An OpenAPI 3.1 document (the parts this generator writes are typed loosely on purpose). */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: {
    title: string;
    version: string;
    description: string;
    license: { name: string; identifier: string };
  };
  servers: { url: string; description?: string }[];
  externalDocs: { description: string; url: string };
  paths: Record<string, Record<string, unknown>>;
  components: {
    schemas: Record<string, JsonSchema>;
    parameters: Record<string, unknown>;
    securitySchemes: Record<string, unknown>;
    responses: Record<string, unknown>;
  };
  tags: { name: string; description: string }[];
}

/** Options of {@link createOpenApiDocument}. */
export interface OpenApiDocumentOptions {
  /** `info.version` (default: `1`, the contract's own version). */
  version?: string | undefined;
  /**
   * The server URL to list (e.g. the API that serves the document); default `/`, the origin the
   * document was fetched from.
   */
  serverUrl?: string | undefined;
}

const isSchema = (value: unknown): value is v.GenericSchema =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema';

/** `basketSummarySchema` -> `BasketSummary`. */
const componentName = (exportName: string) =>
  exportName.replace(/Schema$/, '').replace(/^./, (first) => first.toUpperCase());

/** Every schema the contract exports, by component name. */
function contractSchemas(): Record<string, v.GenericSchema> {
  const named: Record<string, v.GenericSchema> = {};
  // Sorted: the order of a module namespace's keys differs between loaders (Node, vitest).
  const entries = Object.entries(contract).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, value] of entries) {
    if (name.endsWith('Schema') && isSchema(value)) named[componentName(name)] = value;
  }
  return named;
}

const tagOf: Record<ContractOperation['host'], string> = {
  content: 'Content and settings',
  user: 'Users',
  catalog: 'Catalog',
  basket: 'Basket and checkout',
};

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } };

/**
 * Builds the OpenAPI 3.1 document of the contract.
 *
 * @example
 * import { createOpenApiDocument } from '@clubshop/api-sdk/openapi';
 * writeFileSync('openapi.json', JSON.stringify(createOpenApiDocument(), null, 2));
 */
export function createOpenApiDocument(options: OpenApiDocumentOptions = {}): OpenApiDocument {
  const definitions = contractSchemas();
  const config = {
    target: 'draft-2020-12',
    // The wire shape: what a parse takes in (transforms such as trimming happen after).
    typeMode: 'input',
    // Checks JSON Schema cannot say (a custom rule) are left out; their wording is in `description`.
    errorMode: 'ignore',
    overrideRef: ({ referenceId }: { referenceId: string }) => `#/components/schemas/${referenceId}`,
  } as const;
  const schemaOf = (schema: v.GenericSchema): JsonSchema => {
    const { $schema: _draft, $defs: _defs, ...rest } = toJsonSchema(schema, { ...config, definitions });
    return rest;
  };
  const components = toJsonSchemaDefs(definitions, config);

  const paths: OpenApiDocument['paths'] = {};
  for (const operation of contractOperations) {
    const parameters: unknown[] = [];
    for (const [name, description] of Object.entries(operation.pathParameters ?? {})) {
      parameters.push({
        name,
        in: 'path',
        required: true,
        description,
        schema: { type: 'string', minLength: 1 },
      });
    }
    for (const query of operation.query ?? []) {
      const item = { type: query.type === 'integer' ? 'integer' : query.type };
      parameters.push({
        name: query.name,
        in: 'query',
        required: query.required,
        description: query.description,
        schema: query.repeated ? { type: 'array', items: item } : item,
        ...(query.repeated ? { style: 'form', explode: true } : {}),
      });
    }
    parameters.push(
      {
        $ref: operation.siteless
          ? '#/components/parameters/StoreIdOptional'
          : '#/components/parameters/StoreId',
      },
      { $ref: '#/components/parameters/culture' },
      { $ref: '#/components/parameters/currency' },
      { $ref: '#/components/parameters/rootCategoryId' },
    );
    const responses: Record<string, unknown> = {
      [String(operation.successStatus ?? 200)]: {
        description: operation.successStatus === 201 ? 'Created: the answer.' : 'The answer.',
        content: { 'application/json': { schema: schemaOf(operation.response) } },
      },
      '400': { $ref: '#/components/responses/BadRequest' },
    };
    if (operation.auth === 'required') responses['401'] = { $ref: '#/components/responses/Unauthorized' };
    if (operation.notFound) responses['404'] = { $ref: '#/components/responses/NotFound' };
    responses.default = { $ref: '#/components/responses/Error' };
    const security =
      operation.auth === 'required'
        ? [{ bearer: [] }]
        : operation.auth === 'optional'
          ? [{}, { bearer: [] }]
          : [];
    paths[operation.path] = {
      ...paths[operation.path],
      [operation.method.toLowerCase()]: {
        operationId: operation.operationId,
        summary: operation.summary,
        tags: [tagOf[operation.host]],
        'x-clubshop-host': operation.host,
        parameters,
        ...(operation.body
          ? {
              requestBody: {
                required: true,
                content: {
                  'application/json': {
                    schema: schemaOf(operation.body),
                    ...(operation.operationId in requestExamples
                      ? { example: requestExamples[operation.operationId] }
                      : {}),
                  },
                },
              },
            }
          : {}),
        responses,
        security,
      },
    };
  }

  const header = (name: string, required: boolean, description: string) => ({
    name,
    in: 'header',
    required,
    description,
    schema: { type: 'string' },
  });
  return {
    openapi: '3.1.0',
    info: {
      title: 'ClubShop commerce API',
      version: options.version ?? '1',
      license: { name: 'MIT', identifier: 'MIT' },
      description:
        'The calls the ClubShop storefront and packages make (docs/product/requirements.md#api-calls), generated ' +
        'from the valibot schemas of @clubshop/api-sdk. Calls go to four configurable hosts (content, catalog, ' +
        'user, basket; `x-clubshop-host`). Every failing call answers `{ success: false, errors: [{ message, ' +
        'field?, code?, params? }] }` with a 4xx or 5xx status; `code` is a dictionary alias to show translated.',
    },
    servers: [
      {
        url: options.serverUrl ?? '/',
        description:
          'The commerce API that serves this document. A storefront may send each host group (content, ' +
          'catalog, user, basket) to a server of its own.',
      },
    ],
    externalDocs: {
      description:
        'The admin API (staff sign-in, catalogue, orders, content, settings) is a document of its own: GET /admin/api/openapi.json on the same API, and docs/reference/admin-openapi.md.',
      url: '/admin/api/openapi.json',
    },
    tags: Object.values(tagOf).map((name) => ({ name, description: `${name} calls.` })),
    paths,
    components: {
      // Only the schemas a call uses: the contract also exports shapes no call sends (the
      // client-side session, query objects the parameters above spell out).
      schemas: referencedComponents(components, paths, errorContent),
      parameters: {
        StoreId: header('StoreId', true, 'The site (club and country) of the call; from the settings.'),
        StoreIdOptional: header('StoreId', false, 'Not needed: the settings call finds its site from `url`.'),
        culture: header('culture', false, 'The language of texts and errors (`en`, `de`, `da`).'),
        currency: header('currency', false, 'The currency of prices (ISO 4217), when the site has several.'),
        rootCategoryId: header('rootCategoryId', false, "The site's root category, from the settings."),
      },
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            'The access token of `POST /api/users/authenticate`. A 401 (or `meta.status` 401 in a 200 body) ' +
            'means: renew with grant_type refresh_token once, then retry.',
        },
      },
      responses: {
        BadRequest: {
          description: 'A missing or invalid parameter or body; `errors[].field` names it.',
          content: errorContent,
        },
        Unauthorized: { description: 'No valid access token.', content: errorContent },
        NotFound: { description: 'What the call names does not exist.', content: errorContent },
        Error: { description: 'Any other failure (a 5xx included).', content: errorContent },
      },
    },
  };
}
