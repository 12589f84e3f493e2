import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { config } from '@/config';

/**
 * The staff session travels only in this http-only, same-site-strict cookie: a page of another
 * site cannot send it, scripts cannot read it, and a customer's bearer token is never looked at.
 */
export const STAFF_COOKIE = 'aman_staff';

const secure = () => config().publicUrl?.startsWith('https://') ?? false;

export const staffToken = (c: Context) => getCookie(c, STAFF_COOKIE);

export function setStaffCookie(c: Context, token: string) {
  setCookie(c, STAFF_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'Strict', secure: secure() });
}

export function clearStaffCookie(c: Context) {
  deleteCookie(c, STAFF_COOKIE, { path: '/', secure: secure() });
}
