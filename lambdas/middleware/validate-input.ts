/**
 * The route's schemas, strict, over the parsed body, the path parameters and the query string:
 * 400 naming every unknown and every invalid field (`path.` and `query.` prefixed), and every
 * query parameter of a route that declares none. Builds the typed input the handler receives.
 */
import type { z } from 'zod';
import * as apiMessages from '../../shared/api-messages';
import { ValidationError } from '../../shared/domain/errors';
import type { RouteDef, Schema } from '../../shared/route-def';
import { fieldsMessage } from './error-answer';
import { stateOf, type HttpMiddleware, type HttpRequest } from './types';

type Part = 'body' | 'path' | 'query';

/**
 * A type error's words, per parse: zod/mini carries no message locale, so its type errors would
 * all read 'Invalid input', and once anything in the process loads the classic `zod` (its English
 * locale applies to zod/mini too) they would read zod's own English instead. A per-parse error map
 * ranks below a schema's own message (the spec's words, kept) and above any locale, so the answer
 * is the same whatever else is loaded. Other issues keep zod's message.
 */
function typeText(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code !== 'invalid_type') return undefined;
  if (issue.input === undefined) return 'is required';
  return `must be ${issue.expected === 'array' || issue.expected === 'object' ? 'an' : 'a'} ${issue.expected}`;
}

function issuesToFields(issues: readonly z.core.$ZodIssue[], part: Part): Record<string, string> {
  // No prototype: a field named __proto__ must be named like any other.
  const fields = Object.create(null) as Record<string, string>;
  const prefix = part === 'body' ? '' : `${part}.`;
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const name = prefix + [...issue.path, key].join('.');
        fields[name] = apiMessages.unknownField(name);
      }
    } else {
      const name = prefix + (issue.path.length ? issue.path.join('.') : part);
      fields[name] ??= issue.message;
    }
  }
  return fields;
}

/** A 400 naming every parameter of a query string that the route does not declare. */
function foreignQuery(names: readonly string[]): ValidationError {
  const fields = Object.create(null) as Record<string, string>;
  for (const name of names) fields[`query.${name}`] = apiMessages.unknownField(`query.${name}`);
  return new ValidationError(fieldsMessage(apiMessages.invalidRequest, fields), fields);
}

/** One part of the request through its schema; throws the 400 naming each field. */
export function parsePart(schema: Schema | undefined, value: unknown, part: Part): unknown {
  if (!schema) {
    // A route without a query schema takes no query string: a parameter (say another member's
    // id) is refused by name rather than silently ignored. Query schemas are strict objects.
    const names = part === 'query' && value && typeof value === 'object' ? Object.keys(value) : [];
    if (names.length) throw foreignQuery(names);
    return undefined;
  }
  const result = schema.safeParse(value, { error: typeText });
  if (result.success) return result.data;
  const fields = issuesToFields(result.error.issues, part);
  throw new ValidationError(fieldsMessage(apiMessages.invalidRequest, fields), fields);
}

export function validateInput(route: Pick<RouteDef, 'request'>): HttpMiddleware {
  return {
    before: async ({ event, context }) => {
      const state = stateOf(context);
      const body = parsePart(route.request.body, state.json, 'body');
      const path = parsePart(route.request.path, event.pathParameters ?? {}, 'path');
      const query = parsePart(route.request.query, event.queryStringParameters ?? {}, 'query');
      state.input = {
        body,
        path,
        query,
        caller: state.caller,
        requestId: state.requestId,
        sourceIp: event.requestContext?.http?.sourceIp ?? 'unknown',
      } as HttpRequest<RouteDef>;
    },
  };
}
