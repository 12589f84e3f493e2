import { describe, expect, it } from 'vitest';
import { formatWait } from './wait';

describe('formatWait', () => {
  it('says a wait in the largest unit that matters, rounded up', () => {
    expect(formatWait(45, 'en')).toBe('45 seconds');
    expect(formatWait(61, 'en')).toBe('2 minutes');
    expect(formatWait(3600, 'en')).toBe('1 hour');
    expect(formatWait(3900, 'en')).toBe('1 hour and 5 minutes');
    expect(formatWait(0, 'en')).toBe('1 second');
  });

  it('uses Arabic number forms (one, two, few) rather than "3600 seconds"', () => {
    expect(formatWait(3600, 'ar')).toBe('ساعة');
    expect(formatWait(120, 'ar')).toBe('دقيقتان');
    expect(formatWait(180, 'ar')).toBe('3 دقائق');
    expect(formatWait(3900, 'ar')).toBe('ساعة و5 دقائق');
  });
});
