import { z } from 'zod';

/** Field limits of the spec (§5, §9). */
export const EMAIL_MAX = 150;
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/** Shared by the form and the server; the message is the spec's key, translated where shown. */
export const emailSchema = z
  .string({ error: 'email_error' })
  .trim()
  .max(EMAIL_MAX, { error: 'email_error' })
  .regex(EMAIL_PATTERN, { error: 'email_error' });

export const newsletterSchema = z.object({ email: emailSchema });
