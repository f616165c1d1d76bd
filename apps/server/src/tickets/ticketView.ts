import type { Ticket, TicketType } from '@signaldesk/contract';
import type { TicketsTable } from '../db/schema.js';

export function ticketView(row: TicketsTable & { consumer_email?: string | null }): Ticket {
  return {
    token: row.token,
    type: row.type as TicketType,
    days: row.days,
    createdAt: row.created_at,
    checkedinAt: row.checkedin_at,
    expiredAt: row.expired_at,
    consumer: row.consumer,
    consumerEmail: row.consumer_email ?? null,
    revertedAt: row.reverted_at,
    note: row.note,
  };
}
