import { and, eq, isNull } from 'drizzle-orm';
import { customers } from '@/db/schema';
import type { OtpPurpose } from '@/db/schema';
import { verifyOtp } from '../auth/otp';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { endPasswordRecovery } from '../auth/recovery';
import { issueToken, revokeAllTokens, type Customer } from '../auth/tokens';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { AppError } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { noticeAccountChange } from './account-notices';
import { sendEmailConfirmation } from './email-confirmation';
import {
  changePasswordSchema,
  emailSchema,
  otpSchema,
  phoneSchema,
  phoneWithCodeSchema,
  PASSWORD_MAX,
  profileSchema,
  registrationSchema,
} from './schemas';
import { setAccountNewsletter } from './newsletter';

export type { Customer };

const phoneTaken = () => new AppError('conflict', 'phone_exist', {}, { phone: 'phone_exist' });
const emailTaken = () => new AppError('conflict', 'email_exist', {}, { email: 'email_exist' });

export async function findByPhone(ctx: Ctx, phone: string): Promise<Customer | undefined> {
  const [row] = await ctx.db.select().from(customers).where(eq(customers.phone, phone)).limit(1);
  return row;
}

export async function findByEmail(ctx: Ctx, email: string): Promise<Customer | undefined> {
  const [row] = await ctx.db
    .select()
    .from(customers)
    .where(eq(customers.email, email.trim().toLowerCase()))
    .limit(1);
  return row;
}

/**
 * Existence check of §7: a malformed value is refused with its §5 key, not answered "unused". An
 * e-mail address exists once an account's owner confirmed it: until then it can be registered.
 */
export async function valueExists(ctx: Ctx, type: 'phone' | 'email', value: unknown): Promise<boolean> {
  if (type === 'phone') return !!(await findByPhone(ctx, parseInput(phoneSchema, value)));
  return !!(await findByEmail(ctx, parseInput(emailSchema, value)))?.emailConfirmedAt;
}

/**
 * An address another account holds without its owner having confirmed it is a claim, not a fact
 * (a typo, or someone else's address typed on purpose): the account that adds it takes it, and the
 * holder is told by SMS. Answers false when the holder confirmed it meanwhile: then it is taken.
 */
export async function releaseUnconfirmedEmail(ctx: Ctx, holder: Customer): Promise<boolean> {
  if (holder.emailConfirmedAt || !holder.email) return false;
  const [released] = await ctx.db
    .update(customers)
    .set({ email: null, updatedAt: nowOf(ctx) })
    .where(
      and(eq(customers.id, holder.id), eq(customers.email, holder.email), isNull(customers.emailConfirmedAt)),
    )
    .returning({ id: customers.id });
  if (!released) return false;
  await noticeAccountChange(ctx, holder, 'email_claimed', { email: holder.email });
  return true;
}

/** Refuses an address an account's owner confirmed (checked first, before a code is spent). */
async function refuseConfirmedEmail(ctx: Ctx, email: string | null): Promise<void> {
  if (email && (await findByEmail(ctx, email))?.emailConfirmedAt) throw emailTaken();
}

/** In the write's transaction: frees the address from an account that never confirmed it, or refuses it. */
async function takeEmail(tx: Ctx, email: string | null): Promise<void> {
  const holder = email ? await findByEmail(tx, email) : undefined;
  if (holder && !(await releaseUnconfirmedEmail(tx, holder))) throw emailTaken();
}

/** Unique violations raced past the checks above still end in the same clear error. */
function rethrowUnique(err: unknown): never {
  const text = String((err as { cause?: unknown })?.cause ?? err);
  if (text.includes('customers_phone_unique')) throw phoneTaken();
  if (text.includes('customers_email_unique')) throw emailTaken();
  throw err;
}

/**
 * Registration: the form is checked and the phone and e-mail must be unused before the code is
 * spent, so a code is only consumed by a registration that can succeed.
 */
export async function registerCustomer(
  ctx: Ctx,
  input: unknown,
  code: unknown,
  /** Where the link that confirms the e-mail address leads (the store's public URL). */
  baseUrl: string,
): Promise<{ customer: Customer; token: string }> {
  const form = parseInput(registrationSchema, input);
  const verifyCode = parseInput(otpSchema, code, 'code');
  const email = form.email ? form.email.toLowerCase() : null;
  if (await findByPhone(ctx, form.phone)) throw phoneTaken();
  await refuseConfirmedEmail(ctx, email);
  const passwordHash = await hashPassword(form.password);
  await verifyOtp(ctx, { phone: form.phone, purpose: 'register', code: verifyCode });
  try {
    return await ctx.db.transaction(async (tx) => {
      await takeEmail({ ...ctx, db: tx }, email);
      const [customer] = await tx
        .insert(customers)
        .values({
          firstName: form.firstName,
          lastName: form.lastName,
          phone: form.phone,
          email,
          passwordHash,
          locale: ctx.locale,
        })
        .returning();
      if (email) await sendEmailConfirmation({ ...ctx, db: tx }, customer!, baseUrl);
      const token = await issueToken({ ...ctx, db: tx }, customer!.id);
      return { customer: customer!, token };
    });
  } catch (err) {
    rethrowUnique(err);
  }
}

/**
 * Names and e-mail. A new address is unconfirmed until its owner follows the link mailed to it;
 * when that link cannot go yet (too soon after the last), the profile offers to send it again.
 */
export async function updateProfile(
  ctx: Ctx,
  customer: Customer,
  input: unknown,
  baseUrl: string,
): Promise<Customer> {
  const form = parseInput(profileSchema, input);
  const email = form.email ? form.email.toLowerCase() : null;
  const changed = email !== customer.email;
  if (changed) await refuseConfirmedEmail(ctx, email);
  try {
    return await ctx.db.transaction(async (tx) => {
      if (changed) await takeEmail({ ...ctx, db: tx }, email);
      const [row] = await tx
        .update(customers)
        .set({
          firstName: form.firstName,
          lastName: form.lastName,
          email,
          ...(changed ? { emailConfirmedAt: null } : {}),
          updatedAt: nowOf(ctx),
        })
        .where(eq(customers.id, customer.id))
        .returning();
      if (changed && customer.newsletter) {
        // The newsletter follows the account's address: the old one leaves the list and a new one
        // joins it; an account left without one is no longer subscribed (nowhere to send it).
        await setAccountNewsletter({ ...ctx, db: tx }, customer.id, customer.email, false);
        if (email) await setAccountNewsletter({ ...ctx, db: tx }, customer.id, email, true);
      }
      if (changed) {
        // The address it can be reset from changed: the old one hears of it, greeting the name just saved.
        const told = { ...customer, firstName: row!.firstName };
        await noticeAccountChange({ ...ctx, db: tx }, told, email ? 'email' : 'email_removed', { email });
        if (email)
          await sendEmailConfirmation({ ...ctx, db: tx }, row!, baseUrl).catch((err: unknown) => {
            if (!(err instanceof AppError && err.kind === 'rate_limited')) throw err;
          });
      }
      return row!;
    });
  } catch (err) {
    rethrowUnique(err);
  }
}

/**
 * The account's password typed again before a change that hands the account to whoever makes it
 * (its password; its mobile number, which recovers it). Refused on `field` when it does not match,
 * or when the account has none.
 */
export async function proveCurrentPassword(customer: Customer, password: unknown, field = 'currentPassword') {
  const typed = typeof password === 'string' ? password : '';
  const ok =
    !!customer.passwordHash &&
    typed.length > 0 &&
    typed.length <= PASSWORD_MAX &&
    (await verifyPassword(typed, customer.passwordHash));
  if (!ok) throw new AppError('invalid', 'current_password_wrong', {}, { [field]: 'current_password_wrong' });
}

/** Changing the password ends every other session of the account and every open reset link or code. */
export async function changePassword(
  ctx: Ctx,
  customer: Customer,
  input: unknown,
  currentToken: string,
): Promise<void> {
  const form = parseInput(changePasswordSchema, input);
  await proveCurrentPassword(customer, form.currentPassword);
  const passwordHash = await hashPassword(form.password);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(customers)
      .set({ passwordHash, updatedAt: nowOf(ctx) })
      .where(eq(customers.id, customer.id));
    await revokeAllTokens({ ...ctx, db: tx }, customer.id, currentToken);
    // A reset link or code sent before the change must not set the password back.
    await endPasswordRecovery({ ...ctx, db: tx }, customer);
    await noticeAccountChange({ ...ctx, db: tx }, customer, 'password', {});
  });
}

/**
 * Sets the account's phone to a number proven by a code: a new number in the profile
 * (change_phone) or the first one of an account made through single sign-on (add_phone).
 */
export async function setVerifiedPhone(
  ctx: Ctx,
  customer: Customer,
  input: unknown,
  purpose: Extract<OtpPurpose, 'change_phone' | 'add_phone'>,
): Promise<Customer> {
  const { phone, code } = parseInput(phoneWithCodeSchema, input);
  const owner = await findByPhone(ctx, phone);
  if (owner && owner.id !== customer.id) throw phoneTaken();
  await verifyOtp(ctx, { phone, purpose, code });
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(customers)
        .set({ phone, updatedAt: nowOf(ctx) })
        .where(eq(customers.id, customer.id))
        .returning();
      // The old number (and the e-mail) hear that sign-in and codes now go to another.
      if (customer.phone && customer.phone !== phone)
        await noticeAccountChange({ ...ctx, db: tx }, customer, 'phone', { phone });
      return row!;
    });
  } catch (err) {
    rethrowUnique(err);
  }
}

export async function setNewsletter(ctx: Ctx, customer: Customer, subscribed: unknown): Promise<boolean> {
  if (typeof subscribed !== 'boolean') throw new AppError('invalid', 'invalid_input');
  // The newsletter goes out by e-mail: an account without an address has nowhere to get it.
  if (subscribed && !customer.email) throw new AppError('invalid', 'newsletter_needs_email');
  await setAccountNewsletter(ctx, customer.id, customer.email, subscribed);
  return subscribed;
}
