import type { Message, RealtimeState } from '@signaldesk/contract';

/** What a tab asks of the connection's holder. */
export type ToHolder = { type: 'connect'; url: string; token: string } | { type: 'disconnect' };

/** What the holder tells every tab. */
export type FromHolder = { type: 'state'; state: RealtimeState } | { type: 'notification'; message: Message };
