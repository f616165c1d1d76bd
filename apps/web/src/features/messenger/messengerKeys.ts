/** Query keys of the messenger; a notification invalidates everything under the first. */
export const messengerKeys = {
  all: ['messenger'] as const,
  sessions: ['messenger', 'sessions'] as const,
  thread: (sessionid: string | null) => ['messenger', 'thread', sessionid ?? 'all'] as const,
  channels: ['messenger', 'channels'] as const,
};
