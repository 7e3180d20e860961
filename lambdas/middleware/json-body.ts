/** The body's text (from body-limit.ts) parsed as JSON: 400 naming the body when it is not JSON. */
import * as apiMessages from '../../shared/api-messages';
import { ValidationError } from '../../shared/domain/errors';
import { stateOf, type HttpMiddleware } from './types';

export function parseJsonBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError(apiMessages.invalidJson, { body: 'not valid JSON' });
  }
}

export function jsonBody(): HttpMiddleware {
  return {
    before: async ({ context }) => {
      const state = stateOf(context);
      if (state.bodyText !== undefined) state.json = parseJsonBody(state.bodyText);
    },
  };
}
