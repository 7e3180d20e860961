import type { Context } from 'aws-lambda';
import * as apiMessages from '../../shared/api-messages';
import { routeKey, type Family, type RouteDef } from '../../shared/route-def';
import { errorAnswer, requestLanguage } from './error-answer';
import type { HttpEvent, HttpResult, LambdaHandler } from './types';

/**
 * The entry point of one endpoint family (one Lambda function): dispatches on the API Gateway
 * route key to the handler of that route. `table` is the family's own route table
 * (shared/route-table/<family>.ts), so the function bundles no other family's schemas.
 */
export function familyHandler(
  family: Family,
  table: readonly RouteDef[],
  handlers: Record<string, LambdaHandler>,
): LambdaHandler {
  const byKey = new Map<string, LambdaHandler>();
  for (const r of table) {
    if (r.family !== family) throw new Error(`${routeKey(r)} belongs to ${r.family}, not to ${family}`);
    const h = handlers[r.handler];
    if (!h) throw new Error(`Family ${family} has no handler ${r.handler} for ${routeKey(r)}`);
    byKey.set(routeKey(r), h);
  }
  return async (event: HttpEvent, context: Context): Promise<HttpResult> => {
    const h = byKey.get(event.routeKey);
    if (h) return h(event, context);
    const requestId = event.requestContext?.requestId ?? context.awsRequestId;
    return {
      statusCode: 404,
      headers: { 'content-type': 'application/json; charset=utf-8', 'x-request-id': requestId },
      body: JSON.stringify(
        errorAnswer(apiMessages.notFound, undefined, requestId, requestLanguage(event.headers)),
      ),
    };
  };
}
