/**
 * Metrics of the HTTP chain (http.ts) and the event functions, with Powertools for AWS Lambda's
 * Metrics (docs/decisions/0021-powertools-logger-and-metrics.md): every request is counted by its outcome
 * without a line of its own, and Powertools' middy middleware writes the invocation's counts as
 * one CloudWatch embedded-metric (EMF) line when it ends, and a ColdStart count on the first
 * invocation of a container started on demand. Tracing is Lambda's own active tracing (the
 * function's segments, with the trace id in every log line): no X-Ray SDK in the bundles
 * (docs/decisions/0013-no-xray-sdk.md).
 *
 * Metrics go to the namespace the stack sets (POWERTOOLS_METRICS_NAMESPACE, one per stage) with
 * the family as the `service` dimension. Outside Lambda (the local stack, tests) no agent reads
 * the lines from stdout, so metrics are off there unless POWERTOOLS_METRICS_DISABLED says
 * otherwise.
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { observabilityEnv } from '../env';
import { serviceName } from './logger';

// Read before the instance is built: Powertools reads POWERTOOLS_METRICS_DISABLED itself, in this
// instance and in the one it builds for ColdStart.
export const metrics = new Metrics({ namespace: observabilityEnv().metricsNamespace, serviceName });

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

/** Counts one request by the status it was answered with; the chain's logMetrics writes the line. */
export function countOutcome(status: number): void {
  metrics.addMetric(outcomeOf(status), MetricUnit.Count, 1);
}

/**
 * The counts of the functions behind no API, so that each invocation writes its line: stream
 * records a consumer handled or failed (the confirmation sender), runs of a scheduled job that
 * succeeded or failed (the exports).
 */
export const eventOutcomes = {
  recordHandled: 'RecordHandled',
  recordFailed: 'RecordFailed',
  runSucceeded: 'RunSucceeded',
  runFailed: 'RunFailed',
} as const;

/** Counts one event outcome; the function's logMetrics writes the line. */
export function countEvent(outcome: (typeof eventOutcomes)[keyof typeof eventOutcomes]): void {
  metrics.addMetric(outcome, MetricUnit.Count, 1);
}
