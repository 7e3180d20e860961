/**
 * The body's size and presence, before anything reads it: 413 over MAX_BODY_BYTES (counted on the
 * decoded bytes when API Gateway sent it base64-encoded), 400 for a body on a route that takes
 * none, and 400 for an empty body on one that takes one. Passes the body's text on.
 */
import * as apiMessages from '../../shared/api-messages';
import { PayloadTooLargeError, ValidationError } from '../../shared/domain/errors';
import { stateOf, type HttpEvent, type HttpMiddleware } from './types';

/** The largest body the chain reads (the firewall in infra/constructs/firewall.ts matches it). */
export const MAX_BODY_BYTES = 64 * 1024;

/** The most a route may raise its own limit to (a route's `maxBodyBytes`): Lambda's 6 MB synchronous payload. */
export const MAX_ROUTE_BODY_BYTES = 6 * 1024 * 1024;

/** A route's body limit: its own `maxBodyBytes` (capped at Lambda's payload limit), else the chain's. */
export const routeBodyLimit = (route: { maxBodyBytes?: number }): number =>
  Math.min(route.maxBodyBytes ?? MAX_BODY_BYTES, MAX_ROUTE_BODY_BYTES);

/** The body's text when the route takes one, after the checks; undefined on a route that takes none. */
export function bodyText(
  event: Pick<HttpEvent, 'body' | 'isBase64Encoded'>,
  takesBody: boolean,
  maxBytes = MAX_BODY_BYTES,
): string | undefined {
  const raw = event.body ?? '';
  const bytes = event.isBase64Encoded ? Buffer.from(raw, 'base64') : Buffer.from(raw, 'utf8');
  if (bytes.byteLength > maxBytes)
    throw new PayloadTooLargeError(
      maxBytes === MAX_BODY_BYTES
        ? apiMessages.bodyTooLarge
        : apiMessages.bodyTooLargeOf(`${Math.round(maxBytes / (1024 * 1024))} MB`),
    );
  if (!takesBody) {
    if (bytes.byteLength > 0)
      throw new ValidationError(`${apiMessages.invalidRequest} body: not expected`, { body: 'not expected' });
    return undefined;
  }
  if (bytes.byteLength === 0)
    throw new ValidationError(`${apiMessages.invalidRequest} body: is required`, { body: 'is required' });
  return bytes.toString('utf8');
}

export function bodyLimit(options: { takesBody: boolean; maxBytes?: number }): HttpMiddleware {
  return {
    before: async ({ event, context }) => {
      stateOf(context).bodyText = bodyText(event, options.takesBody, options.maxBytes);
    },
  };
}
