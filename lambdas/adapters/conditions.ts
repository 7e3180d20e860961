/**
 * How a conditional write failed, for every adapter that writes conditionally: one place that
 * reads DynamoDB's ConditionalCheckFailedException and a cancelled transaction's reasons, so that
 * adapters turn a broken guard into their own answer (false, a named outcome, a domain error) and
 * let every other failure (throttling, a conflict, an outage) go up to the chain, which answers 503.
 * Read by name, as aws-errors.ts does, so no adapter depends on the SDK's error classes.
 */

interface CancelledShape {
  name?: unknown;
  CancellationReasons?: ReadonlyArray<{ Code?: unknown }>;
}

/** The cancellation reason codes of a cancelled transaction, in the order of its items; undefined for any other error. */
export function cancellationCodes(error: unknown): Array<string | undefined> | undefined {
  const e = error as CancelledShape | undefined;
  if (e?.name !== 'TransactionCanceledException') return undefined;
  return (e.CancellationReasons ?? []).map((r) => (typeof r.Code === 'string' ? r.Code : undefined));
}

/** Whether a single conditional write, or any item of a transaction, failed its condition. */
export function isConditionFailure(error: unknown): boolean {
  if ((error as CancelledShape | undefined)?.name === 'ConditionalCheckFailedException') return true;
  return cancellationCodes(error)?.includes('ConditionalCheckFailed') ?? false;
}

/** Whether the transaction item at `index` failed its condition. */
export function conditionFailedAt(error: unknown, index: number): boolean {
  return cancellationCodes(error)?.[index] === 'ConditionalCheckFailed';
}

/**
 * The first guard of a transaction whose condition failed, by the items' names in order; undefined
 * when the failure is not a broken condition.
 *
 * @example
 * const guard = failedGuard(error, ['idempotency', 'account', 'member']);
 * if (guard === 'account') return 'already-authorized';
 */
export function failedGuard<G extends string>(error: unknown, guards: readonly G[]): G | undefined {
  const codes = cancellationCodes(error);
  if (!codes) return undefined;
  return guards.find((_, i) => codes[i] === 'ConditionalCheckFailed');
}
