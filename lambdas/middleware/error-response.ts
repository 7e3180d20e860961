/**
 * Every error becomes an answer (the envelope of docs/api.md): a DomainError its status and text,
 * an AWS "busy" error a 503 (aws-errors.ts, after the SDK's bounded retries), anything else a 500
 * with a generic text. The answer is in the request's language with its text's code; the log keeps
 * the English: INFO for a refusal, ERROR with the error for a failure. Counts the outcome.
 */
import * as apiMessages from '../../shared/api-messages';
import { DomainError } from '../../shared/domain/errors';
import { toDomainError } from './aws-errors';
import { errorAnswer, requestLanguage } from './error-answer';
import { jsonResponse } from './json-response';
import { logger } from './logger';
import { countOutcome } from './observability';
import type { HttpMiddleware } from './types';

export function errorResponse(): HttpMiddleware {
  return {
    onError: async (request) => {
      const error = toDomainError(request.error) ?? request.error;
      const requestId =
        request.context.http?.requestId ?? request.context.awsRequestId ?? crypto.randomUUID();
      const language = requestLanguage(request.event?.headers);
      if (error instanceof DomainError) {
        if (error.status >= 500) logger.error('request failed', { status: error.status, error });
        else logger.info('request refused', { status: error.status, reason: error.message });
        request.response = jsonResponse(
          error.status,
          errorAnswer(error.message, error.fields, requestId, language),
          requestId,
        );
      } else {
        logger.error('unexpected error', { error: error as Error });
        request.response = jsonResponse(
          500,
          errorAnswer(apiMessages.internalError, undefined, requestId, language),
          requestId,
        );
      }
      countOutcome(request.response.statusCode);
    },
  };
}
