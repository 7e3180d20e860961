/**
 * Powertools Tracer and Metrics for the one middleware chain (http.ts): every handler gets an
 * X-Ray subsegment and a request-outcome metric without a line of its own.
 *
 * Metrics go to the namespace the stack sets (POWERTOOLS_METRICS_NAMESPACE, one per stage) with
 * the family as the `service` dimension. Outside Lambda (the local stack, tests) no agent reads
 * the metric lines from stdout, so metrics are off there unless POWERTOOLS_METRICS_DISABLED says
 * otherwise; the Tracer switches itself off outside Lambda.
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { Tracer } from '@aws-lambda-powertools/tracer';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type middy from '@middy/core';
import { DomainError } from '../../shared/domain/errors';

if (!process.env.AWS_LAMBDA_FUNCTION_NAME) process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';

const serviceName = process.env.POWERTOOLS_SERVICE_NAME ?? 'ichra-portal';

export const tracer = new Tracer({ serviceName });
export const metrics = new Metrics({
  serviceName,
  namespace: process.env.POWERTOOLS_METRICS_NAMESPACE ?? 'IchraPortal/local',
});

/** The outcome metrics, one count per request (the stage dashboard graphs them by family). */
export const outcomes = {
  succeeded: 'RequestSucceeded',
  /** 401 or 403: a missing or refused token, a failed sign-in, another member's id. */
  authorizationFailed: 'AuthorizationFailed',
  /** Any other 4xx: bad input, not found, conflict, rate limit. */
  refused: 'RequestRefused',
  /** 5xx: the portal failed. */
  failed: 'RequestFailed',
} as const;

/** The outcome metric of an answer's status code. */
export function outcomeOf(status: number): (typeof outcomes)[keyof typeof outcomes] {
  if (status < 400) return outcomes.succeeded;
  if (status === 401 || status === 403) return outcomes.authorizationFailed;
  if (status < 500) return outcomes.refused;
  return outcomes.failed;
}

/** Counts one request by the status it was answered with. */
export function countOutcome(status: number): void {
  metrics.addMetric(outcomeOf(status), MetricUnit.Count, 1);
}

/**
 * Powertools' handler subsegment, without response bodies in traces (they hold personal data).
 * A refused request (a 4xx DomainError, answered by the chain) closes the subsegment as a normal
 * answer rather than recording an exception: only failures show as faults in X-Ray.
 */
export function tracing<E, R>(): middy.MiddlewareObj<E, R, Error> {
  const traced = captureLambdaHandler(tracer, { captureResponse: false });
  return {
    before: traced.before as middy.MiddlewareFn<E, R, Error>,
    after: traced.after as middy.MiddlewareFn<E, R, Error>,
    onError: async (request) => {
      const refused = request.error instanceof DomainError && request.error.status < 500;
      const close = (refused ? traced.after : traced.onError) as middy.MiddlewareFn<E, R, Error> | undefined;
      await close?.(request);
    },
  };
}
