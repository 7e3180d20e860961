/** An answer of the chain: a JSON body, never cached, naming the request's id. */
import type { HttpResult } from './types';

export function jsonResponse(status: number, body: unknown, requestId: string): HttpResult {
  return {
    statusCode: status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-request-id': requestId,
    },
    body: JSON.stringify(body),
  };
}
