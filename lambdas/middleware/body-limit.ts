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

/** The body's text when the route takes one, after the checks; undefined on a route that takes none. */
export function bodyText(
  event: Pick<HttpEvent, 'body' | 'isBase64Encoded'>,
  takesBody: boolean,
  maxBytes = MAX_BODY_BYTES,
): string | undefined {
  const raw = event.body ?? '';
  const bytes = event.isBase64Encoded ? Buffer.from(raw, 'base64') : Buffer.from(raw, 'utf8');
  if (bytes.byteLength > maxBytes) throw new PayloadTooLargeError(apiMessages.bodyTooLarge);
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
