import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Duration } from '@signaldesk/contract';
import { Redis } from 'ioredis';
import { type AccessTokens, createAccessTokens } from '../auth/accessTokens.js';
import type { Config } from '../config.js';
import { type Db, openDatabase } from '../db/database.js';
import { memoryRateLimiter, type RateLimiter, redisRateLimiter } from '../limits/rateLimiter.js';
import { logMailer, type Mailer, smtpMailer } from '../mail/mailer.js';

export interface ServerEvents {
  'sessions-revoked': [{ userid: string; sessionid?: string | undefined }];
  /** The market wrote the snapshot of one (symbol, duration): the last bar's catalogue values in catalogue order. */
  'snapshot-written': [{ symbol: string; duration: Duration; ts: number; values: readonly (number | null)[] }];
  /** A sweep of market updates (or a series run by hand) has finished computing. */
  'compute-cycle-finished': [];
}

/** Everything a feature needs from the outside world, built once at start and passed in. */
export interface Services {
  config: Config;
  db: Db;
  dialect: 'sqlite' | 'postgres';
  limiter: RateLimiter;
  mailer: Mailer;
  tokens: AccessTokens;
  /** The server's signing secret; also keys the hashes of short codes. */
  secret: string;
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

export async function createServices(config: Config, overrides: ServiceOverrides = {}): Promise<Services> {
  const now = overrides.now ?? (() => Math.floor(Date.now() / 1000));
  const log = overrides.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const { db, dialect } = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    ...(overrides.databaseSchema ? { schema: overrides.databaseSchema } : {}),
  });
  const limiter = config.redisUrl
    ? redisRateLimiter(new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }), `${overrides.databaseSchema ?? 'signaldesk'}:rl:`)
    : memoryRateLimiter(() => now() * 1000);
  const mailer =
    overrides.mailer ?? (config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : logMailer(log, config.outbox));
  const secret = await signingSecret(db, config.jwtSecret);
  const tokens = createAccessTokens(new TextEncoder().encode(secret), now);
  return {
    config,
    db,
    dialect,
    limiter,
    mailer,
    tokens,
    secret,
    events: new EventEmitter<ServerEvents>(),
    now,
    async close() {
      mailer.close();
      await limiter.close();
      await db.destroy();
    },
  };
}
