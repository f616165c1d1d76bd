import { Redis, type RedisOptions } from 'ioredis';
import { connectionLog, type WarnLogger } from './connectionLog.js';

/** A lost connection is tried again soon and then every second, so Redis's return is noticed within a second. */
const retryStrategy = (attempt: number) => Math.min(attempt * 100, 1_000);

/**
 * What each kind of connection does while Redis is down. ioredis's default keeps a command waiting through
 * twenty reconnects, which holds a request for half a minute and, for a promise nobody holds, ends the process.
 */
const ROLES = {
  /**
   * Counters and limits that calls wait for: a command fails at the next failed reconnect (within a second), so
   * the call answers 503 at once. One sent while the first connection is being made waits for it; none waits
   * more than five seconds for an answer.
   */
  commands: { maxRetriesPerRequest: 0, commandTimeout: 5_000 },
  /**
   * The socket.io adapter's publishes: a publish is worth nothing late, because the notification channel resends
   * from the messenger's store after an outage, so one made while Redis is down fails at once.
   */
  publisher: { enableOfflineQueue: false, commandTimeout: 5_000 },
  /**
   * The adapter's subscriptions wait for Redis however long it is away. ioredis resubscribes on reconnect without
   * holding the promise, so a resubscription that gave up would be an unhandled rejection: it must never give up.
   * A ready check would send INFO on a connection already in subscriber mode.
   */
  subscriber: { maxRetriesPerRequest: null, enableReadyCheck: false },
  /**
   * Adding work to a BullMQ queue from a call: while Redis is down the add fails at once, so the call answers 503
   * instead of waiting.
   */
  queueProducer: { enableOfflineQueue: false, commandTimeout: 5_000 },
  /** A BullMQ worker's connection: BullMQ requires its blocking reads to wait for Redis however long it is away. */
  queueWorker: { maxRetriesPerRequest: null },
} as const satisfies Record<string, RedisOptions>;

export type RedisRole = keyof typeof ROLES;

/** A Redis connection whose failures are logged (held to a line a minute) and whose commands fail as its role needs. */
export function openRedis(url: string, role: RedisRole, logger: WarnLogger, name = `Redis (${role})`): Redis {
  const client = new Redis(url, { retryStrategy, ...ROLES[role] });
  const log = connectionLog(logger, name);
  client.on('error', (error) => log.failed(error));
  client.on('ready', () => log.recovered());
  return client;
}
