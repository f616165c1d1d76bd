import type { Message } from '@signaldesk/contract';

/** Newest first, each message once: a message fetched and pushed around the same moment shows once. */
export function withMessage(list: readonly Message[], message: Message): Message[] {
  return [message, ...list.filter((known) => known.id !== message.id)].sort((a, b) => b.ts - a.ts);
}
