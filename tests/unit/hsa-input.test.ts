/** The HSA amount input's rules (spec builder section 5), as the Flexible Spending step applies them. */
import { describe, expect, it } from 'vitest';
import {
  centsToHsaText,
  hsaTextToCents,
  nextHsaText,
} from '../../frontend/src/features/builder/components/hsa-input';

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
  });
});

describe('hsaTextToCents and centsToHsaText', () => {
  it('read and write amounts in cents', () => {
    expect(hsaTextToCents('')).toBe(0);
    expect(hsaTextToCents('12.')).toBe(1_200);
    expect(hsaTextToCents('.5')).toBe(50);
    expect(hsaTextToCents('729.16')).toBe(72_916);
    expect(centsToHsaText(0)).toBe('');
    expect(centsToHsaText(10_000)).toBe('100');
    expect(centsToHsaText(1_250)).toBe('12.50');
  });
});
