import { describe, expect, it } from 'vitest';
import { groupDigits, groupDigitsCents } from './number-text.ts';

describe('numbers written without Intl', () => {
  const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  const cents = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

  it('groups whole numbers as Intl does', () => {
    for (const n of [
      0,
      7,
      42,
      999,
      1000,
      1200,
      12_345,
      999_999,
      1_000_000,
      90_298,
      123_456_789,
      -4_321,
      2 ** 53,
    ]) {
      expect(groupDigits(n)).toBe(whole.format(n));
    }
    expect(groupDigits(1e22)).toBe(whole.format(1e22));
  });

  it('writes two decimals as Intl does', () => {
    for (const n of [0, 0.5, 17.5, 17.05, 1200.25, 1_234_567.5, 99.99, 0.01, 12.345]) {
      expect(groupDigitsCents(n)).toBe(cents.format(n));
    }
  });
});
