import { describe, expect, it } from 'vitest';
import { SUGGESTED_LIMIT } from './settings';
import { suggestedLimit } from './suggested-limit';

const egp = (n: number) => n * 100;

describe('suggestedLimit', () => {
  it('is the salary times the sector multiplier, rounded down to a thousand pounds', () => {
    expect(suggestedLimit(egp(5_000), 'government')).toBe(egp(40_000));
    expect(suggestedLimit(egp(5_000), 'private_sector')).toBe(egp(30_000));
    expect(suggestedLimit(egp(4_250), 'retired')).toBe(egp(17_000));
    expect(suggestedLimit(egp(4_999), 'business_owner')).toBe(egp(24_000)); // 24,995 → 24,000
  });

  it('never exceeds the cap, and is nothing for no salary', () => {
    expect(suggestedLimit(egp(1_000_000), 'government')).toBe(SUGGESTED_LIMIT.cap);
    expect(suggestedLimit(0, 'professional')).toBe(0);
    expect(suggestedLimit(egp(100), 'retired')).toBe(0);
  });

  it('follows the settings it is given', () => {
    const rules = { ...SUGGESTED_LIMIT, cap: egp(10_000) };
    expect(suggestedLimit(egp(5_000), 'government', rules)).toBe(egp(10_000));
  });
});
