import { z } from 'zod';
import { emailSchema } from '../customers/schemas';
import { STAFF_ROLES } from './roles';
import { asciiDigits } from '../shared/digits';

/** Staff passwords are longer than shoppers': 12 to 128 characters, any kind. */
export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_MAX = 128;

export const staffPasswordSchema = z
  .string({ error: 'staff_password_error' })
  .min(STAFF_PASSWORD_MIN, { error: 'staff_password_error' })
  .max(STAFF_PASSWORD_MAX, { error: 'staff_password_error' });

/** An account's role, and the seller a seller's account acts for. */
const roleFields = {
  role: z.enum(STAFF_ROLES, { error: 'staff_role_error' }),
  sellerId: z
    .number({ error: 'staff_seller_required' })
    .int({ error: 'staff_seller_required' })
    .positive({ error: 'staff_seller_required' })
    .optional(),
};
// A seller's account acts for one seller: said with the other fields, in the form and on the server.
const namesItsSeller = (s: { role: string; sellerId?: number }) =>
  s.role !== 'seller' || s.sellerId !== undefined;
const sellerRequired = { error: 'staff_seller_required', path: ['sellerId'] };

export const newStaffSchema = z
  .object({
    email: emailSchema.transform((e) => e.toLowerCase()),
    name: z
      .string({ error: 'staff_name_error' })
      .trim()
      .min(2, { error: 'staff_name_error' })
      .max(80, { error: 'staff_name_error' }),
    password: staffPasswordSchema,
    ...roleFields,
  })
  .refine(namesItsSeller, sellerRequired);

/** A new role for an account (admins): a seller's account names its seller. */
export const staffRoleSchema = z.object(roleFields).refine(namesItsSeller, sellerRequired);

export const staffSignInSchema = z.object({
  email: z
    .string({ error: 'email_error' })
    .trim()
    .min(1, { error: 'email_error' })
    .max(150, { error: 'email_error' }),
  password: z
    .string({ error: 'staff_field_required' })
    .min(1, { error: 'staff_field_required' })
    .max(STAFF_PASSWORD_MAX, { error: 'staff_login_failed' }),
});

export const totpCodeSchema = z.object({
  code: z
    .string({ error: 'staff_code_error' })
    .trim()
    .transform(asciiDigits)
    .pipe(z.string().regex(/^\d{6}$/, { error: 'staff_code_error' })),
});

export const recoveryCodeSchema = z.object({
  code: z
    .string({ error: 'staff_code_error' })
    .trim()
    .transform((c) => c.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .pipe(z.string().length(10, { error: 'staff_code_error' })),
});
