/**
 * toDomainError: which AWS SDK errors become the 503 "busy" answer, built from the SDK's own
 * exception classes as its deserializers raise them.
 */
import {
  InternalErrorException,
  TooManyRequestsException as CognitoTooManyRequests,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  ConditionalCheckFailedException,
  ProvisionedThroughputExceededException,
  RequestLimitExceeded,
  ResourceNotFoundException,
  ThrottlingException,
  TransactionCanceledException,
  TransactionConflictException,
} from '@aws-sdk/client-dynamodb';
import { NoSuchKey, S3ServiceException } from '@aws-sdk/client-s3';
import {
  MessageRejected,
  SESv2ServiceException,
  TooManyRequestsException as SesTooManyRequests,
} from '@aws-sdk/client-sesv2';
import { describe, expect, it } from 'vitest';
import { toDomainError } from '../../lambdas/middleware/aws-errors';
import { ServiceUnavailableError, ValidationError } from '../../shared/domain/errors';
import * as apiMessages from '../../shared/api-messages';

const meta = (httpStatusCode: number) => ({ $metadata: { httpStatusCode, attempts: 3 } });

const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${codes.join(', ')}]`,
    CancellationReasons: codes.map((Code) => ({ Code })),
    ...meta(400),
  });

const s3Fault = (name: 'SlowDown' | 'InternalError', status: number) =>
  new S3ServiceException({ name, $fault: 'server', message: name, ...meta(status) });

describe('toDomainError', () => {
  it.each([
    ['DynamoDB ThrottlingException', new ThrottlingException({ message: 'Rate exceeded', ...meta(400) })],
    [
      'DynamoDB ProvisionedThroughputExceededException',
      new ProvisionedThroughputExceededException({ message: 'busy', ...meta(400) }),
    ],
    ['DynamoDB RequestLimitExceeded', new RequestLimitExceeded({ message: 'account limit', ...meta(400) })],
    [
      'DynamoDB TransactionConflictException',
      new TransactionConflictException({ message: 'conflict', ...meta(400) }),
    ],
    ['a transaction cancelled by a conflict', cancelled('None', 'TransactionConflict')],
    ['a transaction cancelled by throttling', cancelled('ThrottlingError')],
    ['S3 503 SlowDown', s3Fault('SlowDown', 503)],
    ['S3 500 InternalError', s3Fault('InternalError', 500)],
    ['Cognito TooManyRequestsException', new CognitoTooManyRequests({ message: 'slow down', ...meta(429) })],
    ['Cognito InternalErrorException', new InternalErrorException({ message: 'oops', ...meta(500) })],
    ['SES TooManyRequestsException', new SesTooManyRequests({ message: 'slow down', ...meta(429) })],
    [
      'SES 500 InternalFailure',
      new SESv2ServiceException({
        name: 'InternalFailure',
        $fault: 'server',
        message: 'internal',
        ...meta(500),
      }),
    ],
    [
      'an unnamed server fault with status 502',
      Object.assign(new Error('bad gateway'), { name: 'UnknownError', $fault: 'server', ...meta(502) }),
    ],
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' }),
    ],
    [
      'an SDK error marked retryable',
      Object.assign(new Error('x'), { name: 'Whatever', $retryable: { throttling: false } }),
    ],
  ])('%s becomes a 503 with the busy message, keeping the cause', (_label, error) => {
    const mapped = toDomainError(error);
    expect(mapped).toBeInstanceOf(ServiceUnavailableError);
    expect(mapped?.status).toBe(503);
    expect(mapped?.message).toBe(apiMessages.serviceUnavailable);
    expect((mapped as Error & { cause?: unknown }).cause).toBe(error);
  });

  it.each([
    [
      'a failed condition',
      new ConditionalCheckFailedException({ message: 'The conditional request failed', ...meta(400) }),
    ],
    ['a transaction cancelled by a failed condition', cancelled('None', 'ConditionalCheckFailed')],
    [
      'a missing table',
      new ResourceNotFoundException({ message: 'Requested resource not found', ...meta(400) }),
    ],
    ['a missing S3 object', new NoSuchKey({ message: 'The specified key does not exist.', ...meta(404) })],
    [
      'a message SES rejects (400)',
      new MessageRejected({ message: 'Email address is not verified.', ...meta(400) }),
    ],
    ['a domain error', new ValidationError('bad')],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'x')")],
    ['a non-error value', 'boom'],
    ['nothing', undefined],
  ])('%s is not mapped', (_label, error) => {
    expect(toDomainError(error)).toBeUndefined();
  });
});
