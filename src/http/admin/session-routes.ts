import { Hono } from 'hono';
import QRCode from 'qrcode';
import { permissionsOf } from '@/domain/staff/roles';
import {
  confirmTotpEnrolment,
  proveRecoveryCode,
  proveTotp,
  signInWithPassword,
  signOutStaff,
  startTotpEnrolment,
  type StaffPrincipal,
} from '@/domain/staff/sessions';
import { passwordLinkOwner, setPasswordWithLink } from '@/domain/staff/password-links';
import { clientIp, type AppEnv } from '../request-context';
import { bodyOf } from '../rest/body';
import { requireStaff, type AdminEnv } from './env';
import { clearStaffCookie, setStaffCookie, staffToken } from './staff-cookie';

export const toWireStaff = (s: StaffPrincipal) => ({
  id: s.id,
  email: s.email,
  name: s.name,
  role: s.role,
  seller_id: s.sellerId,
  permissions: permissionsOf(s.role),
});

/**
 * /rest/V1/admin/session...: staff sign-in in two steps (password, then the authenticator app's
 * code or a recovery code; at the first sign-in, enrolment of the app), sign-out, and a password
 * set through a link.
 */
export const staffSessionRoutes = new Hono<AppEnv>()
  .post('/session', async (c) => {
    const { token, stage } = await signInWithPassword(c.get('ctx'), await bodyOf(c), clientIp(c));
    setStaffCookie(c, token);
    return c.json({ stage });
  })
  .post('/session/totp', async (c) => {
    const { staff, token } = await proveTotp(c.get('ctx'), staffToken(c), await bodyOf(c));
    setStaffCookie(c, token);
    return c.json(toWireStaff(staff));
  })
  .post('/session/recovery', async (c) => {
    const { staff, token } = await proveRecoveryCode(c.get('ctx'), staffToken(c), await bodyOf(c));
    setStaffCookie(c, token);
    return c.json(toWireStaff(staff));
  })
  .post('/session/enrolment', async (c) => {
    const { secret, uri } = await startTotpEnrolment(c.get('ctx'), staffToken(c));
    const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return c.json({ secret, otpauth_url: uri, qr_svg: svg });
  })
  .post('/session/enrolment/confirm', async (c) => {
    const { codes, token } = await confirmTotpEnrolment(c.get('ctx'), staffToken(c), await bodyOf(c));
    setStaffCookie(c, token);
    return c.json({ recovery_codes: codes });
  })
  // A set-password link (an approved seller's first password, or one an admin sent): whose it is, then the password.
  .get('/password-link', async (c) => c.json(await passwordLinkOwner(c.get('ctx'), c.req.query('token'))))
  .post('/password-link', async (c) => c.json(await setPasswordWithLink(c.get('ctx'), await bodyOf(c))))
  .delete('/session', async (c) => {
    await signOutStaff(c.get('ctx'), staffToken(c));
    clearStaffCookie(c);
    return c.json({ status: 1 });
  });

export const staffMeRoutes = new Hono<AdminEnv>().get('/me', requireStaff, (c) =>
  c.json(toWireStaff(c.get('staff'))),
);
