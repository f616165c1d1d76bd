import type { Redis } from 'ioredis';

/**
 * Watches the socket.io adapter's two Redis connections for the stretches in which emits between processes may
 * have been lost: from a refused publish or a lost connection until both connections are ready again and the
 * subscriptions are back in force. Then `onResumed` hears when the stretch began (epoch seconds).
 */
export function watchRedisGaps(publisher: Redis, subscriber: Redis, now: () => number, onResumed: (since: number) => void) {
  let since: number | null = null;
  const begin = () => {
    since ??= now();
  };
  const ready = () => publisher.status === 'ready' && subscriber.status === 'ready';
  const resumeIfBack = async () => {
    if (since === null || !ready()) return;
    // The subscriber sends its subscriptions again as it becomes ready; a PING answered after them says they hold.
    await subscriber.ping();
    if (since === null || !ready()) return;
    const began = since;
    since = null;
    onResumed(began);
  };
  for (const client of [publisher, subscriber]) {
    client.on('close', begin);
    // The only refusal a PING can meet here is the connection closed for good, as the server stops.
    client.on('ready', () => void resumeIfBack().catch(() => undefined));
  }
  return {
    /** A publish Redis did not take: whatever it carried may not have reached the other processes. */
    publishRefused: begin,
  };
}
