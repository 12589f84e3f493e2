import { Hono } from 'hono';
import { countLookup } from '@/domain/auth/lookups';
import { sendResetEmail, resetPasswordByToken } from '@/domain/auth/password-reset';
import { revokeToken } from '@/domain/auth/tokens';
import { changePassword, setNewsletter, setVerifiedPhone, updateProfile } from '@/domain/customers/accounts';
import { addAddress, deleteAddress, listAddresses, updateAddress } from '@/domain/customers/addresses';
import { confirmEmail, sendEmailConfirmation } from '@/domain/customers/email-confirmation';
import { locationDirectory } from '@/domain/customers/locations';
import { notFound } from '@/domain/shared/errors';
import { getT } from '@/i18n/translate';
import { publicUrlFor } from '@/lib/public-url';
import { clientIp, requireCustomer, type AppEnv } from '../request-context';
import { bodyOf, readJson } from './body';
import { toWireAddress, toWireCustomer } from './customer-serializers';

function addressId(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1) throw notFound('address_not_found');
  return id;
}

/** /rest/{locale}/V1/...: the signed-in customer's account, and the two password-reset calls. */
export const customerRoutes = new Hono<AppEnv>()
  .get('/customer/me', requireCustomer, async (c) => {
    const customer = c.get('customer');
    const addresses = await listAddresses(c.get('ctx'), customer);
    return c.json({ ...toWireCustomer(customer), addresses: addresses.map(toWireAddress) });
  })
  .put('/customers/me', requireCustomer, async (c) => {
    const body = await bodyOf(c);
    const customer = await updateProfile(
      c.get('ctx'),
      c.get('customer'),
      {
        firstName: body.firstname,
        lastName: body.lastname,
        email: body.email ?? '',
      },
      publicUrlFor(c.req.raw),
    );
    return c.json(toWireCustomer(customer));
  })
  .post('/customers/me/email/confirmation', requireCustomer, async (c) => {
    await sendEmailConfirmation(c.get('ctx'), c.get('customer'), publicUrlFor(c.req.raw));
    return c.json(true);
  })
  .post('/customers/email/confirm', async (c) => {
    const body = await bodyOf(c);
    return c.json(await confirmEmail(c.get('ctx'), body.token));
  })
  .put('/customers/me/password', requireCustomer, async (c) => {
    const body = await bodyOf(c);
    await changePassword(
      c.get('ctx'),
      c.get('customer'),
      {
        currentPassword: body.currentPassword,
        password: body.newPassword,
        confirmPassword: body.confirm_password,
      },
      c.get('token'),
    );
    return c.json(true);
  })
  .put('/customers/me/phone', requireCustomer, async (c) => {
    const body = await bodyOf(c);
    const customer = await setVerifiedPhone(
      c.get('ctx'),
      c.get('customer'),
      { phone: body.MobileNumber, code: body.Code },
      'change_phone',
    );
    return c.json(toWireCustomer(customer));
  })
  .put('/customers/me/newsletter', requireCustomer, async (c) => {
    const body = await bodyOf(c);
    return c.json({ subscribed: await setNewsletter(c.get('ctx'), c.get('customer'), body.subscribed) });
  })
  .get('/customers/me/addresses', requireCustomer, async (c) => {
    const rows = await listAddresses(c.get('ctx'), c.get('customer'));
    return c.json(rows.map(toWireAddress));
  })
  .post('/customers/me/addresses', requireCustomer, async (c) => {
    const row = await addAddress(c.get('ctx'), c.get('customer'), await readJson(c));
    return c.json(toWireAddress(row), 201);
  })
  .put('/customers/me/addresses/:id', requireCustomer, async (c) => {
    const row = await updateAddress(
      c.get('ctx'),
      c.get('customer'),
      addressId(c.req.param('id')),
      await readJson(c),
    );
    return c.json(toWireAddress(row));
  })
  .delete('/customers/me/addresses/:id', requireCustomer, async (c) => {
    await deleteAddress(c.get('ctx'), c.get('customer'), addressId(c.req.param('id')));
    return c.json(true);
  })
  .put('/enhanced/customers/password', async (c) => {
    // An unknown e-mail is answered 404: a look-up of the account, limited per client address.
    await countLookup(c.get('ctx'), clientIp(c));
    const body = await bodyOf(c);
    await sendResetEmail(c.get('ctx'), body.email, publicUrlFor(c.req.raw), {
      ip: clientIp(c),
    });
    return c.json(true);
  })
  .post('/customers/resetpasswordbytoken', async (c) => {
    const body = await bodyOf(c);
    await resetPasswordByToken(c.get('ctx'), {
      token: body.rp_token,
      password: body.newPassword,
      confirmPassword: body.confirm_password,
    });
    return c.json({ status: 200, message: getT(c.get('ctx').locale)('messages.password_changed') });
  })
  .get('/directory/governorates', (c) => {
    const t = getT(c.get('ctx').locale);
    return c.json(locationDirectory(c.get('ctx').locale, (code) => t(`delivery.governorates.${code}`)));
  });

/** POST /rest/V1/customer/logout: the bearer token is revoked. */
export const logoutRoutes = new Hono<AppEnv>().post('/customer/logout', requireCustomer, async (c) => {
  await revokeToken(c.get('ctx'), c.get('token'));
  return c.json(true);
});
