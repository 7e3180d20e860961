/**
 * Metrics of the one middleware chain (http.ts): every request is counted by its outcome without
 * a line of its own, and the first invocation of a container started on demand counts one
 * ColdStart. Each count is written to stdout as a CloudWatch embedded-metric (EMF) line, which
 * Lambda's log agent turns into a metric; the lines have the format Powertools for AWS Lambda
 * wrote before (docs/decisions/0017-own-log-and-metric-lines.md). Tracing is Lambda's own active
 * tracing (the function's segments, with the trace id in every log line): no X-Ray SDK in the
 * bundles (docs/decisions/0013-no-xray-sdk.md).
 *
 * Metrics go to the namespace the stack sets (POWERTOOLS_METRICS_NAMESPACE, one per stage) with
 * the family as the `service` dimension. Outside Lambda (the local stack, tests) no agent reads
 * the lines from stdout, so metrics are off there unless POWERTOOLS_METRICS_DISABLED says
 * otherwise.
 */
import { serviceName } from './logger';

export type MetricUnit = 'Count';

interface Stored {
  unit: MetricUnit;
  values: number[];
}

/** Counts kept for one invocation and written as one embedded-metric line when it ends. */
export class Metrics {
  private stored = new Map<string, Stored>();

  constructor(private readonly options: { namespace: string; service: string; disabled: boolean }) {}

  addMetric(name: string, unit: MetricUnit, value: number): void {
    const metric = this.stored.get(name) ?? { unit, values: [] };
    metric.values.push(value);
    this.stored.set(name, metric);
  }

  /** Writes the stored counts as one line (nothing when there are none) and forgets them. */
  publishStoredMetrics(): void {
    const stored = this.stored;
    this.stored = new Map();
    if (stored.size === 0 || this.options.disabled) return;
    const values = Object.fromEntries(
      [...stored].map(([name, { values }]) => [name, values.length === 1 ? values[0] : values]),
    );
    this.emit(
      [...stored].map(([name, { unit }]) => ({ Name: name, Unit: unit })),
      {},
      values,
    );
  }

  /** One ColdStart count, on a line of its own with the function's name as a second dimension. */
  captureColdStartMetric(functionName: string): void {
    this.emit([{ Name: 'ColdStart', Unit: 'Count' }], { function_name: functionName }, { ColdStart: 1 });
  }

  private emit(
    definitions: { Name: string; Unit: MetricUnit }[],
    dimensions: Record<string, string>,
    values: Record<string, unknown>,
  ): void {
    if (this.options.disabled) return;
    const allDimensions = { service: this.options.service, ...dimensions };
    const line = {
      _aws: {
        Timestamp: Date.now(),
        CloudWatchMetrics: [
          {
            Namespace: this.options.namespace,
            Dimensions: [Object.keys(allDimensions)],
            Metrics: definitions,
          },
        ],
      },
      ...allDimensions,
      ...values,
    };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  }
}

const disabledSetting = process.env.POWERTOOLS_METRICS_DISABLED?.trim().toLowerCase();

export const metrics = new Metrics({
  namespace: process.env.POWERTOOLS_METRICS_NAMESPACE ?? 'IchraPortal/local',
  service: serviceName,
  disabled: disabledSetting
    ? disabledSetting === 'true' || disabledSetting === '1'
    : !process.env.AWS_LAMBDA_FUNCTION_NAME,
});

/**
 * Whether this invocation is the container's first and Lambda started the container for it
 * (not ahead of time, as provisioned concurrency does). True once, false after.
 */
let coldStartPending = process.env.AWS_LAMBDA_INITIALIZATION_TYPE === 'on-demand';
export function takeColdStart(): boolean {
  const coldStart = coldStartPending;
  coldStartPending = false;
  return coldStart;
}

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

/** Counts one request by the status it was answered with and writes the invocation's metric line. */
export function countOutcome(status: number): void {
  metrics.addMetric(outcomeOf(status), 'Count', 1);
  metrics.publishStoredMetrics();
}
