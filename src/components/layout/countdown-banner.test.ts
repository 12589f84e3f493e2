import { describe, expect, it } from 'vitest';
import { splitRemaining } from './countdown-banner.client';

describe('splitRemaining', () => {
  it('splits milliseconds into days, hours, minutes and seconds', () => {
    const ms = ((2 * 24 + 3) * 60 * 60 + 4 * 60 + 5) * 1000 + 999;
    expect(splitRemaining(ms)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });
  it('never goes below zero', () => {
    expect(splitRemaining(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
