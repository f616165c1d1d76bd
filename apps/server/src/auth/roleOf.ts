import { effectiveRole, ROLE_LEVELS, type Role, roleSchema } from '@signaldesk/contract';
import type { UsersTable } from '../db/schema.js';

/** A stored role the contract does not know reads as 'user'; made once, since every call asks. */
const roleOrUser = roleSchema.catch('user');
const asRole = (value: string | null): Role => roleOrUser.parse(value ?? 'user');

/** The assigned role, raised by a subscription while it lasts. */
export function roleOf(user: UsersTable, now: number): Role {
  const assigned = asRole(user.role);
  const subscribed = effectiveRole(asRole(user.sub_role), user.sub_exp, now);
  return ROLE_LEVELS[subscribed] > ROLE_LEVELS[assigned] ? subscribed : assigned;
}
