/**
 * Staff roles and what each may do (issue 16). The server checks a permission on every back-office
 * call; the navigation shows only what the role may open. Admins may do everything.
 */
export const STAFF_ROLES = ['admin', 'operations', 'credit_officer', 'catalog', 'content', 'seller'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  'dashboard',
  'orders',
  'refunds',
  'credit',
  'sellers',
  'catalog',
  'content',
  'seller_portal',
  'staff',
  /** The store's settings (the sellers' commission). */
  'settings',
  'audit',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const GRANTS: Record<StaffRole, readonly Permission[]> = {
  admin: PERMISSIONS.filter((p) => p !== 'seller_portal'),
  operations: ['dashboard', 'orders', 'refunds'],
  credit_officer: ['dashboard', 'credit'],
  catalog: ['dashboard', 'catalog'],
  content: ['dashboard', 'content'],
  seller: ['seller_portal'],
};

export function may(role: StaffRole, permission: Permission): boolean {
  return GRANTS[role].includes(permission);
}

export function permissionsOf(role: StaffRole): readonly Permission[] {
  return GRANTS[role];
}

export const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);
