/**
 * The one structured logger: Powertools for AWS Lambda's Logger
 * (docs/decisions/0021-powertools-logger-and-metrics.md). Its middy middleware (observe.ts) adds
 * the invocation's context; request-id.ts adds the request's keys. Every value
 * of every line, the message and error stacks included, passes through `redactValue`
 * (lambdas/middleware/redact.ts): SSNs, passwords, tokens and one-time secrets never reach a log.
 *
 * The level comes from POWERTOOLS_LOG_LEVEL (INFO when unset), the service from
 * POWERTOOLS_SERVICE_NAME, as the stack sets them.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import { observabilityEnv } from '../env';
import { redactValue } from './redact';

/** The function's family as the stack names it (`ichra-<family>`), in every log and metric line. */
export const serviceName = observabilityEnv().serviceName;

export const logger = new Logger({ serviceName, jsonReplacerFn: redactValue });
