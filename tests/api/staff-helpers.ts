import type { Db } from '@/db/client';
import { createStaff } from '@/domain/staff/accounts';
import type { StaffRole } from '@/domain/staff/roles';
import { currentTotp } from '@/domain/staff/totp';
import { restApp } from '@/http/rest/app';

export const STAFF_PASSWORD = 'correct-horse-battery';
let serial = 0;

export interface Answer {
  status: number;
  body: Record<string, unknown> & { message?: string; field_errors?: Record<string, string> };
  cookie: string | undefined;
}

/** A back-office call with an optional staff cookie; answers the session cookie it sets, if any. */
export async function adminCall(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await restApp.request(`/rest/V1/admin${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const set = res.headers.get('set-cookie');
  const cookie = set?.match(/aman_staff=([^;]*)/)?.[1];
  const text = await res.text();
  let parsed: Answer['body'] = {};
  try {
    parsed = JSON.parse(text) as Answer['body'];
  } catch {
    parsed = { raw: text };
  }
  return { status: res.status, body: parsed, cookie };
}

/** A multipart back-office call (the form's fields and a JPEG `image`), as a page's form sends it. */
export async function adminUpload<T>(
  method: 'POST' | 'PUT',
  path: string,
  values: Record<string, string>,
  image: Buffer | null,
  headers: Record<string, string>,
  locale = 'en',
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.append(k, v);
  if (image) form.append('image', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'picture.jpg');
  const res = await restApp.request(`/rest/V1/admin${path}`, {
    method,
    body: form,
    headers: { ...headers, 'accept-language': locale },
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] & T };
}

export const staffCookie = (token: string) => ({ cookie: `aman_staff=${token}` });

export async function newStaff(db: Db, role: StaffRole, sellerId?: number) {
  const email = `${role}.${Date.now() % 1e7}.${++serial}@staff.test`;
  await createStaff(
    { db, locale: 'en' },
    { email, name: `Test ${role}`, role, password: STAFF_PASSWORD, sellerId },
  );
  return email;
}

/** Password, then enrolment of the app: a full session; answers its cookie and the app's secret. */
export async function signedInStaff(db: Db, role: StaffRole, sellerId?: number) {
  const email = await newStaff(db, role, sellerId);
  const first = await adminCall('POST', '/session', { email, password: STAFF_PASSWORD });
  const token = first.cookie!;
  const enrolment = await adminCall('POST', '/session/enrolment', undefined, staffCookie(token));
  const secret = enrolment.body.secret as string;
  const enrolCode = currentTotp(secret);
  const confirmed = await adminCall(
    'POST',
    '/session/enrolment/confirm',
    { code: enrolCode },
    staffCookie(token),
  );
  if (confirmed.status !== 200) throw new Error(`enrolment failed: ${JSON.stringify(confirmed.body)}`);
  // The full session has its own token: the half-done sign-in's ends with the second factor.
  const full = confirmed.cookie!;
  return {
    email,
    token: full,
    secret,
    headers: staffCookie(full),
    enrolCode,
    recoveryCodes: confirmed.body.recovery_codes as string[],
  };
}
