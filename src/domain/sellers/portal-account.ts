import { createStaff, findStaffByEmail } from '../staff/accounts';
import { issuePasswordLink } from '../staff/password-links';
import { generateToken } from '../auth/secrets';
import type { Ctx } from '../shared/ctx';
import type { SellerApplicationRow } from './applications';

/**
 * An approved merchant's way into the seller portal, written with the approval: an account of role
 * `seller` for the new seller at the application's contact e-mail, with a password nobody knows, and
 * a set-password link for the approval's message. None when that address already has an account
 * (staff, or another store's): an admin then opens one from the staff accounts page.
 */
export async function openPortalAccount(
  ctx: Ctx,
  application: SellerApplicationRow,
  sellerId: number,
): Promise<string | null> {
  const email = application.answers.contact_email;
  if (!email || (await findStaffByEmail(ctx, email))) return null;
  const account = await createStaff(ctx, {
    email,
    name: application.answers.merchant_name || application.answers.store_name,
    role: 'seller',
    sellerId,
    password: generateToken(),
  });
  return (await issuePasswordLink(ctx, account.id)).link;
}
