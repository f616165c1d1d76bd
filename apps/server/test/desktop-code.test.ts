import { LIMITS, MESSAGES } from '@signaldesk/contract';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import {
  DAY,
  describeEachDatabase,
  expectOk,
  expectRefusal,
  freshIp,
  type SignedIn,
  signIn,
  signInMember,
  signInSuper,
  snapshotDatabase,
  type TestServer,
  useServer,
  whoAmI,
} from './harness.js';

const CODE = '/api/auth/desktop/code';
const EXCHANGE = '/api/auth/desktop/exchange';
const CODE_SHAPE = /^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;

describeEachDatabase('one-time desktop codes', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let admin: SignedIn;
  let member: SignedIn;
  let ip: string;
  beforeAll(async () => {
    s = server();
    admin = await signInSuper(s);
  });
  beforeEach(async () => {
    member = await signInMember(s, admin.token);
    ip = freshIp();
  });

  const newCode = async (who = member) => expectOk(await s.call(CODE, {}, { token: who.token })) as { code: string; expiresAt: number };
  const exchange = (code: string, name = 'Trading PC', from = ip) => s.call(EXCHANGE, { code, name }, { ip: from });
  const sessions = async (who = member) => expectOk(await s.call('/api/auth/session/list', {}, { token: who.token })).list;

  it('gives a member a code of 8 unambiguous characters, live 5 minutes, that opens a named desktop session of its own', async () => {
    const { code, expiresAt } = await newCode();
    expect(code).toMatch(CODE_SHAPE);
    expect(expiresAt).toBe(s.clock.now() + LIMITS.desktopCodeTtlSeconds);
    const desktop = expectOk(await exchange(code, '  Trading PC '));
    expect(expectOk(await whoAmI(s, desktop.access_token)).user.userid).toBe(member.user.userid);
    expect(desktop.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await sessions()).find((x: { sessionid: string }) => x.sessionid === desktop.sessionid)).toMatchObject({
      kind: 'desktop',
      name: 'Trading PC',
      current: false,
    });
    expectOk(await s.call('/api/auth/token/refresh', { refresh_token: desktop.refresh_token }));
  });

  it('stores only a keyed hash of the code', async () => {
    const { code } = await newCode();
    const rows = await s.services.db.selectFrom('desktop_codes').selectAll().where('userid', '=', member.user.userid).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code.replace('-', ''));
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('takes the code typed in lower case, with spaces or without its dash', async () => {
    for (const typed of [(c: string) => c.toLowerCase(), (c: string) => c.replace('-', ''), (c: string) => ` ${c.replace('-', ' ')} `]) {
      expectOk(await exchange(typed((await newCode()).code)));
    }
  });

  it('refuses a replayed code: the second exchange opens nothing', async () => {
    const { code } = await newCode();
    expectOk(await exchange(code));
    const before = await sessions();
    const res = expectRefusal(await exchange(code), 422, 'desktopCodeInvalid');
    expect(res.body.field).toBe('code');
    expect(await sessions()).toEqual(before);
  });

  it('refuses an expired code, by the clock the server keeps', async () => {
    const { code } = await newCode();
    s.clock.advance(LIMITS.desktopCodeTtlSeconds);
    expectRefusal(await exchange(code), 422, 'desktopCodeInvalid');
  });

  it('refuses a forged code, a malformed one, an unknown field and an oversized body, in both languages, storing nothing', async () => {
    await newCode();
    const before = await snapshotDatabase(s);
    const forged = expectRefusal(await exchange('ABCD-EFGH'), 422, 'desktopCodeInvalid');
    expect(forged.body.msg).toBe(MESSAGES.desktopCodeInvalid.en);
    const zh = await s.call(EXCHANGE, { code: 'ABCD-EFGH', name: 'x' }, { ip, headers: { 'accept-language': 'zh-CN' } });
    expect(zh.body.msg).toBe(MESSAGES.desktopCodeInvalid.zh);
    for (const malformed of ['ABCD-EFG0', 'ABCD-EFGHI', 'OOOO-IIII', '💥💥💥💥-💥💥']) {
      expect(expectRefusal(await exchange(malformed), 422, 'desktopCodeInvalid').body.field).toBe('code');
    }
    expect(expectRefusal(await exchange('A'.repeat(21)), 422, 'desktopCodeInvalid').body.field).toBe('code');
    expect(expectRefusal(await exchange('ABCD-EFGH', 'x'.repeat(61)), 422, 'invalidField').body.field).toBe('name');
    expect(expectRefusal(await s.call(EXCHANGE, { code: 'ABCD-EFGH', name: 'x', userid: 'u' }, { ip }), 422, 'unknownField').body.field).toBe('userid');
    const huge = await s.call(EXCHANGE, { code: 'ABCD-EFGH', name: 'x'.repeat(LIMITS.bodyLimitBytes) }, { ip });
    expectRefusal(huge, 413, 'bodyTooLarge');
    expect(await snapshotDatabase(s)).toEqual(before);
  });

  it('limits exchange attempts per address with the other code checks, whatever codes they name', async () => {
    for (let i = 0; i < LIMITS.codeChecksPerIp; i++) expectRefusal(await exchange('ABCD-EFGH'), 422, 'desktopCodeInvalid');
    const { code } = await newCode();
    const limited = expectRefusal(await exchange(code), 429, 'tooManyRequests');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The real code is untouched by the refused try: from another address it still works.
    expectOk(await exchange(code, 'Desk', freshIp()));
  });

  it('keeps only the newest few codes of a member live', async () => {
    const codes = [];
    for (let i = 0; i <= LIMITS.desktopCodesLivePerUser; i++) {
      codes.push((await newCode()).code);
      s.clock.advance(1);
    }
    expectRefusal(await exchange(codes[0] as string), 422, 'desktopCodeInvalid');
    for (const code of codes.slice(1)) expectOk(await exchange(code));
    const left = await s.services.db.selectFrom('desktop_codes').select('code_hash').where('userid', '=', member.user.userid).where('used_at', 'is', null).execute();
    expect(left).toHaveLength(0);
  });

  it('a code names its member only: another member’s code opens a session of that member, never of the one exchanging', async () => {
    const other = await signInMember(s, admin.token);
    const theirs = await newCode(other);
    const desktop = expectOk(await exchange(theirs.code));
    expect(expectOk(await whoAmI(s, desktop.access_token)).user.userid).toBe(other.user.userid);
    expect((await sessions()).map((x: { kind: string }) => x.kind)).toEqual(['web']);
  });

  it('refuses a code to a user without a subscription with the product’s forbidden answer', async () => {
    const plain = await signIn(s);
    expectRefusal(await s.call(CODE, {}, { token: plain.token }), 403, 'forbidden');
    expectRefusal(await s.call('/api/auth/desktop/authorize', {}, { token: plain.token }), 403, 'forbidden');
    expect(await s.services.db.selectFrom('desktop_codes').selectAll().where('userid', '=', plain.user.userid).execute()).toEqual([]);
  });

  it('a subscription that ended after the code was shown buys nothing: upgradePrompt, and the code stays unspent', async () => {
    const { code } = await newCode();
    await s.services.db.updateTable('users').set({ role: 'user', sub_role: 'member', sub_exp: s.clock.now() + 60 }).where('userid', '=', member.user.userid).execute();
    s.clock.advance(61);
    const refused = expectRefusal(await exchange(code), 403, 'upgradePrompt');
    expect(refused.body.msg).toBe(MESSAGES.upgradePrompt.en);
    await s.services.db.updateTable('users').set({ sub_exp: s.clock.now() + DAY }).where('userid', '=', member.user.userid).execute();
    expectOk(await exchange(code));
  });

  it('revoking the desktop session in user info ends it alone', async () => {
    const desktop = expectOk(await exchange((await newCode()).code));
    expectOk(await s.call('/api/auth/session/revoke', { sessionid: desktop.sessionid }, { token: member.token }));
    expectRefusal(await whoAmI(s, desktop.access_token), 401, 'unauthorized');
    expectRefusal(await s.call('/api/auth/token/refresh', { refresh_token: desktop.refresh_token }), 401, 'unauthorized');
    expectOk(await whoAmI(s, member.token));
  });
});
