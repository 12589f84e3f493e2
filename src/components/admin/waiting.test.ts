import { describe, expect, it } from 'vitest';
import { getT } from '@/i18n/translate';
import { waitingDays } from './waiting';

const now = new Date('2026-11-29T12:00:00Z');
const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('how long something has waited, in words', () => {
  it('counts days with each language’s plural forms', () => {
    const en = (d: number) => waitingDays(getT('en'), 'en', ago(d), now);
    const ar = (d: number) => waitingDays(getT('ar'), 'ar', ago(d), now);
    expect([0, 1, 2, 40].map(en)).toEqual(['Today', '1 day', '2 days', '40 days']);
    expect([0, 1, 2, 5, 40].map(ar)).toEqual(['اليوم', 'يوم واحد', 'يومان', '5 أيام', '40 يومًا']);
  });
});
