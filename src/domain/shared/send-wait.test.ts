import { describe, expect, it } from 'vitest';
import { sendWait } from './send-wait';

const now = new Date('2026-11-30T12:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('sendWait', () => {
  it('waits out the resend time after the last one sent', () => {
    expect(sendWait(now, new Date(now.getTime() - 20_000), 60_000, [])).toBe(40_000);
    expect(sendWait(now, ago(2), 60_000, [])).toBe(0);
    expect(sendWait(now, undefined, 60_000, [])).toBe(0);
  });

  it('opens a full hourly list again when its cap-th newest is an hour old', () => {
    const sent = [ago(50), ago(30), ago(10)];
    expect(sendWait(now, ago(10), 60_000, [[sent, 3]])).toBe(10 * 60_000);
    expect(sendWait(now, ago(10), 60_000, [[sent, 2]])).toBe(30 * 60_000);
    expect(sendWait(now, ago(10), 60_000, [[sent, 4]])).toBe(0);
    // The first list that is full answers.
    expect(
      sendWait(now, ago(10), 60_000, [
        [sent.slice(1), 3],
        [sent, 3],
      ]),
    ).toBe(10 * 60_000);
  });
});
