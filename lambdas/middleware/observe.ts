/**
 * The log and metric middlewares of every function, behind the API or not (Powertools for AWS
 * Lambda, docs/decisions/0021-powertools-logger-and-metrics.md): the invocation's context in
 * every log line and the keys added during it dropped when it ends; its metrics written as one
 * embedded-metric line when it ends, answered or failed, with a ColdStart count on a container's
 * first invocation.
 *
 * The event is never logged, whatever POWERTOOLS_LOGGER_LOG_EVENT says: a request's body, query
 * string and headers carry passwords, tokens and one-time secrets as raw text, out of the
 * redaction's reach.
 */
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import type middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { logger } from './logger';
import { metrics } from './observability';

/** First in a chain, so that its onError and after run last, once the answer and its counts are set. */
export function observe<TEvent, TResult, TContext extends Context = Context>(): middy.MiddlewareObj<
  TEvent,
  TResult,
  Error,
  TContext
>[] {
  return [
    injectLambdaContext(logger, { resetKeys: true, logEvent: false }),
    logMetrics(metrics, { captureColdStartMetric: true }),
  ] as middy.MiddlewareObj<TEvent, TResult, Error, TContext>[];
}
