import { describe, expect, it } from 'vitest';
import { EMAIL_MAX, emailSchema } from './schemas';

describe('emailSchema', () => {
  it.each(['mona@example.com', 'ahmed.ali+shop@mail.co.eg', ' sara@x.io '])('accepts %s', (email) => {
    expect(emailSchema.safeParse(email).success).toBe(true);
  });
  it.each(['', 'mona', 'mona@', '@x.com', 'mona@x', 'mo na@x.com'])(
    'rejects %j with email_error',
    (email) => {
      const result = emailSchema.safeParse(email);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('email_error');
    },
  );
  it(`rejects more than ${EMAIL_MAX} characters`, () => {
    const long = `${'a'.repeat(EMAIL_MAX - 6)}@x.com`;
    expect(emailSchema.safeParse(long).success).toBe(true);
    expect(emailSchema.safeParse(`a${long}`).success).toBe(false);
  });
});
