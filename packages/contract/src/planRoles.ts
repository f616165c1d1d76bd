import type { Language } from './messages.js';
import type { Role } from './roles.js';

/** The plans sold, lowest first; each includes everything of the plans before it. */
export const PLANS = ['standard', 'plus', 'promax'] as const;
export type Plan = (typeof PLANS)[number];

export const PLAN_NAMES: Record<Plan, Record<Language, string>> = {
  standard: { en: 'Standard', zh: '标准版' },
  plus: { en: 'Plus', zh: 'Plus 版' },
  promax: { en: 'Promax', zh: 'Promax 版' },
};

/**
 * The role a plan's ticket grants. Plus and Promax both grant vip; what Promax adds is told apart by a live Promax
 * ticket (staff count as Promax).
 */
export const PLAN_ROLES: Record<Plan, Role> = { standard: 'member', plus: 'vip', promax: 'vip' };

export function planRank(plan: Plan): number {
  return PLANS.indexOf(plan);
}
