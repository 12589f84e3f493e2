import { describe, expect, it } from 'vitest';
import { cairoDayFrom, cairoEnd, cairoStart, daysInOrder, isCalendarDay, nextDay } from './cairo-day';

describe('calendar days', () => {
  it('knows the next day, across months, years and leap days', () => {
    expect(nextDay('2026-11-30')).toBe('2026-12-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });
  it('takes a date range that runs forwards, one day, or one end only', () => {
    expect(daysInOrder({ from: '2026-11-01', to: '2026-11-30' })).toBe(true);
    expect(daysInOrder({ from: '2026-11-30', to: '2026-11-30' })).toBe(true);
    expect(daysInOrder({ from: '2026-11-30' })).toBe(true);
    expect(daysInOrder({ to: '2026-11-01' })).toBe(true);
    expect(daysInOrder({ from: '2026-12-01', to: '2026-11-30' })).toBe(false);
    expect(daysInOrder({ from: '2027-01-01', to: '2026-12-31' })).toBe(false);
  });
  it('takes only real days written YYYY-MM-DD', () => {
    expect(isCalendarDay('2026-11-29')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    for (const bad of ['2026-13-45', '2026-02-30', '2027-02-29', '2026-11-31', '2026-1-5', 'yesterday', '']) {
      expect(isCalendarDay(bad), bad).toBe(false);
    }
  });
  it("begins and ends a day at Cairo's midnight, summer time included", () => {
    expect(cairoStart('2026-01-15').toISOString()).toBe('2026-01-14T22:00:00.000Z');
    expect(cairoEnd('2026-01-15').toISOString()).toBe('2026-01-15T21:59:59.999Z');
    expect(cairoStart('2026-07-15').toISOString()).toBe('2026-07-14T21:00:00.000Z');
    // Summer time begins on Friday 30 April 2027: 00:00 is skipped, the day begins at 01:00 (+3).
    expect(cairoStart('2027-04-30').toISOString()).toBe('2027-04-29T22:00:00.000Z');
    expect(cairoEnd('2027-04-29').toISOString()).toBe('2027-04-29T21:59:59.999Z');
    // It ends on Thursday 28 October 2027: 23:00 comes twice, and Friday begins at 00:00 (+2).
    expect(cairoEnd('2027-10-28').toISOString()).toBe('2027-10-28T21:59:59.999Z');
    expect(cairoStart('2027-10-29').toISOString()).toBe('2027-10-28T22:00:00.000Z');
  });
  it('counts days from now in calendar days, not in 24 hours, across a change of the clock', () => {
    // 23:30 in Cairo on Thursday 28 October 2027, the second time that hour comes (+2): 24 hours
    // earlier it was 00:30 on the 28th (+3), the same day.
    const repeated = new Date('2027-10-28T21:30:00Z');
    expect(cairoDayFrom(repeated, -1)).toBe('2027-10-27');
    expect(cairoDayFrom(repeated, 0)).toBe('2027-10-28');
    expect(cairoDayFrom(repeated, 1)).toBe('2027-10-29');
    // Across months and years, from Cairo's date rather than the UTC one.
    expect(cairoDayFrom(new Date('2026-12-31T22:30:00Z'), 0)).toBe('2027-01-01');
    expect(cairoDayFrom(new Date('2027-02-27T12:00:00Z'), 2)).toBe('2027-03-01');
    expect(cairoDayFrom(new Date('2027-03-01T12:00:00Z'), -366)).toBe('2026-02-28');
  });
});
