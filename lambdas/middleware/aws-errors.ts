/**
 * Maps the AWS SDK's "busy or briefly unavailable" errors to a DomainError: throttling, server
 * faults, timeouts and transaction conflicts reach the caller as a clear 503 (after the SDK's
 * bounded retries: maxAttempts 3 in lambdas/composition.ts), never as a 500. Errors are recognised
 * by name and by the SDK's `$retryable`, `$fault` and `$metadata`, without importing any SDK
 * package, so that a function bundles no client it does not use.
 */
import { ServiceUnavailableError, type DomainError } from '../../shared/domain/errors';
import * as apiMessages from '../../shared/api-messages';

/** Error names (DynamoDB, S3, Cognito, SES, the SDK itself) that mean "busy, try again". */
const BUSY_NAMES = new Set([
  'ThrottlingException',
  'Throttling',
  'ThrottledException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'RequestThrottled',
  'RequestThrottledException',
  'TooManyRequestsException',
  'SlowDown',
  'BandwidthLimitExceeded',
  'TransactionInProgressException',
  'TransactionConflictException',
  'InternalServerError',
  'InternalServerErrorException',
  'InternalError',
  'InternalErrorException',
  'InternalFailure',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'RequestTimeout',
  'RequestTimeoutException',
  'TimeoutError',
]);

/** Network failures of the SDK's HTTP handler (connection refused, reset, timed out). */
const NETWORK_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE', 'EAI_AGAIN', 'ENOTFOUND']);

/** Reasons of a cancelled transaction that mean contention, not a failed condition. */
const CONTENTION_REASONS = new Set([
  'TransactionConflict',
  'ThrottlingError',
  'ProvisionedThroughputExceeded',
]);

interface SdkErrorShape {
  name?: unknown;
  code?: unknown;
  $fault?: unknown;
  $retryable?: unknown;
  $metadata?: { httpStatusCode?: unknown };
  CancellationReasons?: { Code?: unknown }[];
}

function isBusy(error: SdkErrorShape): boolean {
  const name = typeof error.name === 'string' ? error.name : '';
  if (name === 'TransactionCanceledException') {
    // A failed condition (idempotency, version check) is the handler's business; contention is not.
    return (error.CancellationReasons ?? []).some(
      (r) => typeof r.Code === 'string' && CONTENTION_REASONS.has(r.Code),
    );
  }
  if (BUSY_NAMES.has(name)) return true;
  if (typeof error.code === 'string' && NETWORK_CODES.has(error.code)) return true;
  const retryable = error.$retryable as { throttling?: unknown } | undefined;
  if (retryable && typeof retryable === 'object') return true;
  const status = error.$metadata?.httpStatusCode;
  if (typeof status === 'number' && (status === 429 || status >= 500)) return true;
  return error.$fault === 'server' && typeof error.$metadata === 'object';
}

/**
 * The DomainError an AWS SDK error stands for, or undefined when it is not one this function
 * recognises (the chain then answers 500). The original error is kept as `cause` for the log.
 *
 * @example
 * // lambdas/middleware/error-response.ts, onError:
 * const error = toDomainError(request.error) ?? request.error;
 */
export function toDomainError(error: unknown): DomainError | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if (!isBusy(error as SdkErrorShape)) return undefined;
  const mapped = new ServiceUnavailableError(apiMessages.serviceUnavailable);
  Object.defineProperty(mapped, 'cause', { value: error, enumerable: false });
  return mapped;
}
