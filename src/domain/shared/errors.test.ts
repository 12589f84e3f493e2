import { describe, expect, it } from 'vitest';
import { AppError, isUniqueViolation, lostRace } from './errors';

describe('lostRace', () => {
  it('is a conflict for a unique key taken or a referenced row removed in between, a deadlock or a serialization failure', () => {
    for (const code of ['23505', '23503', '40P01', '40001']) {
      expect(lostRace({ code })).toEqual(new AppError('conflict', 'write_conflict'));
      // Drizzle wraps the driver's error as its cause.
      expect(lostRace(new Error('Failed query', { cause: { code } }))).toMatchObject({ kind: 'conflict' });
    }
  });

  it('is nothing for any other error', () => {
    for (const err of [
      new Error('x'),
      { code: '23502' },
      { code: '22001' },
      { code: 42 },
      null,
      undefined,
      'text',
    ])
      expect(lostRace(err)).toBeNull();
    expect(isUniqueViolation({ cause: { code: '23505' } })).toBe(true);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
  });
});
