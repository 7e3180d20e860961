/**
 * The OpenAPI 3.1 document, generated from the route table (never written by hand).
 * `npm run openapi` writes it to docs/openapi.json; a test fails when that file is stale.
 */
import { z } from 'zod';
import { errorBody } from './schemas/common';
import { routes, type RouteDef, type Schema } from './routes';

type JsonSchema = Record<string, unknown>;

const schemaOf = (s: Schema, io: 'input' | 'output' = 'input'): JsonSchema => {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(s, { unrepresentable: 'any', io }) as JsonSchema;
  return schema;
};

function parameters(r: RouteDef): JsonSchema[] {
  const out: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', r.request.path],
    ['query', r.request.query],
  ] as const) {
    if (!schema) continue;
    const json = schemaOf(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, prop] of Object.entries(json.properties ?? {})) {
      out.push({
        name,
        in: where,
        required: where === 'path' || (json.required ?? []).includes(name),
        schema: prop,
      });
    }
  }
  return out;
}

/** Whether a route's request carries the member version its page read (schemas/common.ts `memberVersion`). */
const sendsMemberVersion = (r: RouteDef): boolean =>
  [r.request.body, r.request.query].some(
    (s) => s !== undefined && 'version' in ((schemaOf(s) as { properties?: JsonSchema }).properties ?? {}),
  );

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** The bearer scheme of each access kind: the employees' pool or the administrators'. */
const securitySchemeOf = { member: 'cognito', admin: 'workforce' } as const;

export function openApiDocument(version: string): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes as readonly RouteDef[]) {
    const responses: Record<string, unknown> = {
      '200': {
        description: 'Success',
        content: { 'application/json': { schema: schemaOf(r.response, 'output') } },
      },
      '400': errorResponse(
        'Invalid input: `fields` names each bad field, and each query parameter the route does not declare',
      ),
      '413': errorResponse('Body over 64 KB'),
      '500': errorResponse('Unexpected failure (details only in the log)'),
    };
    if (r.request.body)
      responses['415'] = errorResponse('A body not sent as JSON (Content-Type other than application/json)');
    if (r.access === 'member') responses['401'] = { description: 'Missing or invalid access token' };
    if (r.access === 'admin') {
      responses['401'] = { description: "Missing or invalid access token of the administrators' pool" };
      responses['403'] = errorResponse(
        r.path.includes('{employerId}')
          ? 'No active grant, or a grant that does not cover this employer'
          : 'No active grant',
      );
    }
    if (sendsMemberVersion(r))
      responses['409'] = errorResponse(
        'The member was written since the page read it (`version` is stale): nothing is written; reload the page and try again',
      );
    paths[r.path] ??= {};
    (paths[r.path] as Record<string, unknown>)[r.method.toLowerCase()] = {
      operationId: r.handler,
      tags: [r.family],
      summary: r.summary,
      security: r.access === 'public' ? [] : [{ [securitySchemeOf[r.access]]: [] }],
      parameters: parameters(r),
      ...(r.request.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: schemaOf(r.request.body) } },
            },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'ICHRA enrollment portal API',
      version,
      description:
        'Generated from shared/routes.ts. Success bodies are `{ success: true, ...payload }`; errors are `{ success: false, message, code?, requestId, fields? }`, the message in the language of `Accept-Language` (en or es) and `code` the name of its text. See docs/api.md.',
    },
    components: {
      securitySchemes: {
        cognito: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT (Cognito access token)' },
        workforce: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: "JWT (access token of the administrators' Cognito pool)",
        },
      },
      schemas: { Error: schemaOf(errorBody, 'output') },
    },
    paths,
  };
}
