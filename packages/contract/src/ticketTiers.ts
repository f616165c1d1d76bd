import { PLAN_ROLES, type Plan } from './planRoles.js';
import type { Role } from './roles.js';

export const TICKET_TYPES = [10, 100, 1000, 2000, 2400, 2401] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

export interface TicketTier {
  type: TicketType;
  /** Names the tier; each client holds its label in every language. */
  tier: 'trial' | 'monthly' | 'standardYearly' | 'plusYearly' | 'promaxYearly' | 'promaxHalfYear';
  validityDays: number;
  /** The plan whose entitlements the ticket opens. */
  plan: Plan;
  role: Role;
}

const tier = (type: TicketType, name: TicketTier['tier'], validityDays: number, plan: Plan): TicketTier => ({
  type,
  tier: name,
  validityDays,
  plan,
  role: PLAN_ROLES[plan],
});

/** The trial is a week of Standard; Plus and Promax are the option players' tiers and unlock the vip level. */
export const TICKET_TIERS: Record<TicketType, TicketTier> = {
  10: tier(10, 'trial', 7, 'standard'),
  100: tier(100, 'monthly', 30, 'standard'),
  1000: tier(1000, 'standardYearly', 365, 'standard'),
  2000: tier(2000, 'plusYearly', 365, 'plus'),
  2400: tier(2400, 'promaxYearly', 365, 'promax'),
  2401: tier(2401, 'promaxHalfYear', 182, 'promax'),
};

/** Ticket types whose live ticket gives Promax's entitlements on top of the vip role. */
export const PROMAX_TICKET_TYPES: readonly TicketType[] = TICKET_TYPES.filter((type) => TICKET_TIERS[type].plan === 'promax');

/** The tier a new user may grant themselves once, from the first screen, without asking support. */
export const TRIAL_TICKET_TYPE = 10 satisfies TicketType;

export function isTicketType(value: number): value is TicketType {
  return (TICKET_TYPES as readonly number[]).includes(value);
}
