import { describe, expect, it } from 'vitest';
import { RELAY_MAX_ATTEMPTS, retryDelayMs } from './relay';

describe('retryDelayMs', () => {
  it('waits a minute after the first refusal, doubling up to an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual(
      [1, 2, 4, 8, 16, 32, 60].map((minutes) => minutes * 60_000),
    );
  });

  it('gives up about two hours after the first try', () => {
    const waited = Array.from({ length: RELAY_MAX_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1));
    expect(waited.reduce((a, b) => a + b, 0) / 3_600_000).toBeCloseTo(2.05, 2);
  });
});
