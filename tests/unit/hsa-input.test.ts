/**
 * The HSA amount input's rules (spec builder section 5), as the Flexible Spending step applies them:
 * what may be typed is what Authorize Elections takes (whole cents, up to its maximum).
 */
import { describe, expect, it } from 'vitest';
import {
  centsToHsaText,
  hsaAmountForm,
  hsaTextToCents,
  nextHsaText,
} from '../../frontend/src/features/builder/components/hsa-input';
import { authorizeBody } from '../../shared/schemas/order';

/** A shop election with this HSA amount, as the server parses it. */
const serverTakes = (hsaMonthlyCents: number): boolean =>
  authorizeBody.safeParse({
    idempotencyKey: '7c1f7c1e-1d5e-4b53-8e55-8a5d0f0d1a01',
    effectiveDate: '2026-07-01',
    election: { kind: 'shop', planid: 'p1', ichraAcknowledged: true, hsaMonthlyCents },
    additionalServiceOption: null,
    payrollDeductionAcknowledged: true,
  }).success;

describe('nextHsaText', () => {
  it('removes leading zeros', () => {
    expect(nextHsaText('', '0050')).toBe('50');
    expect(nextHsaText('', '0')).toBe('0');
    expect(nextHsaText('', '00.5')).toBe('0.5');
  });

  it('clears on empty input', () => {
    expect(nextHsaText('125', '')).toBe('');
  });

  it('ignores non-numeric input, keeping the previous text', () => {
    expect(nextHsaText('50', '50x')).toBe('50');
    expect(nextHsaText('50', '-50')).toBe('50');
    expect(nextHsaText('50', '5e3')).toBe('50');
    expect(nextHsaText('12.5', '12.555')).toBe('12.5');
    expect(nextHsaText('12', '12.')).toBe('12.');
    expect(nextHsaText('1', '1.2.3')).toBe('1');
    expect(nextHsaText('1', ' 1')).toBe('1');
  });

  it('takes what the server takes: whole cents up to the request’s maximum, no more', () => {
    expect(serverTakes(1_000_000)).toBe(true);
    expect(serverTakes(1_000_001)).toBe(false);
    expect(nextHsaText('', '10000.00')).toBe('10000.00');
    expect(nextHsaText('10000.0', '10000.01')).toBe('10000.0');
    expect(nextHsaText('10000', '100001')).toBe('10000');
    // A third decimal that leaves whole cents is still an amount of cents.
    expect(serverTakes(1_255)).toBe(true);
    expect(nextHsaText('12.55', '12.550')).toBe('12.550');
  });
});

describe('hsaAmountForm', () => {
  const amount = (limit: number | null | undefined, text: string) =>
    hsaAmountForm(limit).safeParse({ amount: text });

  it('gives the amount in cents when within the household’s limit', () => {
    expect(amount(36_666, '366.66')).toMatchObject({ success: true, data: { amount: 36_666 } });
    expect(amount(36_666, '366.67').success).toBe(false);
    expect(amount(36_666, '').success).toBe(true);
  });

  it('takes only no amount when the year’s limits are unknown, and any request amount while the household is', () => {
    expect(amount(null, '').success).toBe(true);
    expect(amount(null, '0.01').success).toBe(false);
    expect(amount(undefined, '9999').success).toBe(true);
    expect(amount(undefined, '12.345').success).toBe(false);
  });
});

describe('hsaTextToCents and centsToHsaText', () => {
  it('read and write amounts in cents', () => {
    expect(hsaTextToCents('')).toBe(0);
    expect(hsaTextToCents('12.')).toBe(1_200);
    expect(hsaTextToCents('.5')).toBe(50);
    expect(hsaTextToCents('729.16')).toBe(72_916);
    expect(hsaTextToCents('0.29')).toBe(29);
    expect(hsaTextToCents('.555')).toBe(55.5);
    expect(hsaTextToCents('5e3')).toBeNaN();
    expect(centsToHsaText(0)).toBe('');
    expect(centsToHsaText(10_000)).toBe('100');
    expect(centsToHsaText(1_250)).toBe('12.50');
  });
});
