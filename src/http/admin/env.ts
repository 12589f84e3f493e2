import type { MiddlewareHandler } from 'hono';
import type { Permission } from '@/domain/staff/roles';
import { requirePermission } from '@/domain/staff/guard';
import { staffOfSession } from '@/domain/staff/sessions';
import type { AppEnv } from '../request-context';
import { staffToken } from './staff-cookie';

export type AdminEnv = AppEnv;

/** Every back-office call past sign-in: a full staff session (401 otherwise). */
export const requireStaff: MiddlewareHandler<AdminEnv> = async (c, next) => {
  c.set('staff', await staffOfSession(c.get('ctx'), staffToken(c)));
  await next();
};

/** A role that may not do this gets 403. */
export const allow =
  (permission: Permission): MiddlewareHandler<AdminEnv> =>
  async (c, next) => {
    requirePermission(c.get('staff'), permission);
    await next();
  };
