/**
 * Shared set-up for the server tests: one app per suite on SQLite or PostgreSQL, a clock the test moves,
 * a mailer that keeps what it sends, and helpers that sign people in the way the web app does.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AccountRole, TicketType, User } from '@signaldesk/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { buildApp } from '../src/app/buildApp.js';
import { createServices, type Services } from '../src/app/services.js';
import { openSession } from '../src/auth/sessions.js';
import { loadConfig } from '../src/config.js';
import type { MarketOverrides } from '../src/market/marketModule.js';
import type { Mail, Mailer } from '../src/mail/mailer.js';
import { accountFor, ensureAdmin } from '../src/users/accounts.js';

export type DatabaseKind = 'sqlite' | 'postgres';
export const DATABASES: readonly DatabaseKind[] = ['sqlite', 'postgres'];

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const ADMIN_EMAIL = 'admin@signaldesk.test';
export const PUBLIC_URL = 'http://signaldesk.test';
const underCi = Boolean(process.env.CI);

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function redisReachable(): Promise<boolean> {
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 2_000 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** Removes every key under a prefix, so test runs leave Redis as they found it. */
export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

export async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}

export const POSTGRES_UP = await postgresReachable();
export const REDIS_UP = await redisReachable();

/**
 * A service the suite needs but cannot reach: under CI the suite runs and fails in its set-up with the reason;
 * on a developer's machine it is skipped with a message saying so.
 */
export function unreachable(service: string, url: string, up: boolean): { skip: boolean; failIfDown: () => void } {
  if (!up && !underCi) console.warn(`[server tests] ${service} at ${url} is unreachable: its suites are skipped (set CI to make this fail).`);
  return {
    skip: !up && !underCi,
    failIfDown: () => {
      if (!up) throw new Error(`${service} at ${url} is unreachable and CI is set: the ${service} suites cannot run.`);
    },
  };
}

const postgresRule = unreachable('PostgreSQL', TEST_DATABASE_URL, POSTGRES_UP);

/** Declares the same suite once per database; the PostgreSQL copy follows the unreachable rule. */
export function describeEachDatabase(title: string, suite: (kind: DatabaseKind) => void): void {
  for (const kind of DATABASES) {
    describe.skipIf(kind === 'postgres' && postgresRule.skip)(`${title} [${kind}]`, () => {
      if (kind === 'postgres') beforeAll(postgresRule.failIfDown);
      suite(kind);
    });
  }
}

/** Epoch seconds that only move when the test says so. */
export class TestClock {
  seconds = 1_767_225_600; // 2026-01-01T00:00:00Z
  readonly now = (): number => this.seconds;
  advance(seconds: number): void {
    this.seconds += seconds;
  }
}

export interface CapturingMailer extends Mailer {
  sent: Mail[];
  lastTo(address: string): Mail;
}

export function capturingMailer(): CapturingMailer {
  const sent: Mail[] = [];
  return {
    sent,
    delivers: true,
    async send(mail) {
      sent.push(mail);
    },
    outbox: () => [],
    close: () => undefined,
    lastTo(address) {
      const mail = sent.filter((m) => m.to === address).at(-1);
      if (!mail) throw new Error(`no mail was sent to ${address}`);
      return mail;
    },
  };
}

/** The 4-digit code and the one-time sign-in link token a login mail carries. */
export function readLoginMail(text: string): { code: string; linkToken: string } {
  const code = /\b(\d{4})\b/.exec(text)?.[1];
  const linkToken = /\/oauth\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!code || !linkToken) throw new Error(`not a login mail:\n${text}`);
  return { code, linkToken };
}

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely and checked by the tests themselves
  body: any;
  headers: LightMyRequestResponse['headers'];
  text: string;
}

export interface CallOptions {
  token?: string | undefined;
  ip?: string;
  headers?: Record<string, string>;
}

export interface TestServer {
  kind: DatabaseKind;
  app: FastifyInstance;
  services: Services;
  clock: TestClock;
  mail: CapturingMailer;
  /** Database schema of this server on PostgreSQL; undefined on SQLite. */
  schema: string | undefined;
  call(path: string, body?: unknown, options?: CallOptions): Promise<Answer>;
  close(): Promise<void>;
}

export interface ServerOptions {
  env?: Record<string, string>;
  /** Use the mailer the configuration picks (SMTP_URL) instead of the capturing one. */
  configuredMailer?: boolean;
  /** What the market module takes instead of choosing itself, e.g. a source chosen by a probe of a local fake. */
  market?: MarketOverrides;
  /**
   * Another process of the same deployment as this server: it shares its database (schema), Redis key prefix,
   * data folder and clock, and leaves them to that server to clean up.
   */
  joins?: TestServer;
}

export function toAnswer(response: LightMyRequestResponse): Answer {
  const text = response.body;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.statusCode, body, headers: response.headers, text };
}

let ipCounter = 0;
/** A fresh client address, so per-IP limits of one test do not leak into the next. */
export const freshIp = (): string => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

export async function startServer(kind: DatabaseKind, options: ServerOptions = {}): Promise<TestServer> {
  const { joins } = options;
  const dataDir = joins ? joins.services.config.dataDir : mkdtempSync(join(tmpdir(), 'signaldesk-test-'));
  // Also names this server's Redis keys, so it is unique on SQLite too (where it names no schema).
  const runId = joins ? joins.services.keyPrefix.slice(0, -1) : `t_${randomBytes(6).toString('hex')}`;
  const schema = kind === 'postgres' ? runId : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web-build'),
    ADMIN_EMAIL,
    PUBLIC_URL,
    ...(kind === 'postgres' ? { DATABASE_URL: TEST_DATABASE_URL } : {}),
    ...options.env,
  });
  const clock = joins?.clock ?? new TestClock();
  const mail = capturingMailer();
  const cleanUp = async () => {
    if (joins) return;
    rmSync(dataDir, { recursive: true, force: true });
    if (config.redisUrl) await deleteRedisKeys(config.redisUrl, `${runId}:`);
    if (schema) await dropSchema(schema);
  };
  let services: Services | undefined;
  let app: FastifyInstance;
  try {
    services = await createServices(config, {
      now: clock.now,
      log: () => undefined,
      ...(options.configuredMailer ? {} : { mailer: mail }),
      databaseSchema: runId,
    });
    await ensureAdmin(services);
    app = await buildApp(services, options.market ? { market: options.market } : {});
    await app.ready();
  } catch (error) {
    await services?.close();
    await cleanUp();
    throw error;
  }
  const ready = services;

  const defaultIp = freshIp();
  return {
    kind,
    app,
    services: ready,
    clock,
    mail,
    schema,
    async call(path, body = {}, { token, ip, headers = {} } = {}) {
      const response = await app.inject({
        method: 'POST',
        url: path,
        payload: body as object,
        // The client's address as the socket gives it: X-Forwarded-For counts only from a TRUST_PROXY proxy.
        remoteAddress: ip ?? defaultIp,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      });
      return toAnswer(response);
    },
    async close() {
      await app.close();
      await ready.close();
      await cleanUp();
    },
  };
}

/** One server for the whole suite, built before its first test and closed after its last. */
export function useServer(kind: DatabaseKind, options: ServerOptions = {}): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startServer(kind, options);
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('the server is not started');
    return server;
  };
}

/** Expects a refusal envelope with this status and message key; answers it for further checks. */
export function expectRefusal(res: Answer, status: number, key: string): Answer {
  expect({ status: res.status, key: res.body?.key }, res.text).toEqual({ status, key });
  expect(res.body.code).toBe(status);
  expect(typeof res.body.msg).toBe('string');
  return res;
}

/** Expects success and answers the envelope's data. */
// biome-ignore lint/suspicious/noExplicitAny: data is read loosely by the tests
export function expectOk(res: Answer): any {
  expect(res.status, res.text).toBe(200);
  expect(res.body.code).toBe(0);
  return res.body.data;
}

export interface SignedIn {
  token: string;
  user: User;
  email: string;
}

let emailCounter = 0;
export const freshEmail = (label = 'trader'): string => {
  emailCounter += 1;
  return `${label}-${emailCounter}-${randomBytes(3).toString('hex')}@example.test`;
};

/** Asks for a code, reads it from the mail, verifies it: answers the sign-in token. */
export async function emailSigninToken(server: TestServer, email: string, ip = freshIp()): Promise<string> {
  expectOk(await server.call('/api/user/apply/email/access', { email }, { ip }));
  const { code } = readLoginMail(server.mail.lastTo(email).text);
  return expectOk(await server.call('/api/auth/email/captcha/verify', { email, captcha: code }, { ip }));
}

/** The whole e-mail sign-in the way the web app does it. */
export async function signIn(server: TestServer, email = freshEmail()): Promise<SignedIn> {
  const signinToken = await emailSigninToken(server, email);
  const data = expectOk(await server.call('/api/auth/login', { token: signinToken }));
  return { token: data.access_token, user: data.user, email };
}

const admins = new WeakMap<TestServer, SignedIn>();

/** The administrator named by ADMIN_EMAIL: signed in by e-mail code once per server, then a fresh session each call. */
export async function signInSuper(server: TestServer): Promise<SignedIn> {
  const known = admins.get(server);
  if (known) return { ...known, token: await freshToken(server, known.user.userid) };
  const admin = await signIn(server, ADMIN_EMAIL);
  expect(admin.user.role).toBe('super');
  admins.set(server, admin);
  return admin;
}

/** An account and a web session made directly, for tests that need many people quickly. */
export async function quickUser(server: TestServer, email = freshEmail('quick')): Promise<{ userid: string; token: string }> {
  const user = await accountFor(server.services, { subject_kind: 'email', subject: email });
  const { accessToken } = await openSession(server.services, user.userid, 'web', 'test');
  return { userid: user.userid, token: accessToken };
}

/** A new web session for an existing account. */
export async function freshToken(server: TestServer, userid: string): Promise<string> {
  return (await openSession(server.services, userid, 'web', 'test')).accessToken;
}

/** A new web session for whoever holds this token: for a test that moved the clock past its 15-minute life. */
export function renewedToken(server: TestServer, token: string): Promise<string> {
  return freshToken(server, String(decodeJwt(token).sub));
}

export async function dispatchTickets(server: TestServer, superToken: string, type: TicketType, count = 1): Promise<string[]> {
  const data = expectOk(await server.call('/api/ticket/dispatch', { type, count }, { token: superToken }));
  return data.list.map((t: { token: string }) => t.token);
}

export async function activateTicket(server: TestServer, token: string, ticket: string): Promise<Answer> {
  return server.call('/api/ticket/activate', { token: ticket }, { token });
}

/** A new account made a subscriber by a ticket super dispatched: monthly Standard unless another type is named. */
export async function signInMember(server: TestServer, superToken: string, type: TicketType = 100): Promise<SignedIn> {
  const who = await signIn(server);
  const [ticket] = await dispatchTickets(server, superToken, type);
  expectOk(await activateTicket(server, who.token, ticket as string));
  return who;
}

/** Two members, alice and bob, and a plain user who holds no membership, signed in on the server. */
export async function signInTraders(server: TestServer): Promise<{ alice: SignedIn; bob: SignedIn; plain: SignedIn }> {
  const admin = await signInSuper(server);
  return { alice: await signInMember(server, admin.token), bob: await signInMember(server, admin.token), plain: await signIn(server) };
}

/** Calls below one path as a signed-in trader, in the trader's language. */
export const callsBelow =
  (server: () => TestServer, prefix: string) =>
  (path: string, body: unknown, who: SignedIn, language = 'en'): Promise<Answer> =>
    server().call(`${prefix}/${path}`, body, { token: who.token, headers: { 'accept-language': language } });

export async function setRole(server: TestServer, superToken: string, userid: string, role: AccountRole): Promise<void> {
  expectOk(await server.call('/api/user/update/market/admin', { userid, role }, { token: superToken }));
}

export async function whoAmI(server: TestServer, token: string): Promise<Answer> {
  return server.call('/api/auth/token/access', {}, { token });
}

export const DAY = 24 * 3600;

/**
 * The names of this server's tables. On PostgreSQL they are read from its own schema alone: introspecting the whole
 * database reads every schema's columns after listing them, and fails when a suite running beside this one drops its
 * schema in between.
 */
async function tablesOf(server: TestServer): Promise<string[]> {
  if (!server.schema) return (await server.services.db.introspection.getTables({ withInternalKyselyTables: true })).map((t) => t.name);
  const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = ${server.schema}`.execute(
    server.services.db,
  );
  return rows.map((row) => row.name);
}

/** Every table of this server's database and its rows, for proving a request changed nothing. */
export async function snapshotDatabase(server: TestServer): Promise<Record<string, unknown[]>> {
  const mine = await tablesOf(server);
  expect(mine).toContain('users');
  const snapshot: Record<string, unknown[]> = {};
  for (const name of mine.sort()) {
    // biome-ignore lint/suspicious/noExplicitAny: tables are walked by name, whatever their shape
    const rows = await (server.services.db as any).selectFrom(name).selectAll().execute();
    snapshot[name] = (rows as unknown[]).map((r) => JSON.stringify(r)).sort();
  }
  return snapshot;
}
