/**
 * A body is read only when sent as JSON: 415 otherwise. Runs after body-limit.ts, so only a
 * present body of a route that takes one is checked.
 */
import * as apiMessages from '../../shared/api-messages';
import { UnsupportedMediaTypeError } from '../../shared/domain/errors';
import { stateOf, type HttpEvent, type HttpMiddleware } from './types';

/** A header's value: API Gateway v2 lower-cases header names, a hand-built event may not. */
export function headerOf(event: Pick<HttpEvent, 'headers'>, name: string): string | undefined {
  const headers = event.headers ?? {};
  return headers[name] ?? Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1];
}

/**
 * A body is JSON when sent as application/json or a JSON-based type (`+json`, RFC 6839: the spec's
 * client sends PUT /api/Member as application/json-patch+json), with parameters such as charset.
 */
export function isJsonMediaType(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

export function jsonContentType(): HttpMiddleware {
  return {
    before: async ({ event, context }) => {
      if (stateOf(context).bodyText === undefined) return;
      if (!isJsonMediaType(headerOf(event, 'content-type')))
        throw new UnsupportedMediaTypeError(apiMessages.unsupportedMediaType);
    },
  };
}
