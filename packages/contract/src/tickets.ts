import { z } from 'zod';
import type { Role } from './roles.js';

export const TICKET_TYPES = [10, 100, 1000, 2000, 2400, 2401] as const;
export const ticketTypeSchema = z.literal(TICKET_TYPES);
export type TicketType = (typeof TICKET_TYPES)[number];

export interface TicketTier {
  type: TicketType;
  /** Names the tier; each client holds its label in every language. */
  tier: 'trial' | 'monthly' | 'standardYearly' | 'plusYearly' | 'promaxYearly' | 'promaxHalfYear';
  validityDays: number;
  role: Role;
}

/** Plus and Promax are the option players' tiers; they unlock the vip level. */
export const TICKET_TIERS: Record<TicketType, TicketTier> = {
  10: { type: 10, tier: 'trial', validityDays: 7, role: 'member' },
  100: { type: 100, tier: 'monthly', validityDays: 30, role: 'member' },
  1000: { type: 1000, tier: 'standardYearly', validityDays: 365, role: 'member' },
  2000: { type: 2000, tier: 'plusYearly', validityDays: 365, role: 'vip' },
  2400: { type: 2400, tier: 'promaxYearly', validityDays: 365, role: 'vip' },
  2401: { type: 2401, tier: 'promaxHalfYear', validityDays: 182, role: 'vip' },
};

/** The tier a new user may grant themselves once, from the first screen, without asking support. */
export const TRIAL_TICKET_TYPE = 10 satisfies TicketType;

export function isTicketType(value: number): value is TicketType {
  return (TICKET_TYPES as readonly number[]).includes(value);
}
