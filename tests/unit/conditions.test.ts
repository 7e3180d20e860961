/** The condition-failure reading every conditional writer shares (lambdas/adapters/conditions.ts). */
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  cancellationCodes,
  conditionFailedAt,
  failedGuard,
  isConditionFailure,
} from '../../lambdas/adapters/conditions';

const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

describe('conditional write failures', () => {
  it('reads a single write whose condition failed', () => {
    const error = new ConditionalCheckFailedException({ message: 'failed', $metadata: {} });
    expect(isConditionFailure(error)).toBe(true);
    expect(cancellationCodes(error)).toBeUndefined();
  });

  it('reads which item of a cancelled transaction broke its guard', () => {
    const error = cancelled('None', 'ConditionalCheckFailed', 'None');
    expect(cancellationCodes(error)).toEqual(['None', 'ConditionalCheckFailed', 'None']);
    expect(isConditionFailure(error)).toBe(true);
    expect(conditionFailedAt(error, 0)).toBe(false);
    expect(conditionFailedAt(error, 1)).toBe(true);
    expect(failedGuard(error, ['key', 'account', 'member'])).toBe('account');
  });

  it('does not take a conflict, throttling or another error for a broken condition', () => {
    for (const error of [
      cancelled('TransactionConflict', 'None'),
      cancelled('ThrottlingError'),
      Object.assign(new Error('slow down'), { name: 'ProvisionedThroughputExceededException' }),
      undefined,
    ]) {
      expect(isConditionFailure(error)).toBe(false);
      expect(failedGuard(error, ['key', 'account'])).toBeUndefined();
    }
  });
});
