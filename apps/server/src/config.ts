import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { CNY_PAYMENT_METHODS, LIMITS } from '@signaldesk/contract';
import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(emptyAsUndefined, z.string().optional());

/** One proxy whose X-Forwarded-For is believed: an address or a network (10.0.0.2, 10.0.0.0/8, ::1, fd00::/8). */
const proxyAddress = z.string().refine(
  (entry) => {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || extra !== undefined) return false;
    return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
  },
  { error: (issue) => `${JSON.stringify(issue.input)} is not an IP address or CIDR` },
);

/** WeChat's own IDs are 6 to 20 letters, digits, _ and -; an operator may give a longer account name. */
const WECHAT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A QR picture larger than this is not a QR code a phone needs. */
const SUPPORT_PICTURE_BYTES = 1024 * 1024;

/** The picture formats every browser shows, told by their first bytes; an SVG could carry script and is not one. */
const PICTURE_TYPES: { type: string; starts: (bytes: Buffer) => boolean }[] = [
  { type: 'image/png', starts: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/jpeg', starts: (b) => b.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) },
  { type: 'image/gif', starts: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  { type: 'image/webp', starts: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

/** Read once at start, so a missing or wrong file stops the start rather than breaking the contact page later. */
function supportPicture(path: string): { bytes: Buffer; type: string } {
  const problem = (why: string) => new Error(`Invalid configuration: SUPPORT_WECHAT_QR: ${JSON.stringify(path)} ${why}`);
  let bytes: Buffer;
  try {
    bytes = readFileSync(resolve(path));
  } catch (error) {
    throw problem(`cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  if (bytes.length > SUPPORT_PICTURE_BYTES) throw problem('is larger than 1 MiB');
  const type = PICTURE_TYPES.find((candidate) => candidate.starts(bytes))?.type;
  if (!type) throw problem('is not a PNG, JPEG, GIF or WebP picture');
  return { bytes, type };
}

/** What a process does in a deployment (`processRole` below). */
export const PROCESS_ROLES = ['all', 'api', 'worker'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

const envSchema = z.object({
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('127.0.0.1')),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  DATABASE_URL: optionalText,
  REDIS_URL: optionalText,
  REDIS_PREFIX: z.preprocess(emptyAsUndefined, z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/).default('signaldesk')),
  TRUST_PROXY: optionalText.transform((list) => (list ?? '').split(',').map((entry) => entry.trim()).filter(Boolean)).pipe(z.array(proxyAddress)),
  SMTP_URL: optionalText,
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('SignalDesk <no-reply@signaldesk.local>')),
  ADMIN_EMAIL: optionalText,
  PUBLIC_URL: optionalText,
  JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  ACCESS_TOKEN_TTL_SECONDS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(30).max(LIMITS.accessTokenTtlSeconds).default(LIMITS.accessTokenTtlSeconds),
  ),
  WECHAT_TOKEN: optionalText,
  NODE_ENV: z.preprocess(emptyAsUndefined, z.enum(['development', 'production', 'test']).default('development')),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional()),
  WEB_DIST: optionalText,
  DESKTOP_BUILDS_DIR: optionalText,
  API_DOCS: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).optional()),
  REQUEST_TIMEOUT_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(600).default(30)),
  RATE_LIMIT_PER_MINUTE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(1_200)),
  MARKET_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['demo', 'yahoo', 'auto']).default('auto')),
  CRYPTO_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['ccxt', 'none']).default('none')),
  CCXT_EXCHANGE: z.preprocess(emptyAsUndefined, z.string().regex(/^[a-z0-9]+$/).default('binance')),
  MARKET_JOBS: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).default('on')),
  HOUSE_SIGNALS: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).optional()),
  PROCESS_ROLE: z.preprocess(emptyAsUndefined, z.enum(PROCESS_ROLES).default('all')),
  MARKET_WORK_AT_ONCE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(64).default(2)),
  QUEUE_LOCK_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(600).default(30)),
  BACKTEST_RUNS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(64).optional()),
  ECONOMIC_CALENDAR_KEY: optionalText,
  TELEGRAM_BOT_TOKEN: optionalText,
  TELEGRAM_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().regex(/^[A-Za-z0-9_-]{1,256}$/).optional()),
  TELEGRAM_API_ROOT: z.preprocess(emptyAsUndefined, z.url().default('https://api.telegram.org')),
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  /** Set by CI services; any value but 0 or false counts. */
  CI: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_BASE: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  STRIPE_CNY_PAYMENT_METHODS: optionalText
    .transform((list) => (list ?? '').split(',').map((entry) => entry.trim()).filter(Boolean))
    .pipe(z.array(z.enum(CNY_PAYMENT_METHODS))),
  SUPPORT_EMAIL: z.preprocess(emptyAsUndefined, z.string().trim().pipe(z.email({ error: (issue) => `${JSON.stringify(issue.input)} is not an e-mail address` })).optional()),
  SUPPORT_WECHAT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(WECHAT_ID, { error: (issue) => `${JSON.stringify(issue.input)} is not a WeChat ID (letters, digits, _ and -, at most 64)` })
      .optional(),
  ),
  SUPPORT_WECHAT_QR: optionalText,
  DELIVERY_RETRY_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(600_000).default(2_000)),
  CLOCK_START: z.preprocess(emptyAsUndefined, z.iso.datetime({ offset: true }).optional()),
  CLOCK_SET_AT: z.preprocess(emptyAsUndefined, z.iso.datetime({ offset: true }).optional()),
});

export type Config = ReturnType<typeof loadConfig>;

/** Reads the environment once, at the edge; a bad value stops the start with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.PROCESS_ROLE !== 'all' && !e.REDIS_URL) {
    throw new Error(`Invalid configuration: PROCESS_ROLE=${e.PROCESS_ROLE} needs REDIS_URL, where the work queues live`);
  }
  const production = e.NODE_ENV === 'production';
  const adminEmail = e.ADMIN_EMAIL?.trim().toLowerCase();
  const publicUrl = e.PUBLIC_URL?.replace(/\/$/, '') ?? `http://localhost:${e.PORT}`;
  if (production && e.CLOCK_START) {
    throw new Error('Invalid configuration: CLOCK_START sets the clock for tests on a chosen day; production runs on the real one');
  }
  if (e.CLOCK_SET_AT && !e.CLOCK_START) throw new Error('Invalid configuration: CLOCK_SET_AT says when CLOCK_START was read, and needs it');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    /** The desktop assistant's builds the download page serves, under fixed names (contract DESKTOP_BUILD_FILES). */
    desktopBuildsDir: resolve(e.DESKTOP_BUILDS_DIR ?? join(e.DATA_DIR, 'builds')),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    /** Starts every Redis key and channel of this deployment (`signaldesk:` by default), so deployments can share one Redis. */
    redisPrefix: `${e.REDIS_PREFIX}:`,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmail,
    /** Links in mail use this, never the request's Host header, which a caller can forge. */
    publicUrl,
    jwtSecret: e.JWT_SECRET,
    wechatToken: e.WECHAT_TOKEN,
    env: e.NODE_ENV,
    production,
    /** Shorter than the 15-minute default only to watch tokens expire, as the browser tests do. */
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    /** The local outbox shows mail that had no SMTP server to go to; it must never exist in production. */
    outbox: !production && !e.SMTP_URL,
    /** Proxies whose X-Forwarded-For names the client; from anyone else it is ignored, or it would pick its own IP. */
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'warn' : 'info'),
    /** The API documentation at /api/docs maps every call for whoever reads it; production serves it only when asked. */
    apiDocs: (e.API_DOCS ?? (production ? 'off' : 'on')) === 'on',
    /** Longest time a client may take to send a whole request, headers and body; tests shorten it. */
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    /**
     * Calls a minute for one signed-in user (every tab and device together), or one address without a valid token;
     * costly calls have their own. A page load makes about ten calls, a busy trader a few a second, a script thousands.
     */
    callsPerMinute: e.RATE_LIMIT_PER_MINUTE,
    /**
     * Where quotes come from: the generated demo market, Yahoo Finance, or `auto` (the default), settled once at
     * start by market/sourceChoice.ts: Yahoo when it answers a short probe, the demo market when it does not.
     */
    marketProvider: e.MARKET_PROVIDER,
    /** Tests and CI never reach the network: `auto` is the demo market there, without a probe. */
    offlineRun: e.NODE_ENV === 'test' || (e.CI !== undefined && !['0', 'false'].includes(e.CI.toLowerCase())),
    /** Crypto (-USD symbols) from an exchange through ccxt instead of the market provider. */
    cryptoProvider: e.CRYPTO_PROVIDER,
    ccxtExchange: e.CCXT_EXCHANGE,
    /** Off for a process that only serves: another process runs the scheduled market updates. */
    marketJobs: e.MARKET_JOBS === 'on',
    /**
     * Whether the product's house strategies are seeded as published signal sources (signals/houseSources.ts). Tests
     * turn them on where they are under test: every other test server would spend its first minute computing them.
     */
    houseSignals: (e.HOUSE_SIGNALS ?? (e.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
    /**
     * `all`, the embedded default: one process serves and does the work through in-process queues. In a scaled-out
     * deployment `api` processes serve and queue work in Redis (BullMQ), and `worker` processes (npm run worker) take it.
     */
    processRole: e.PROCESS_ROLE,
    /** Market jobs (sweep tasks, series run by hand, the due-check) a worker process runs at once. */
    marketWorkAtOnce: e.MARKET_WORK_AT_ONCE,
    /**
     * How long a worker holds a queued job without renewing its lock; a job of a worker that died is taken up by
     * another after about this long. Tests shorten it so a killed worker's job moves on quickly.
     */
    queueLockMs: e.QUEUE_LOCK_SECONDS * 1000,
    /** Backtests this process works on at once; 0 for a process that only queues them for others. Unset: one per analysis thread. */
    backtestRuns: e.BACKTEST_RUNS,
    /** Trading Economics API key for the economic calendar; the offline demo calendar without one. */
    economicCalendarKey: e.ECONOMIC_CALENDAR_KEY,
    telegramBotToken: e.TELEGRAM_BOT_TOKEN,
    /** Telegram sends it in X-Telegram-Bot-Api-Secret-Token; without it the webhook accepts nothing. */
    telegramWebhookSecret: e.TELEGRAM_WEBHOOK_SECRET,
    telegramApiRoot: e.TELEGRAM_API_ROOT.replace(/\/$/, ''),
    /**
     * Who the push services may write to about this server's pushes (VAPID's subject, a mailto: or https: address):
     * support's address, else the site's https address, else the administrator's. Without any, no push is sent.
     */
    pushContact: e.SUPPORT_EMAIL ? `mailto:${e.SUPPORT_EMAIL}` : publicUrl.startsWith('https://') ? publicUrl : adminEmail ? `mailto:${adminEmail}` : undefined,
    /** How traders reach support; a contact not set is shown nowhere. */
    support: {
      email: e.SUPPORT_EMAIL,
      wechat: e.SUPPORT_WECHAT,
      wechatQr: e.SUPPORT_WECHAT_QR ? supportPicture(e.SUPPORT_WECHAT_QR) : undefined,
    },
    /** Both or neither; without them a key pair is generated once and kept in the database. */
    vapidKeys: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
    /**
     * Card purchase through Stripe Checkout needs both the API key and the webhook's signing secret; without them
     * purchase goes through the contact page. The API base points the library at a local fake in tests.
     */
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiBase: e.STRIPE_API_BASE,
            /** Offered beside card for CNY prices; CNY is sold only when at least one is named. */
            cnyMethods: e.STRIPE_CNY_PAYMENT_METHODS,
          }
        : undefined,
    /** First wait before a failed alert delivery is tried again; each later wait is four times longer. */
    deliveryRetryMs: e.DELIVERY_RETRY_MS,
    /**
     * A set clock, for tests on a chosen day: it read `startMs` when the machine's clock read
     * `setAtMs` (the process's start unless given, so that the processes of one test agree), and runs on from there.
     * Undefined: the machine's clock. The browser tests set it so that the demo market, sessions and calendars show
     * the same days whatever today is.
     */
    clock: e.CLOCK_START
      ? { startMs: Date.parse(e.CLOCK_START), ...(e.CLOCK_SET_AT ? { setAtMs: Date.parse(e.CLOCK_SET_AT) } : {}) }
      : undefined,
    webDist: e.WEB_DIST ? resolve(e.WEB_DIST) : resolve(import.meta.dirname, '../../web/dist'),
  };
}
