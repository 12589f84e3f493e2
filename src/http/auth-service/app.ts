import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { identifierOf, login } from '@/domain/auth/login';
import { loginWithCode, sendLoginCode } from '@/domain/auth/login-code';
import { countLookup } from '@/domain/auth/lookups';
import { sendOtp } from '@/domain/auth/otp';
import { resetPasswordByOtp, sendForgetPasswordOtp } from '@/domain/auth/password-reset';
import { authenticate } from '@/domain/auth/tokens';
import {
  findByPhone,
  proveCurrentPassword,
  registerCustomer,
  setVerifiedPhone,
  valueExists,
} from '@/domain/customers/accounts';
import { phoneSchema } from '@/domain/customers/schemas';
import { AppError } from '@/domain/shared/errors';
import { parseInput } from '@/domain/shared/validate';
import { getT } from '@/i18n/translate';
import { publicUrlFor } from '@/lib/public-url';
import { bodyLimit, DEFAULT_BODY_MAX_BYTES } from '../body-limit';
import { bodyOf, type Body } from '../rest/body';
import { errorBody, mapError } from '../rest/errors';
import { apiHeaders } from '../api-headers';
import { bearerToken, clientIp, requestContext, requireCustomer, type AppEnv } from '../request-context';
import { localeFromHeaders } from '../request-locale';
import { toWireCustomer } from '../rest/customer-serializers';
import { withWireFields } from '../wire-fields';

const text = (c: Context<AppEnv>, key: string) => getT(c.get('ctx').locale)(key);

const phoneAnswer = (exists: boolean) => ({
  message: exists ? 'phone_exists' : 'phone_does_not_exist',
  status: exists ? 1 : 0,
});
const emailAnswer = (exists: boolean) => ({
  message: exists ? 'email_exists' : 'email_does_not_exists',
  status: exists ? 3 : 0,
});

/**
 * On routes whose answer tells whether an account exists: one look-up of the client address is
 * counted (and refused past the cap) before anything else is read.
 */
const countsLookup: MiddlewareHandler<AppEnv> = async (c, next) => {
  await countLookup(c.get('ctx'), clientIp(c));
  await next();
};

/** Codes for a number that will join an account: never to a number another account holds. */
async function sendPhoneOtp(c: Context<AppEnv>, body: Body) {
  const ctx = c.get('ctx');
  const type = body.type ?? 'register';
  if (type !== 'register' && type !== 'add_phone' && type !== 'change_phone') {
    throw new AppError('invalid', 'invalid_input', {}, { type: 'invalid_input' });
  }
  const phone = parseInput(phoneSchema, body.MobileNumber, 'MobileNumber');
  const customer = type === 'register' ? null : await authenticate(ctx, bearerToken(c));
  // A stolen session must not be enough to move the account's recovery to another number (an
  // account made through single sign-on may have no password to ask for).
  if (type === 'change_phone' && customer!.passwordHash)
    await proveCurrentPassword(customer!, body.Password, 'Password');
  const owner = await findByPhone(ctx, phone);
  if (owner && owner.id !== customer?.id) {
    throw new AppError('conflict', 'phone_exist', {}, { MobileNumber: 'phone_exist' });
  }
  const sent = await sendOtp(ctx, { phone, purpose: type, ip: clientIp(c) });
  return { status: 1, message: text(c, 'messages.otp_sent'), resend_after: sent.resendAfterSeconds };
}

/** The domain's field names of a registration, as §3's form sends them. */
const REGISTRATION_FIELDS = {
  firstName: 'First_name',
  lastName: 'Last_name',
  phone: 'MobileNumber',
  email: 'E_mail',
  password: 'Password',
  confirmPassword: 'confirm_password',
  code: 'verify_code',
};
/** ...and of a password reset by code. */
const RESET_FIELDS = {
  phone: 'MobileNumber',
  password: 'Password',
  confirmPassword: 'confirm_password',
  code: 'verify_code',
};

/**
 * The authentication service of §7 (/api/amanauth/...): registration, existence checks, one-time
 * codes, sign-in and password recovery. Field names are the spec's (MobileNumber, verify_code, ...).
 */
export function createAuthServiceApp() {
  const app = new Hono<AppEnv>().basePath('/api/amanauth');
  app.use('*', apiHeaders);
  app.use('*', requestContext());
  app.use('*', bodyLimit(DEFAULT_BODY_MAX_BYTES));

  app.post('/phone_validation', countsLookup, async (c) => {
    const body = await bodyOf(c);
    return c.json(phoneAnswer(await valueExists(c.get('ctx'), 'phone', body.phone_number)));
  });

  app.post('/wb/email_validation', countsLookup, async (c) => {
    const body = await bodyOf(c);
    return c.json(emailAnswer(await valueExists(c.get('ctx'), 'email', body.Email)));
  });

  app.post('/check_existence', countsLookup, async (c) => {
    const { value, type } = await bodyOf(c);
    if (type !== 'phone' && type !== 'email') {
      throw new AppError('invalid', 'invalid_input', {}, { type: 'invalid_input' });
    }
    const exists = await valueExists(c.get('ctx'), type, value);
    return c.json({ exists, ...(type === 'phone' ? phoneAnswer(exists) : emailAnswer(exists)) });
  });

  app.post('/send_otp', countsLookup, async (c) => c.json(await sendPhoneOtp(c, await bodyOf(c))));

  app.post('/wb/register', countsLookup, async (c) => {
    const body = await bodyOf(c);
    const { customer, token } = await withWireFields(REGISTRATION_FIELDS, () =>
      registerCustomer(
        c.get('ctx'),
        {
          firstName: body.First_name,
          lastName: body.Last_name,
          phone: body.MobileNumber,
          email: body.E_mail ?? '',
          password: body.Password,
          confirmPassword: body.confirm_password ?? body.Password,
        },
        body.verify_code,
        publicUrlFor(c.req.raw),
      ),
    );
    return c.json({
      status: 200,
      message: text(c, 'messages.create_account'),
      customer_token: token,
      customer: toWireCustomer(customer),
    });
  });

  app.post('/login', async (c) => {
    const body = await bodyOf(c);
    const { customer, token } = await login(
      c.get('ctx'),
      { identifier: identifierOf(body), password: body.password },
      clientIp(c),
    );
    return c.json({ status: 200, customer_token: token, customer: toWireCustomer(customer) });
  });

  // While sign-in by password is locked (too many wrong passwords), a code to the account's phone.
  app.post('/login_otp', async (c) => {
    const body = await bodyOf(c);
    const ctx = c.get('ctx');
    const identifier = identifierOf(body);
    if (body.operation === 'send_otp') {
      const sent = await sendLoginCode(ctx, identifier, clientIp(c));
      return c.json({
        status: 1,
        message: text(c, 'messages.otp_sent'),
        resend_after: sent.resendAfterSeconds,
      });
    }
    if (body.operation !== 'verify_otp') {
      throw new AppError('invalid', 'invalid_input', {}, { operation: 'invalid_input' });
    }
    const { customer, token } = await loginWithCode(ctx, { identifier, code: body.verify_code });
    return c.json({ status: 200, customer_token: token, customer: toWireCustomer(customer) });
  });

  app.post('/wb/forget_password', countsLookup, async (c) => {
    const body = await bodyOf(c);
    const ctx = c.get('ctx');
    if (body.operation === 'send_otp') {
      await withWireFields(RESET_FIELDS, () => sendForgetPasswordOtp(ctx, body.MobileNumber, clientIp(c)));
      return c.json({ status: 200, status_code: 200, message: text(c, 'messages.otp_sent') });
    }
    if (body.operation !== 'verify_otp') {
      throw new AppError('invalid', 'invalid_input', {}, { operation: 'invalid_input' });
    }
    await withWireFields(RESET_FIELDS, () =>
      resetPasswordByOtp(ctx, {
        phone: body.MobileNumber,
        password: body.Password,
        confirmPassword: body.confirm_password ?? body.Password,
        code: body.verify_code,
      }),
    );
    return c.json({ status: 200, status_code: 200, message: text(c, 'messages.password_changed') });
  });

  // Add a phone after single sign-on, or verify one to complete an account: the same proof.
  for (const path of ['/add_sso_phone', '/verify_phone']) {
    app.post(path, requireCustomer, async (c) => {
      const body = await bodyOf(c);
      const customer = await setVerifiedPhone(
        c.get('ctx'),
        c.get('customer'),
        { phone: body.MobileNumber, code: body.Code },
        'add_phone',
      );
      return c.json({
        status: 1,
        message: text(c, 'messages.phone_added'),
        customer: toWireCustomer(customer),
      });
    });
  }

  app.notFound((c) => c.json(errorBody(c.get('ctx').locale, 'route_not_found', { path: c.req.path }), 404));
  app.onError((err, c) => mapError(err, c, c.get('ctx')?.locale ?? localeFromHeaders(c.req.raw.headers)));
  return app;
}

export const authServiceApp = createAuthServiceApp();
