import type { Page } from 'playwright-core';
import { createStaff } from '@/domain/staff/accounts';
import type { StaffRole } from '@/domain/staff/roles';
import { currentTotp } from '@/domain/staff/totp';
import { uniqueWord } from '../fixtures/seller-product';
import { testDb } from './test-db';

/**
 * Back-office browser tests: staff are made straight in the server's database (so these tests
 * need TEST_DATABASE_URL, as in CI), then sign in with a password and enrol the app.
 */
export const serverDb = !!process.env.DATABASE_URL;
const database = testDb();
export const staffDb = database.db;
export const closeStaffDb = database.close;

export const STAFF_PASSWORD = 'staff-password-for-e2e';
const PASSWORD = STAFF_PASSWORD;
let serial = 0;

/** A new staff member of that role (a seller's account acts for `sellerId`); answers the e-mail. */
export async function staffMember(role: StaffRole, sellerId?: number): Promise<string> {
  const email = `${role}.${uniqueWord('e')}${++serial}@e2e.test`;
  await createStaff(
    { db: staffDb(), locale: 'en' },
    { email, name: `E2E ${role}`, role, password: PASSWORD, sellerId },
  );
  return email;
}

/** Password, then the app set up from the key shown beside the QR code; ends in the console. */
export async function signInAndEnrol(page: Page, email: string) {
  await page.getByTestId('admin-email').fill(email);
  await page.getByTestId('admin-password').fill(PASSWORD);
  await page.getByTestId('admin-sign-in').click();
  await page.waitForURL(/\/admin\/login\/enrol/);
  const secret = await page.getByTestId('admin-totp-secret').innerText();
  await page.getByTestId('admin-code').fill(currentTotp(secret));
  await page.getByTestId('admin-enrol-confirm').click();
  await page.getByTestId('admin-recovery-codes').waitFor();
  await page.getByTestId('admin-enrol-continue').click();
  await page.getByTestId('admin-shell').waitFor();
}

/** A new staff member of that role, signed in on the page (which shows the sign-in form). */
export async function signInAs(page: Page, role: StaffRole): Promise<string> {
  const email = await staffMember(role);
  await signInAndEnrol(page, email);
  return email;
}
