import type { Duration, Message, MessengerSession } from '@signaldesk/contract';
import type { MessengerMessagesTable, MessengerSessionsTable } from './messengerTables.js';

export type Payload = Message['payload'];

export function messageView(row: MessengerMessagesTable): Message {
  return {
    id: row.id,
    type: row.type,
    symbol: row.symbol,
    duration: row.duration as Duration,
    name: row.name,
    payload: JSON.parse(row.payload) as Payload,
    ts: row.ts,
    schema: row.schema,
    hasread: row.hasread ? 1 : 0,
    sessionid: row.sessionid,
    sessioname: row.sessioname,
  };
}

export interface SessionRow extends MessengerSessionsTable {
  payload: string | null;
  symbol: string | null;
  name: string | null;
}

export function sessionView(row: SessionRow): MessengerSession {
  return {
    sessionid: row.sessionid,
    sessioname: row.sessioname,
    unreadCount: row.unread_count,
    latestMessage:
      row.payload === null
        ? null
        : { ts: row.latest_ts, payload: JSON.parse(row.payload) as Payload, symbol: row.symbol ?? '', name: row.name ?? '' },
  };
}
