import { createHash } from 'node:crypto';

/**
 * A ticket code derived from what the ticket is for (a user's trial, a paid checkout). The code is the tickets'
 * primary key, so a second ticket for the same thing, even one issued at the same moment, collides with the
 * first on either database.
 */
export function derivedTicketToken(purpose: string): string {
  const hex = createHash('sha256').update(purpose).digest('hex');
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20, 32)].join('-');
}
