import type { FastifyReply } from 'fastify';

/**
 * Answers in progress per key (a user), each held from its start until its connection is done with it: sent in
 * full or dropped. A large answer costs its memory until the client has read it, so one user's slow or abandoned
 * connections cannot pile them up.
 */
export function answersInFlight(max: number) {
  const running = new Map<string, number>();
  const release = (key: string) => {
    const left = (running.get(key) ?? 1) - 1;
    if (left > 0) running.set(key, left);
    else running.delete(key);
  };
  return {
    /** Takes one of the key's places until this reply's connection closes; false when all are taken. */
    take(key: string, reply: FastifyReply): boolean {
      const count = running.get(key) ?? 0;
      if (count >= max) return false;
      running.set(key, count + 1);
      reply.raw.once('close', () => release(key));
      return true;
    },
  };
}
