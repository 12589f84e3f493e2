import { z } from 'zod';
import { asciiDigits } from '../shared/digits';
import { PHONE_SEPARATORS } from './typed-phone';

/**
 * The validation rules of §5, shared by the forms and the server. Each message is the spec's key
 * (phone_valid, password_error, ...), translated under `errors.` where it is shown.
 */
export const EMAIL_MAX = 150;
export const NAME_MAX = 20;
export { PHONE_FIELD_MAX } from './typed-phone';
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 40;
export const OTP_LENGTH = 6;
export const PIN_LENGTH = 4;

export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
/** +201, 01 or 00201, then 0, 1, 2 or 5, then 8 digits. */
const EGYPTIAN_MOBILE = /^(?:\+201|01|00201)([0125]\d{8})$/;
/** All Arabic letters or all English letters, with spaces. */
export const ARABIC_NAME = /^[\u0621-\u063A\u0641-\u064A ]+$/;
export const ENGLISH_NAME = /^[A-Za-z ]+$/;
const PASSWORD_CHARS = /^[A-Za-z\d@$!%*#?&]+$/;

export const emailSchema = z
  .string({ error: 'email_error' })
  .trim()
  .max(EMAIL_MAX, { error: 'email_error' })
  .regex(EMAIL_PATTERN, { error: 'email_error' });

/** Optional e-mail: empty means none; anything else must be a valid address (email_error). */
const optionalEmailSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  emailSchema.optional(),
);

export const newsletterSchema = z.object({ email: emailSchema });

/** An Egyptian mobile number (Arabic-Indic digits read as 0–9), answered in its local 11-digit form (01xxxxxxxxx). */
export const phoneSchema = z
  .string({ error: 'phone_valid' })
  .trim()
  .overwrite(asciiDigits)
  .min(1, { error: 'phone_empty' })
  .regex(/^\+?\d+$/, { error: 'phone_valid' })
  .transform((value, ctx) => {
    const match = EGYPTIAN_MOBILE.exec(value);
    if (!match) {
      ctx.addIssue({ code: 'custom', message: 'phone_length' });
      return z.NEVER;
    }
    return `01${match[1]}`;
  });

/** A phone number as typed or pasted (spaces, dashes, brackets, +20, Arabic digits), checked. */
export const typedPhone = (value: string) => phoneSchema.safeParse(value.replace(PHONE_SEPARATORS, ''));

const nameSchema = (key: 'firstname_validation' | 'lastname_validation') =>
  z
    .string({ error: key })
    .trim()
    .min(1, { error: key })
    .max(NAME_MAX, { error: key })
    .refine((v) => ARABIC_NAME.test(v) || ENGLISH_NAME.test(v), { error: key })
    // "عبد  الرحمن" typed with two spaces is kept, and greets the shopper, with one.
    .transform((v) => v.replace(/\s+/g, ' '));

export const firstNameSchema = nameSchema('firstname_validation');
export const lastNameSchema = nameSchema('lastname_validation');

export const passwordSchema = z
  .string({ error: 'password_error' })
  .min(PASSWORD_MIN, { error: 'password_error' })
  .max(PASSWORD_MAX, { error: 'password_error' })
  .regex(PASSWORD_CHARS, { error: 'password_error' })
  .regex(/[A-Z]/, { error: 'password_error' })
  .regex(/[a-z]/, { error: 'password_error' })
  .regex(/\d/, { error: 'password_error' });

/** A new password and its confirmation, which must match. */
export const newPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string({ error: 'password_dont_match' }) })
  .refine((v) => v.password === v.confirmPassword, {
    error: 'password_dont_match',
    path: ['confirmPassword'],
  });

export const otpSchema = z
  .string({ error: 'otp_error' })
  .overwrite(asciiDigits)
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: 'otp_error' });
export const pinSchema = z
  .string({ error: 'pin_error' })
  .overwrite(asciiDigits)
  .regex(new RegExp(`^\\d{${PIN_LENGTH}}$`), { error: 'pin_error' });

/**
 * A PIN anyone would try first: one digit four times (1111) or a run up or down (1234, 9876).
 * Five wrong tries lock the card's PIN, so these are the ones a thief would spend them on.
 */
export function isGuessablePin(pin: string): boolean {
  const digits = [...asciiDigits(pin)].map(Number);
  const steps = new Set(digits.slice(1).map((d, i) => d - digits[i]!));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0]!);
}

/** A PIN being chosen (set or changed): four digits, not one of the guessable ones. */
export const newPinSchema = pinSchema.refine((pin) => !isGuessablePin(pin), { error: 'pin_weak' });

/**
 * Login: phone or e-mail (an e-mail when it looks like one) and a password. An identifier that is
 * neither is refused on its field with what to fix, not sent to be answered "not correct" (which
 * would let a shopper who mistyped the number think the password wrong): with letters or an @, it
 * was meant as an e-mail; else it is a number, written as the phone field takes it.
 */
export const loginSchema = z.object({
  identifier: z
    .string({ error: 'phone_email' })
    .trim()
    .min(1, { error: 'phone_email' })
    .superRefine((value, ctx) => {
      if (loginIdentifierKind(value) === 'email') return;
      if (/[@\p{L}]/u.test(value)) {
        ctx.addIssue({ code: 'custom', message: 'email_error' });
        return;
      }
      const phone = typedPhone(value);
      if (!phone.success) ctx.addIssue({ code: 'custom', message: phone.error.issues[0]!.message });
    }),
  password: z.string({ error: 'password' }).min(1, { error: 'password' }),
});

export function loginIdentifierKind(identifier: string): 'email' | 'phone' {
  return EMAIL_PATTERN.test(identifier.trim()) ? 'email' : 'phone';
}

/** The registration form (§3 payload names are mapped at the HTTP edge). */
export const registrationSchema = z
  .object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    phone: phoneSchema,
    email: optionalEmailSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: 'password_dont_match' }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: 'password_dont_match',
    path: ['confirmPassword'],
  });

/** Account details: e-mail stays optional; an empty one removes it. */
export const profileSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: optionalEmailSchema,
});

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: 'password' }).min(1, { error: 'password' }),
    password: passwordSchema,
    confirmPassword: z.string({ error: 'password_dont_match' }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: 'password_dont_match',
    path: ['confirmPassword'],
  })
  // Changing to the same password changes nothing, yet would end every other session.
  .refine((v) => v.password !== v.currentPassword, { error: 'password_same', path: ['password'] });

/** A phone number proven with the code sent to it (change number, add a number after SSO). */
export const phoneWithCodeSchema = z.object({ phone: phoneSchema, code: otpSchema });

export { fieldErrors } from '../shared/validate';
