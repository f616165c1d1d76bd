import { effectiveRole, ROLE_LEVELS, type Role, roleSchema } from '@signaldesk/contract';
import type { UsersTable } from '../db/schema.js';

const asRole = (value: string | null): Role => roleSchema.catch('user').parse(value ?? 'user');

/** The assigned role, raised by a subscription while it lasts. */
export function roleOf(user: UsersTable, now: number): Role {
  const assigned = asRole(user.role);
  const subscribed = effectiveRole(asRole(user.sub_role), user.sub_exp, now);
  return ROLE_LEVELS[subscribed] > ROLE_LEVELS[assigned] ? subscribed : assigned;
}
