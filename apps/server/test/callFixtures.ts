/**
 * Every call of the contract with a small valid body, for tests that walk all calls (roles, bad input).
 * A call added to the contract without a body here fails those tests.
 */
import { randomUUID } from 'node:crypto';
import { type Call, calls } from '@signaldesk/contract';
import { issueSigninToken } from '../src/auth/signinTokens.js';
import { freshEmail, type TestServer } from './harness.js';

export interface NamedCall {
  name: string;
  call: Call;
}

export const ALL_CALLS: NamedCall[] = Object.entries(calls).flatMap(([group, members]) =>
  Object.entries(members as Record<string, Call>).map(([name, call]) => ({ name: `${group}.${name}`, call })),
);

export interface FixtureContext {
  server: TestServer;
  /** A user the super-only calls may act on without harming the caller. */
  victimUserid: string;
}

type BodyFactory = (context: FixtureContext) => Promise<Record<string, unknown>> | Record<string, unknown>;

/** Bodies keyed by path; each is valid for its call's schema. */
export const VALID_BODIES: Record<string, BodyFactory> = {
  '/api/auth/login': async ({ server }) => ({
    token: await issueSigninToken(server.services, { subject_kind: 'email', subject: freshEmail('fixture') }),
  }),
  '/api/auth/token/refresh': () => ({}),
  '/api/auth/token/access': () => ({}),
  '/api/auth/logout': () => ({}),
  '/api/user/apply/wechat/captcha': () => ({}),
  '/api/auth/wechat/captcha/verify': () => ({ captcha: 'ABCDEF', secret: 'not-a-secret' }),
  '/api/user/apply/email/access': () => ({ email: freshEmail('fixture') }),
  '/api/auth/email/captcha/verify': () => ({ email: freshEmail('fixture'), captcha: '1234' }),
  '/api/auth/desktop/authorize': () => ({ name: 'Laptop' }),
  '/api/auth/session/list': () => ({}),
  '/api/auth/session/revoke': () => ({ sessionid: randomUUID() }),
  '/api/app/config': () => ({}),
  '/api/ticket/activate': () => ({ token: randomUUID() }),
  '/api/user/ticket/list': () => ({}),
  '/api/ticket/list': () => ({ type: 100, page: 1, pageSize: 10 }),
  '/api/ticket/dispatch': () => ({ type: 10, count: 1, note: 'fixture' }),
  '/api/ticket/revert': () => ({ token: randomUUID() }),
  '/api/user/list': () => ({ type: 'user', query: 'x', page: 1, pageSize: 10 }),
  '/api/user/update/market/admin': ({ victimUserid }) => ({ userid: victimUserid, market: 'US' }),
  '/api/user/force/offline': ({ victimUserid }) => ({ userid: victimUserid }),
  '/api/user/update/push/email': () => ({ email: 'push@example.test' }),
  '/api/user/update/name': () => ({ username: 'Fixture' }),
  '/api/user/update/bot/push': () => ({ telegramId: '123456', botPush: true }),
  '/api/stock/list': () => ({ page: 1, region: 'US', symbol: 'app' }),
  '/api/stock/atom': () => ({ symbol: 'AAPL' }),
  '/api/stock/by/tag': () => ({ tag: 'ai' }),
  '/api/stock/options': () => ({ symbol: 'AAPL' }),
  '/api/stock/meta/create': () => ({ symbol: 'MSFT', tags: ['ai', 'cloud'], intro: 'Software', fields: { sector: 'Technology' } }),
  '/api/stock/meta/update': () => ({ symbol: 'MSFT', tags: 'ai, cloud, software' }),
  '/api/stock/meta/remove': () => ({ symbol: 'NVDA' }),
  '/api/stock/stats/reset': () => ({ symbol: 'EURUSD=X' }),
  '/api/stock/symbols/reset': () => ({}),
  '/api/quote/refresh': () => ({ symbol: 'AAPL', duration: '1d' }),
  '/api/jobs/list': () => ({}),
  '/api/jobs/run': () => ({ name: 'compute', symbol: 'AAPL', duration: '1d' }),
  '/api/stock/annotion/list': () => ({ symbol: 'AAPL', duration: '1d' }),
  '/api/stock/annotion/create': () => ({ symbol: 'AAPL', duration: '1d', ts: 1_767_225_600, title: 'Breakout', mark: 'Above the band' }),
  '/api/stock/annotion/update': () => ({ aid: randomUUID(), title: 'Retest' }),
  '/api/stock/annotion/remove': () => ({ idx: randomUUID() }),
  '/api/stock/annotion/admin/list': () => ({ symbol: 'AAPL', page: 1, pageSize: 10 }),
  '/api/stock/annotion/admin/remove': () => ({ idx: randomUUID() }),
};

export async function validBody(call: Call, context: FixtureContext): Promise<Record<string, unknown>> {
  const factory = VALID_BODIES[call.path];
  if (!factory) throw new Error(`no valid body for ${call.path} in callFixtures.ts`);
  return factory(context);
}
