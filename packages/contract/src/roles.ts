/** Role levels as the product names them; a higher level includes every lower one. */
export const ROLE_LEVELS = { none: 0, user: 1, member: 2, vip: 3, manager: 4, super: 5 } as const;

export const ROLES = ['none', 'user', 'member', 'vip', 'manager', 'super'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person can hold once signed in (none means signed out). */
export type AccountRole = Exclude<Role, 'none'>;

export function roleLevel(role: Role): number {
  return ROLE_LEVELS[role];
}

export function hasRole(role: Role, minimum: Role): boolean {
  return ROLE_LEVELS[role] >= ROLE_LEVELS[minimum];
}

/** Roles granted by a subscription; they fall back to user when it expires. Staff roles never expire. */
export const SUBSCRIBER_ROLES: readonly Role[] = ['member', 'vip'];

export function effectiveRole(role: Role, subscriptionExp: number | null, nowSeconds: number): Role {
  if (SUBSCRIBER_ROLES.includes(role) && (subscriptionExp === null || subscriptionExp <= nowSeconds)) return 'user';
  return role;
}
