import { z } from 'zod';
import { TICKET_TYPES } from './ticketTiers.js';

export { isTicketType, PROMAX_TICKET_TYPES, TICKET_TIERS, TICKET_TYPES, type TicketTier, type TicketType, TRIAL_TICKET_TYPE } from './ticketTiers.js';

export const ticketTypeSchema = z.literal(TICKET_TYPES);
