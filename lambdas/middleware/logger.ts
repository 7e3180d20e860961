/**
 * The one structured logger. Each line is one JSON object in the format of Powertools for AWS
 * Lambda's logger, which the portal used before (docs/decisions/0017-own-log-and-metric-lines.md):
 * level, message, timestamp, service, the invocation's context, then the keys the chain appends
 * (request id, route) and the line's own fields. SSNs, passwords and tokens are redacted from
 * every value, the message and error stacks included.
 *
 * The level comes from POWERTOOLS_LOG_LEVEL (or LOG_LEVEL), INFO when neither names one.
 * ERROR and WARN lines go to stderr, the others to stdout; in Lambda both reach CloudWatch Logs.
 */
import type { Context } from 'aws-lambda';
import { redactValue } from '../../shared/domain/redact';

const thresholds = { TRACE: 6, DEBUG: 8, INFO: 12, WARN: 16, ERROR: 20, CRITICAL: 24, SILENT: 28 } as const;
export type LogLevel = keyof typeof thresholds;

const isLevel = (name: string | undefined): name is LogLevel =>
  name !== undefined && Object.hasOwn(thresholds, name);

/** An error as the log shows it: what it is, where it was thrown, and its own fields. */
function errorFields(error: Error): Record<string, unknown> {
  const { name, message, stack, cause, ...own } = error;
  return {
    name,
    location: locationOf(stack),
    message,
    stack,
    cause: cause instanceof Error ? errorFields(cause) : cause,
    ...own,
  };
}

/** `file:line` of the first stack frame that names one. */
function locationOf(stack: string | undefined): string {
  for (const frame of stack?.split('\n') ?? []) {
    const match = /\(([^()]*?):(\d+?):(\d+?)\)\\?$/.exec(frame);
    if (match) return `${match[1]}:${Number(match[2])}`;
  }
  return '';
}

/** JSON.stringify with redaction, errors as their fields, bigints as text and cycles cut. */
function serialize(line: Record<string, unknown>): string {
  const ancestors: unknown[] = [];
  return JSON.stringify(line, function (this: unknown, key: string, raw: unknown) {
    let value = redactValue(key, raw);
    if (value instanceof Error) value = errorFields(value);
    if (typeof value === 'bigint') return value.toString();
    if (typeof value !== 'object' || value === null) return value;
    while (ancestors.length > 0 && ancestors.at(-1) !== this) ancestors.pop();
    if (ancestors.includes(value)) return '[Circular]';
    ancestors.push(value);
    return value;
  });
}

/** The X-Ray trace id of the current invocation, which Lambda's active tracing puts in the environment. */
function traceId(): string | undefined {
  return /Root=([^;]+)/.exec(process.env._X_AMZN_TRACE_ID ?? '')?.[1];
}

export class Logger {
  private threshold: number;
  private invocation: Record<string, unknown> = {};
  private keys: Record<string, unknown> = {};

  constructor(private readonly service: string) {
    const configured = (process.env.POWERTOOLS_LOG_LEVEL || process.env.LOG_LEVEL || '').toUpperCase();
    this.threshold = thresholds[isLevel(configured) ? configured : 'INFO'];
  }

  getLevelName(): LogLevel {
    return (
      (Object.keys(thresholds) as LogLevel[]).find((name) => thresholds[name] === this.threshold) ?? 'INFO'
    );
  }

  setLogLevel(level: LogLevel): void {
    this.threshold = thresholds[level];
  }

  /** The invocation's context for every line until the next invocation. */
  addContext(context: Context, coldStart = false): void {
    this.invocation = {
      cold_start: coldStart,
      function_arn: context.invokedFunctionArn,
      function_memory_size: context.memoryLimitInMB,
      function_name: context.functionName,
      function_request_id: context.awsRequestId,
    };
  }

  /** Keys for every line until {@link resetKeys}. */
  appendKeys(keys: Record<string, unknown>): void {
    Object.assign(this.keys, keys);
  }

  resetKeys(): void {
    this.keys = {};
  }

  debug(message: string, fields?: Record<string, unknown>): void {
    this.write('DEBUG', message, fields);
  }

  info(message: string, fields?: Record<string, unknown>): void {
    this.write('INFO', message, fields);
  }

  warn(message: string, fields?: Record<string, unknown>): void {
    this.write('WARN', message, fields);
  }

  error(message: string, fields?: Record<string, unknown>): void {
    this.write('ERROR', message, fields);
  }

  private write(level: LogLevel, message: string, fields: Record<string, unknown> = {}): void {
    if (thresholds[level] < this.threshold) return;
    const line = serialize({
      level,
      message,
      timestamp: new Date().toISOString(),
      service: this.service,
      ...this.invocation,
      sampling_rate: 0,
      xray_trace_id: traceId(),
      ...this.keys,
      ...fields,
    });
    (thresholds[level] >= thresholds.WARN ? process.stderr : process.stdout).write(`${line}\n`);
  }
}

/** The function's family as the stack names it (`ichra-<family>`), in every log and metric line. */
export const serviceName = process.env.POWERTOOLS_SERVICE_NAME ?? 'ichra-portal';

export const logger = new Logger(serviceName);
