import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Duration } from '@signaldesk/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { pino } from 'pino';
import { type AccessTokens, createAccessTokens } from '../auth/accessTokens.js';
import type { Config } from '../config.js';
import { type Db, openDatabase } from '../db/database.js';
import { memoryRateLimiter, type RateLimiter, redisRateLimiter } from '../limits/rateLimiter.js';
import { logMailer, type Mailer, smtpMailer } from '../mail/mailer.js';
import { openRedis } from '../outages/redisClients.js';
import { openQueueConnections, type QueueConnections } from '../queues/workQueues.js';

export interface ServerEvents {
  'sessions-revoked': [{ userid: string; sessionid?: string | undefined }];
  /** The market wrote the snapshot of one (symbol, duration): the last bar's catalogue values in catalogue order. */
  'snapshot-written': [{ symbol: string; duration: Duration; ts: number; values: readonly (number | null)[] }];
  /** A sweep of market updates (or a series run by hand) has finished computing. */
  'compute-cycle-finished': [];
  /**
   * Redis carries the realtime emits between processes again after an outage that began at `since` (epoch
   * seconds): emits raised in between may not have reached the other processes' sockets.
   */
  'realtime-resumed': [{ since: number }];
  /** A delivery's record was written after an attempt: delivered, failed for good, or pending its next attempt. */
  'delivery-recorded': [{ id: string; outcome: 'pending' | 'delivered' | 'failed'; attempts: number }];
  /** What became of the mail telling an address's owner that its code check was locked; it is sent after the answer. */
  'lockout-notice': [{ email: string; outcome: 'sent' | 'noAccount' | 'capped' | 'failed' }];
}

/** Everything a feature needs from the outside world, built once at start and passed in. */
export interface Services {
  config: Config;
  /** The process's log; the app's requests log through it too. */
  logger: FastifyBaseLogger;
  db: Db;
  dialect: 'sqlite' | 'postgres';
  /**
   * The process's shared Redis connection when REDIS_URL is set: while Redis is down its commands fail within a
   * second (outages/redisClients.ts). A feature that needs a connection of another kind opens its own there.
   */
  redis: Redis | undefined;
  /** The BullMQ connections of an `api` or `worker` process; undefined in the embedded single process. */
  queues: QueueConnections | undefined;
  limiter: RateLimiter;
  mailer: Mailer;
  tokens: AccessTokens;
  /** The server's signing secret; also keys the hashes of short codes. */
  secret: string;
  /** Starts every Redis key of this deployment; each database schema has its own, so parallel tests never share counts. */
  keyPrefix: string;
  events: EventEmitter<ServerEvents>;
  /** Epoch seconds; tests move it to cross expiries. */
  now(): number;
  close(): Promise<void>;
}

export interface ServiceOverrides {
  now?: () => number;
  mailer?: Mailer;
  databaseSchema?: string;
  log?: (line: string) => void;
}

async function signingSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  // A generated secret lives in the database so every node of a scaled-out deployment shares it.
  await db
    .insertInto('app_settings')
    .values({ key: 'jwt_secret', value: randomBytes(48).toString('base64url') })
    .onConflict((c) => c.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', 'jwt_secret').executeTakeFirstOrThrow();
  return row.value;
}

/** Epoch seconds: the machine's clock, or the set clock that read `startMs` when the machine's read `setAtMs`. */
export function processClock(set: Config['clock']): () => number {
  if (!set) return () => Math.floor(Date.now() / 1000);
  const offsetMs = set.startMs - (set.setAtMs ?? Date.now());
  return () => Math.floor((Date.now() + offsetMs) / 1000);
}

export async function createServices(config: Config, overrides: ServiceOverrides = {}): Promise<Services> {
  const now = overrides.now ?? processClock(config.clock);
  const log = overrides.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const logger = pino({ level: config.logLevel });
  const { db, dialect } = await openDatabase({
    logger,
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    ...(overrides.databaseSchema ? { schema: overrides.databaseSchema } : {}),
  });
  const redis = config.redisUrl ? openRedis(config.redisUrl, 'commands', logger) : undefined;
  const keyPrefix = overrides.databaseSchema ? `${overrides.databaseSchema}:` : config.redisPrefix;
  const queues = openQueueConnections(config, keyPrefix, logger);
  const limiter = redis ? redisRateLimiter(redis, `${keyPrefix}rl:`) : memoryRateLimiter(() => now() * 1000);
  const mailer =
    overrides.mailer ?? (config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : logMailer(log, config.outbox));
  const secret = await signingSecret(db, config.jwtSecret);
  const tokens = createAccessTokens(new TextEncoder().encode(secret), now);
  return {
    config,
    logger,
    db,
    dialect,
    redis,
    queues,
    limiter,
    mailer,
    tokens,
    secret,
    events: new EventEmitter<ServerEvents>(),
    keyPrefix,
    now,
    async close() {
      mailer.close();
      await limiter.close();
      await queues?.close();
      await db.destroy();
    },
  };
}
