import { createHash } from 'node:crypto';
import { PLAN_ROLES, type Role, ROLES, roleLevel } from '@signaldesk/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ALL_CALLS, VALID_BODIES, validBody } from './callFixtures.js';
import {
  activateTicket,
  describeEachDatabase,
  dispatchTickets,
  expectOk,
  freshToken,
  quickUser,
  setRole,
  signIn,
  signInSuper,
  type TestServer,
  useServer,
  whoAmI,
} from './harness.js';
import { StripeFake } from './stripeFake.js';

const WECHAT_TOKEN = 'roles-wechat-token';
const TELEGRAM_SECRET = 'roles-telegram-secret';
/** A bot whose API is never reachable: the webhook and link calls must still answer. */
const TELEGRAM_ENV = { TELEGRAM_BOT_TOKEN: '1:roles', TELEGRAM_WEBHOOK_SECRET: TELEGRAM_SECRET, TELEGRAM_API_ROOT: 'http://127.0.0.1:9' };
const stripe = await new StripeFake({ secretKey: 'sk_test_roles', webhookSecret: 'whsec_roles' }).start();
afterAll(() => stripe.close());
const STRIPE_ENV = { STRIPE_SECRET_KEY: 'sk_test_roles', STRIPE_WEBHOOK_SECRET: 'whsec_roles', STRIPE_API_BASE: stripe.apiBase };

it('has a valid body for every call of the contract', () => {
  expect(ALL_CALLS.length).toBeGreaterThan(20);
  for (const { call } of ALL_CALLS) expect(Object.keys(VALID_BODIES), call.path).toContain(call.path);
});

describeEachDatabase('roles', (kind) => {
  const server = useServer(kind, { env: { WECHAT_TOKEN, ...TELEGRAM_ENV, ...STRIPE_ENV } });
  let s: TestServer;
  /** The account holding each role; none has no account. */
  const holders = new Map<Role, string>();
  let victimUserid: string;

  beforeAll(async () => {
    s = server();
    const admin = await signInSuper(s);
    holders.set('super', admin.user.userid);
    const user = await signIn(s);
    // A ticket bound and then revoked leaves the user plain and no longer new, so walking every call, the free
    // trial included, never raises them to member.
    const [revoked] = await dispatchTickets(s, admin.token, 100);
    expectOk(await activateTicket(s, user.token, revoked as string));
    expectOk(await s.call('/api/ticket/revert', { token: revoked }, { token: admin.token }));
    holders.set('user', user.user.userid);
    const member = await signIn(s);
    const vip = await signIn(s);
    const [monthly] = await dispatchTickets(s, admin.token, 100);
    const [plus] = await dispatchTickets(s, admin.token, 2000);
    expectOk(await activateTicket(s, member.token, monthly as string));
    expectOk(await activateTicket(s, vip.token, plus as string));
    holders.set('member', member.user.userid);
    holders.set('vip', vip.user.userid);
    const manager = await signIn(s);
    await setRole(s, admin.token, manager.user.userid, 'manager');
    holders.set('manager', manager.user.userid);
    victimUserid = (await quickUser(s)).userid;
  });

  it('gives each test account the role it stands for', async () => {
    for (const role of ROLES) {
      const userid = holders.get(role);
      if (role === 'none') {
        expect(userid).toBeUndefined();
        continue;
      }
      if (!userid) throw new Error(`no account holds ${role}`);
      const { user } = expectOk(await whoAmI(s, await freshToken(s, userid)));
      expect(user.role).toBe(role);
      expect(user.level).toBe(roleLevel(role));
    }
  });

  it('registers every call with the role the contract declares, and declares a role on every route', () => {
    const records = s.app.routeRecords;
    expect(records.length).toBeGreaterThan(ALL_CALLS.length);
    for (const record of records) {
      expect(ROLES, `${record.method} ${record.url} declares no role`).toContain(record.role);
    }
    for (const { call } of ALL_CALLS) {
      const registered = records.filter((r) => r.url === call.path);
      expect(registered.map((r) => `${r.method} ${r.role}`), call.path).toEqual([`POST ${call.role}`]);
    }
    // Only calls are checked by role inside the handler; every other route must be public.
    const callPaths = new Set<string>(ALL_CALLS.map((c) => c.call.path));
    for (const record of records.filter((r) => !callPaths.has(r.url))) {
      expect(record.role, `${record.method} ${record.url}`).toBe('none');
    }
  });

  it('answers the public non-call routes to anyone', async () => {
    const callPaths = new Set<string>(ALL_CALLS.map((c) => c.call.path));
    const others = s.app.routeRecords.filter((r) => !callPaths.has(r.url));
    expect(others.length).toBeGreaterThan(3);
    for (const record of others) {
      let url = record.url.replace('*', 'index.html').replace(':platform', 'linux');
      let payload: string | undefined;
      const headers: Record<string, string> = {};
      if (url === '/api/wechat/callback') {
        const timestamp = String(s.clock.now());
        const signature = createHash('sha1').update([WECHAT_TOKEN, timestamp, 'n1'].sort().join('')).digest('hex');
        url += `?signature=${signature}&timestamp=${timestamp}&nonce=n1&echostr=e`;
        if (record.method === 'POST') {
          headers['content-type'] = 'text/xml';
          payload = `<xml><ToUserName>a</ToUserName><FromUserName>o-route</FromUserName><MsgType>event</MsgType></xml>`;
        }
      }
      if (url === '/api/telegram/webhook') {
        headers['x-telegram-bot-api-secret-token'] = TELEGRAM_SECRET;
        headers['content-type'] = 'application/json';
        payload = JSON.stringify({ update_id: 1 });
      }
      if (url === '/api/pay/stripe/webhook') {
        payload = JSON.stringify(stripe.event('customer.created', { id: 'cus_roles', object: 'customer' }));
        headers['content-type'] = 'application/json';
        headers['stripe-signature'] = stripe.sign(payload, { timestamp: s.clock.now() });
      }
      const res = await s.app.inject({ method: record.method as 'GET', url, headers, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${record.method} ${record.url}: ${res.body.slice(0, 200)}`).toBeLessThan(400);
    }
  });

  for (const { name, call } of ALL_CALLS) {
    it(`${name} (${call.path}) needs at least ${call.role}`, async () => {
      for (const role of ROLES) {
        const userid = holders.get(role);
        const token = userid ? await freshToken(s, userid) : undefined;
        const body = await validBody(call, { server: s, victimUserid });
        const res = await s.call(call.path, body, { token });
        const where = `${call.path} as ${role}: ${res.text}`;
        if (roleLevel(role) < roleLevel(call.role)) {
          expect(res.status, where).toBe(role === 'none' ? 401 : 403);
          expect(res.body.key, where).toBe(role === 'none' ? 'unauthorized' : call.role === PLAN_ROLES.plus ? 'needsPlus' : 'forbidden');
        } else {
          expect([401, 403], where).not.toContain(res.status);
          expect(res.status, where).toBeLessThan(500);
        }
      }
    });
  }
});
