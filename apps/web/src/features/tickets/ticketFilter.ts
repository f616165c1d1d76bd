import { isTicketType, type TicketType } from '@signaldesk/contract';

export type TicketFilter = { type: TicketType } | { consumer: string } | { token: string } | Record<string, never>;

/** The ticket list filter named by the URL: /apps/ticket/type/:type, /comsumer/:comsumer or /token/:token. */
export function ticketFilter(params: { type?: string; comsumer?: string; token?: string }): TicketFilter {
  const type = Number(params.type);
  if (params.type !== undefined && isTicketType(type)) return { type };
  if (params.comsumer) return { consumer: params.comsumer };
  if (params.token) return { token: params.token };
  return {};
}

export function ticketFilterPath(filter: TicketFilter): string {
  if ('type' in filter) return `/apps/ticket/type/${filter.type}`;
  if ('consumer' in filter) return `/apps/ticket/comsumer/${encodeURIComponent(filter.consumer)}`;
  if ('token' in filter) return `/apps/ticket/token/${encodeURIComponent(filter.token)}`;
  return '/apps/ticket';
}
