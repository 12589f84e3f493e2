import { z } from 'zod';
import { MAX_PAGE_SIZE } from '@/domain/search';
import { OPERATIONS, PATH_PARAMETER_DESCRIPTIONS, type Operation } from './openapi-operations';
import { CONDITION_TYPES, MAX_FILTERS, MAX_GROUPS, MAX_SORTS, SORT_FIELDS } from './search-criteria';

/**
 * The OpenAPI 3.1 document of the REST API, served at /rest/openapi.json: built once from the
 * operations table, whose request bodies are the zod schemas that validate them (JSON Schema
 * 2020-12, OpenAPI 3.1's own dialect), and the searchCriteria parser's own constants.
 */
const errorBody = z.object({
  message: z.string().describe("in the request's language"),
  parameters: z.array(z.string()),
  field_errors: z.record(z.string(), z.string()).optional().describe('message keys of the fields at fault'),
});

const jsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as Record<
    string,
    unknown
  >;

const SEARCH_CRITERIA_TEXT = [
  "Magento's searchCriteria query form:",
  'searchCriteria[requestName];',
  `searchCriteria[filter_groups][0..${MAX_GROUPS - 1}][filters][0..${MAX_FILTERS - 1}][field|value|condition_type]`,
  `(condition types: ${CONDITION_TYPES.join(', ')}; filters OR'ed in a group, groups AND'ed);`,
  `searchCriteria[sortOrders][0..${MAX_SORTS - 1}][field|direction] (fields: ${SORT_FIELDS.join(', ')});`,
  `searchCriteria[pageSize] (1-${MAX_PAGE_SIZE}, default 24); searchCriteria[currentPage] (from 1).`,
].join(' ');

function parametersOf(op: Operation) {
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
  return [
    ...names.map((name) => ({
      name,
      in: 'path',
      required: true,
      description: PATH_PARAMETER_DESCRIPTIONS[name],
      schema: name === 'locale' ? { type: 'string', enum: ['ar', 'en'] } : { type: 'string' },
    })),
    ...Object.entries(op.query ?? {}).map(([name, description]) => ({
      name,
      in: 'query',
      required: false,
      description,
      schema: { type: 'string' },
    })),
    ...(op.searchCriteria
      ? [
          {
            name: 'searchCriteria',
            in: 'query',
            required: false,
            style: 'deepObject',
            explode: true,
            description: SEARCH_CRITERIA_TEXT,
            schema: { type: 'object', additionalProperties: true },
          },
        ]
      : []),
  ];
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

function operationOf(op: Operation) {
  return {
    summary: op.summary,
    tags: [op.tag],
    operationId: `${op.method}${op.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
    parameters: parametersOf(op),
    ...(op.auth ? { security: [{ customerToken: [] }] } : {}),
    ...(op.staff ? { security: [{ staffSession: [] }], 'x-permission': op.staff } : {}),
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: {
              [op.multipart ? 'multipart/form-data' : 'application/json']: { schema: jsonSchema(op.body) },
            },
          },
        }
      : {}),
    responses: {
      '200': { description: 'OK', content: { [op.produces ?? 'application/json']: {} } },
      '400': errorResponse('Bad input: the message names the parameter or field'),
      ...(op.auth ? { '401': errorResponse('No or expired customer token') } : {}),
      ...(op.staff
        ? {
            '401': errorResponse('No staff session, or it expired'),
            '403': errorResponse("The staff member's role may not do this"),
          }
        : {}),
      '404': errorResponse('Not found'),
      '429': errorResponse('Too many requests'),
    },
  };
}

export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) (paths[op.path] ??= {})[op.method] = operationOf(op);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Aman marketplace REST API',
      version: '1',
      description:
        "Magento-shaped calls: /rest/{locale}/V1/... (ar or en) and /rest/V1/... (the language from Accept-Language); the authentication service at /api/amanauth/... and the blog's /graphql (the language from Accept-Language). Errors are {message, parameters} in the request's language.",
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { Error: jsonSchema(errorBody) },
      securitySchemes: {
        customerToken: { type: 'http', scheme: 'bearer', description: 'The customer token' },
        staffSession: {
          type: 'apiKey',
          in: 'cookie',
          name: 'aman_staff',
          description: 'The back-office session (both sign-in steps done); never a customer token',
        },
      },
    },
  };
}

let built: ReturnType<typeof buildOpenApiDocument> | undefined;
/** The document, made on first use. */
export const openApiDocument = () => (built ??= buildOpenApiDocument());
