import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { AppError } from '@/domain/shared/errors';
import { may, type Permission } from '@/domain/staff/roles';
import { pendingSignIn, staffOfSession, type StaffPrincipal } from '@/domain/staff/sessions';
import { STAFF_COOKIE } from '@/http/admin/staff-cookie';
import { pageCtx } from '@/lib/page-ctx';
import { getServerT } from '@/i18n/server';

async function tokenOf() {
  return (await cookies()).get(STAFF_COOKIE)?.value;
}

/** The signed-in staff member of this request, or null (no cookie, expired, half-done sign-in). */
export async function currentStaff(): Promise<StaffPrincipal | null> {
  const { locale } = await getServerT();
  try {
    return await staffOfSession(pageCtx(locale), await tokenOf());
  } catch (err) {
    if (err instanceof AppError && err.kind === 'unauthenticated') return null;
    throw err;
  }
}

/** A back-office page: its staff member (or the sign-in page), whether the role may see it, and t. */
export async function staffPage(permission: Permission) {
  const { locale, t } = await getServerT();
  const staff = await currentStaff();
  if (!staff) redirect('/admin/login');
  return { staff, locale, t, ctx: pageCtx(locale), allowed: may(staff.role, permission) };
}

/** Where a half-done sign-in stands, for the second-factor pages. */
export async function pendingStaffSignIn() {
  const { locale } = await getServerT();
  return pendingSignIn(pageCtx(locale), await tokenOf());
}
