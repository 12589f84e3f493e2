import { Hono } from 'hono';
import {
  createStaffAccountAs,
  listStaffAccounts,
  setStaffActiveAs,
  setStaffRoleAs,
  type StaffAccountView,
} from '@/domain/staff/staff-accounts-admin';
import { sendPasswordLinkAs } from '@/domain/staff/password-links';
import { bodyOf, idParam } from '../rest/body';
import { allow, requireStaff, type AdminEnv } from './env';

const toWire = (a: StaffAccountView) => ({
  id: a.id,
  email: a.email,
  name: a.name,
  role: a.role,
  seller_id: a.sellerId,
  seller_name: a.sellerName,
  enrolled: a.enrolled,
  active: a.active,
  created_at: a.createdAt.toISOString(),
});

/** The body as the domain reads it: `seller_id` on the wire. */
function staffInput(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { seller_id, ...rest } = body as Record<string, unknown>;
  return seller_id === undefined || seller_id === null ? rest : { ...rest, sellerId: seller_id };
}

/**
 * /rest/V1/admin/staff: the staff accounts, and a new one (admins; a seller's portal account too);
 * /staff/{id}/active: close an account, or open it again; /staff/{id}/role: give it another role;
 * /staff/{id}/password-link: send it a set-password link.
 */
export const staffAccountRoutes = new Hono<AdminEnv>()
  // '/staff/*' covers '/staff' itself too.
  .use('/staff/*', requireStaff, allow('staff'))
  .get('/staff', async (c) => c.json({ items: (await listStaffAccounts(c.get('ctx'))).map(toWire) }))
  .post('/staff', async (c) => {
    const created = await createStaffAccountAs(c.get('ctx'), c.get('staff'), staffInput(await bodyOf(c)));
    return c.json(toWire(created), 201);
  })
  .put('/staff/:id/active', async (c) => {
    const id = idParam(c.req.param('id'), 'staff_not_found');
    return c.json(toWire(await setStaffActiveAs(c.get('ctx'), c.get('staff'), id, await bodyOf(c))));
  })
  .post('/staff/:id/password-link', async (c) => {
    const id = idParam(c.req.param('id'), 'staff_not_found');
    const sent = await sendPasswordLinkAs(c.get('ctx'), c.get('staff'), id);
    return c.json({ email: sent.email, expires_at: sent.expiresAt.toISOString() });
  })
  .put('/staff/:id/role', async (c) => {
    const id = idParam(c.req.param('id'), 'staff_not_found');
    const input = staffInput(await bodyOf(c));
    return c.json(toWire(await setStaffRoleAs(c.get('ctx'), c.get('staff'), id, input)));
  });
