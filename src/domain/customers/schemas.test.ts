import { describe, expect, it } from 'vitest';
import {
  EMAIL_MAX,
  changePasswordSchema,
  emailSchema,
  fieldErrors,
  firstNameSchema,
  lastNameSchema,
  loginIdentifierKind,
  loginSchema,
  NAME_MAX,
  newPasswordSchema,
  otpSchema,
  PASSWORD_MAX,
  passwordSchema,
  phoneSchema,
  isGuessablePin,
  newPinSchema,
  pinSchema,
  registrationSchema,
} from './schemas';

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

describe('phoneSchema (Egyptian mobile)', () => {
  it.each([
    ['01012345678', '01012345678'],
    ['01112345678', '01112345678'],
    ['01212345678', '01212345678'],
    ['01512345678', '01512345678'],
    ['+201012345678', '01012345678'],
    ['00201512345678', '01512345678'],
    // As an Arabic keyboard types them.
    ['٠١٠١٢٣٤٥٦٧٨', '01012345678'],
    ['+۲۰۱۰۱۲۳۴۵۶۷۸', '01012345678'],
  ])('accepts %s as %s', (input, local) => {
    expect(phoneSchema.parse(input)).toBe(local);
  });
  it.each(['0101234567a', '010-1234-5678', '٠١٠-١٢٣٤٥٦٧٨', '01+012345678'])(
    'rejects %j with phone_valid',
    (input) => {
      expect(firstMessage(phoneSchema, input)).toBe('phone_valid');
    },
  );
  it.each(['', '   '])('asks for a number when given %j (phone_empty), not for digits only', (input) => {
    expect(firstMessage(phoneSchema, input)).toBe('phone_empty');
  });
  it.each(['01312345678', '0101234567', '010123456789', '02012345678', '201012345678'])(
    'rejects %s with phone_length',
    (input) => {
      expect(firstMessage(phoneSchema, input)).toBe('phone_length');
    },
  );
});

describe('first and last names', () => {
  it.each(['Mona', 'Mona Ali', 'منى', 'منى علي'])('accepts %s', (name) => {
    expect(firstNameSchema.safeParse(name).success).toBe(true);
    expect(lastNameSchema.safeParse(name).success).toBe(true);
  });
  it('keeps one space between words, as typed with two', () => {
    expect(lastNameSchema.parse(' عبد  الرحمن ')).toBe('عبد الرحمن');
  });
  it.each(['', 'Monaمنى', 'Mona1', 'Mona-Ali', 'a'.repeat(NAME_MAX + 1), 'منى!'])('rejects %j', (name) => {
    expect(firstMessage(firstNameSchema, name)).toBe('firstname_validation');
    expect(firstMessage(lastNameSchema, name)).toBe('lastname_validation');
  });
  it(`accepts exactly ${NAME_MAX} letters`, () => {
    expect(firstNameSchema.safeParse('a'.repeat(NAME_MAX)).success).toBe(true);
  });
});

describe('passwordSchema', () => {
  it.each(['Passw0rd', 'Aa1@$!%*#?&', `Aa1${'x'.repeat(PASSWORD_MAX - 3)}`])('accepts %s', (p) => {
    expect(passwordSchema.safeParse(p).success).toBe(true);
  });
  it.each([
    ['too short', 'Pass0rd'],
    ['too long', `Aa1${'x'.repeat(PASSWORD_MAX - 2)}`],
    ['no upper-case letter', 'passw0rd'],
    ['no lower-case letter', 'PASSW0RD'],
    ['no digit', 'Password'],
    ['a character outside the set', 'Passw0rd^'],
    ['a space', 'Pass w0rd'],
  ])('rejects a password with %s', (_why, p) => {
    expect(firstMessage(passwordSchema, p)).toBe('password_error');
  });
  it('wants the confirmation to match', () => {
    expect(newPasswordSchema.safeParse({ password: 'Passw0rd', confirmPassword: 'Passw0rd' }).success).toBe(
      true,
    );
    const r = newPasswordSchema.safeParse({ password: 'Passw0rd', confirmPassword: 'Passw0rD' });
    expect(r.success).toBe(false);
    expect(fieldErrors(r.error!)).toEqual({ confirmPassword: 'password_dont_match' });
  });
  it('wants a changed password to differ from the current one', () => {
    const same = { currentPassword: 'Passw0rd', password: 'Passw0rd', confirmPassword: 'Passw0rd' };
    expect(fieldErrors(changePasswordSchema.safeParse(same).error!)).toEqual({ password: 'password_same' });
    expect(changePasswordSchema.safeParse({ ...same, currentPassword: 'Old1pass' }).success).toBe(true);
  });
});

describe('codes', () => {
  it('takes a 6-digit one-time code and a 4-digit PIN', () => {
    expect(otpSchema.safeParse('123456').success).toBe(true);
    expect(firstMessage(otpSchema, '12345')).toBe('otp_error');
    expect(firstMessage(otpSchema, '12345a')).toBe('otp_error');
    expect(pinSchema.safeParse('1234').success).toBe(true);
    expect(otpSchema.parse('١٢٣٤٥٦')).toBe('123456');
    expect(pinSchema.parse('۱۲۳۴')).toBe('1234');
    expect(firstMessage(pinSchema, '12345')).toBe('pin_error');
  });

  it('refuses a new PIN of one digit four times or a run up or down, in either script', () => {
    for (const weak of ['0000', '1111', '9999', '1234', '6789', '9876', '3210', '٤٥٦٧']) {
      expect(isGuessablePin(weak)).toBe(true);
      expect(firstMessage(newPinSchema, weak)).toBe('pin_weak');
    }
    for (const fine of ['2580', '1235', '1122', '8901', '0987', '4322']) {
      expect(isGuessablePin(fine)).toBe(false);
      expect(newPinSchema.safeParse(fine).success).toBe(true);
    }
    // A PIN already set is checked as it is: only a new one must not be guessable.
    expect(pinSchema.safeParse('1234').success).toBe(true);
    expect(firstMessage(newPinSchema, '123')).toBe('pin_error');
  });
});

describe('login', () => {
  it('needs the phone or e-mail and the password', () => {
    const r = loginSchema.safeParse({ identifier: ' ', password: '' });
    expect(fieldErrors(r.error!)).toEqual({ identifier: 'phone_email', password: 'password' });
  });
  it('treats the input as an e-mail when it looks like one, else as a phone', () => {
    expect(loginIdentifierKind('mona@example.com')).toBe('email');
    expect(loginIdentifierKind('01012345678')).toBe('phone');
  });
  it('says what to fix in an identifier that is neither a mobile number nor an e-mail', () => {
    const problem = (identifier: string) =>
      fieldErrors(loginSchema.safeParse({ identifier, password: 'x' }).error!).identifier;
    expect(problem('0109')).toBe('phone_length');
    expect(problem('01312345678')).toBe('phone_length');
    expect(problem('bad@mail')).toBe('email_error');
    expect(problem('mona')).toBe('email_error');
    expect(problem('٠١٠#١٢٣٤٥٦٧٨')).toBe('phone_valid');
  });
  it('takes a number as the phone field does: spaces, dashes, +20, Arabic digits', () => {
    for (const identifier of ['0101 234 5678', '+20 101-234-5678', '٠١٠١٢٣٤٥٦٧٨', 'mona@example.com'])
      expect(loginSchema.safeParse({ identifier, password: 'x' }).success).toBe(true);
  });
});

describe('registrationSchema', () => {
  const valid = {
    firstName: 'منى',
    lastName: 'علي',
    phone: '+201012345678',
    email: '',
    password: 'Passw0rd',
    confirmPassword: 'Passw0rd',
  };
  it('accepts a valid form with or without an e-mail, normalising the phone', () => {
    expect(registrationSchema.parse(valid).phone).toBe('01012345678');
    expect(registrationSchema.safeParse({ ...valid, email: 'mona@example.com' }).success).toBe(true);
    const { email: _omit, ...withoutEmail } = valid;
    expect(registrationSchema.safeParse(withoutEmail).success).toBe(true);
  });
  it('answers every bad field with its key', () => {
    const r = registrationSchema.safeParse({
      firstName: 'M1',
      lastName: '',
      phone: '0131234567',
      email: 'nope',
      password: 'short',
      confirmPassword: 'other',
    });
    expect(fieldErrors(r.error!)).toEqual({
      firstName: 'firstname_validation',
      lastName: 'lastname_validation',
      phone: 'phone_length',
      email: 'email_error',
      password: 'password_error',
    });
  });
});

function firstMessage(
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  const r = schema.safeParse(value);
  return r.success ? null : r.error?.issues[0]?.message;
}
