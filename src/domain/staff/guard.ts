import { AppError } from '../shared/errors';
import { may, type Permission } from './roles';
import type { StaffPrincipal } from './sessions';

/** Refuses a staff member whose role does not carry the permission (403 on the API). */
export function requirePermission(principal: StaffPrincipal, permission: Permission): void {
  if (!may(principal.role, permission)) throw new AppError('forbidden', 'staff_forbidden');
}
