import { LIMITS, TICKET_TIERS, TICKET_TYPES, TRIAL_TICKET_TYPE, type TicketType } from '@signaldesk/contract';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import {
  activateTicket,
  DAY,
  describeEachDatabase,
  dispatchTickets,
  expectOk,
  expectRefusal,
  freshToken,
  quickUser,
  type SignedIn,
  signIn,
  signInSuper,
  type TestServer,
  useServer,
  whoAmI,
} from './harness.js';

const EXPECTED_TIERS: Record<TicketType, { days: number; role: 'member' | 'vip' }> = {
  10: { days: 7, role: 'member' },
  100: { days: 30, role: 'member' },
  1000: { days: 365, role: 'member' },
  2000: { days: 365, role: 'vip' },
  2400: { days: 365, role: 'vip' },
  2401: { days: 182, role: 'vip' },
};

it('the contract has the six ticket types with their validity and level', () => {
  expect([...TICKET_TYPES]).toEqual([10, 100, 1000, 2000, 2400, 2401]);
  for (const type of TICKET_TYPES) {
    expect({ days: TICKET_TIERS[type].validityDays, role: TICKET_TIERS[type].role }).toEqual(EXPECTED_TIERS[type]);
  }
});

describeEachDatabase('tickets', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let admin: SignedIn;
  let me: SignedIn;
  beforeAll(() => {
    s = server();
  });
  beforeEach(async () => {
    // Tests move the clock by months; every test starts with sessions that are fresh now.
    admin = await signInSuper(s);
    me = await signIn(s);
  });

  const one = async (type: TicketType) => (await dispatchTickets(s, admin.token, type))[0] as string;
  /** The user as the server sees them now, through a session opened now so long clock moves do not end it. */
  const roleNow = async (userid = me.user.userid) => expectOk(await whoAmI(s, await freshToken(s, userid))).user;
  const list = async (body: object) => expectOk(await s.call('/api/ticket/list', body, { token: admin.token }));

  it('dispatches every type with its validity, as 36-character unused tickets', async () => {
    for (const type of TICKET_TYPES) {
      const data = expectOk(await s.call('/api/ticket/dispatch', { type, count: 2, note: ` batch ${type} ` }, { token: admin.token }));
      expect(data.list).toHaveLength(2);
      for (const ticket of data.list) {
        expect(ticket.token).toHaveLength(LIMITS.ticketTokenLength);
        expect(ticket).toMatchObject({
          type,
          days: EXPECTED_TIERS[type].days,
          consumer: null,
          checkedinAt: null,
          expiredAt: null,
          revertedAt: null,
          note: `batch ${type}`,
          createdAt: s.clock.now(),
        });
      }
      expect(new Set(data.list.map((t: { token: string }) => t.token)).size).toBe(2);
    }
  });

  it('refuses an unknown ticket type', async () => {
    const res = expectRefusal(await s.call('/api/ticket/dispatch', { type: 50 }, { token: admin.token }), 422, 'invalidField');
    expect(res.body.field).toBe('type');
  });

  for (const type of TICKET_TYPES) {
    it(`type ${type} raises the user to ${EXPECTED_TIERS[type].role} for ${EXPECTED_TIERS[type].days} days, then expiry lowers them`, async () => {
      const ticket = await one(type);
      const start = s.clock.now();
      const data = expectOk(await activateTicket(s, me.token, ticket));
      const end = start + EXPECTED_TIERS[type].days * DAY;
      expect(data.ticket).toMatchObject({ token: ticket, consumer: me.user.userid, checkedinAt: start, expiredAt: end, consumerEmail: me.email });
      expect(data.user).toMatchObject({ role: EXPECTED_TIERS[type].role, exp: end });
      expect(await roleNow()).toMatchObject({ role: EXPECTED_TIERS[type].role, exp: end });

      s.clock.advance(end - s.clock.now() - 1);
      expect((await roleNow()).role).toBe(EXPECTED_TIERS[type].role);
      s.clock.advance(1);
      expect(await roleNow()).toMatchObject({ role: 'user', level: 1, exp: end });
    });
  }

  it('activates a ticket once: the second activation is 409 ticketUsed, by anyone', async () => {
    const ticket = await one(100);
    expectOk(await activateTicket(s, me.token, ticket));
    expectRefusal(await activateTicket(s, me.token, ticket), 409, 'ticketUsed');
    const other = await quickUser(s);
    expectRefusal(await activateTicket(s, other.token, ticket), 409, 'ticketUsed');
  });

  it('answers 404 for an unknown ticket and 410 for a reverted one', async () => {
    expectRefusal(await activateTicket(s, me.token, '00000000-0000-4000-8000-000000000000'), 404, 'ticketNotFound');
    const ticket = await one(100);
    expectOk(await s.call('/api/ticket/revert', { token: ticket }, { token: admin.token }));
    expectRefusal(await activateTicket(s, me.token, ticket), 410, 'ticketReverted');
    expect((await roleNow()).role).toBe('user');
  });

  it('trims the ticket code and refuses one that is not 36 characters', async () => {
    const ticket = await one(10);
    expectRefusal(await activateTicket(s, me.token, ticket.slice(1)), 422, 'ticketTokenInvalid');
    expectOk(await activateTicket(s, me.token, `  ${ticket}\n`));
  });

  it('stacks tickets: the second one starts when the first ends', async () => {
    const start = s.clock.now();
    expectOk(await activateTicket(s, me.token, await one(100)));
    s.clock.advance(5 * DAY);
    admin = await signInSuper(s);
    const second = expectOk(await activateTicket(s, await freshToken(s, me.user.userid), await one(10)));
    expect(second.ticket.expiredAt).toBe(start + 37 * DAY);
    expect(second.user.exp).toBe(start + 37 * DAY);
    s.clock.advance(31 * DAY);
    expect((await roleNow()).role).toBe('member');
    s.clock.advance(DAY);
    expect((await roleNow()).role).toBe('user');
  });

  it('a ticket activated after the last one ran out starts from the activation', async () => {
    expectOk(await activateTicket(s, me.token, await one(10)));
    s.clock.advance(20 * DAY);
    expect((await roleNow()).role).toBe('user');
    admin = await signInSuper(s);
    const renewed = expectOk(await activateTicket(s, await freshToken(s, me.user.userid), await one(100)));
    expect(renewed.user).toMatchObject({ role: 'member', exp: s.clock.now() + 30 * DAY });
  });

  it('revert takes the time back, and reverting the last ticket lowers the user at once', async () => {
    const start = s.clock.now();
    const monthly = await one(100);
    const trial = await one(10);
    expectOk(await activateTicket(s, me.token, monthly));
    expectOk(await activateTicket(s, me.token, trial));
    expect((await roleNow()).exp).toBe(start + 37 * DAY);

    const reverted = expectOk(await s.call('/api/ticket/revert', { token: monthly }, { token: admin.token }));
    expect(reverted.ticket).toMatchObject({ token: monthly, revertedAt: s.clock.now() });
    // The trial keeps its own seven days, counted from its activation.
    expect(await roleNow()).toMatchObject({ role: 'member', exp: start + 7 * DAY });

    expectOk(await s.call('/api/ticket/revert', { token: trial }, { token: admin.token }));
    expect((await roleNow()).role).toBe('user');
    expectRefusal(await s.call('/api/ticket/revert', { token: trial }, { token: admin.token }), 410, 'ticketReverted');
    expectRefusal(
      await s.call('/api/ticket/revert', { token: '00000000-0000-4000-8000-000000000000' }, { token: admin.token }),
      404,
      'ticketNotFound',
    );
  });

  it('a vip ticket on top of a member one lifts the user to vip', async () => {
    expectOk(await activateTicket(s, me.token, await one(100)));
    expectOk(await activateTicket(s, me.token, await one(2401)));
    expect((await roleNow()).role).toBe('vip');
  });

  it('a subscription never lowers a staff role', async () => {
    const staff = await quickUser(s);
    expectOk(await s.call('/api/user/update/market/admin', { userid: staff.userid, role: 'manager' }, { token: admin.token }));
    expectOk(await activateTicket(s, staff.token, await one(2000)));
    expect((await roleNow(staff.userid)).role).toBe('manager');
    s.clock.advance(400 * DAY);
    expect((await roleNow(staff.userid)).role).toBe('manager');
  });

  it('gives exactly one success to 50 concurrent activations of one ticket by 50 users', async () => {
    const ticket = await one(1000);
    const users = await Promise.all(Array.from({ length: 50 }, () => quickUser(s)));
    const answers = await Promise.all(users.map((u) => activateTicket(s, u.token, ticket)));
    const winners = answers.filter((a) => a.status === 200);
    expect(winners).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expectRefusal(a, 409, 'ticketUsed');
    const row = await s.services.db.selectFrom('tickets').selectAll().where('token', '=', ticket).executeTakeFirstOrThrow();
    expect(row.consumer).toBe(winners[0]?.body.data.user.userid);
    const members = await s.services.db
      .selectFrom('users')
      .select('userid')
      .where(
        'userid',
        'in',
        users.map((u) => u.userid),
      )
      .where('sub_exp', 'is not', null)
      .execute();
    expect(members).toHaveLength(1);
  });

  it('lists a user’s own tickets only', async () => {
    const other = await quickUser(s);
    const mine = [await one(10), await one(100)];
    for (const t of mine) expectOk(await activateTicket(s, me.token, t));
    expectOk(await activateTicket(s, other.token, await one(10)));
    const { list } = expectOk(await s.call('/api/user/ticket/list', {}, { token: me.token }));
    expect(list.map((t: { token: string }) => t.token).sort()).toEqual([...mine].sort());
    for (const t of list) expect(t.consumer).toBe(me.user.userid);
    const empty = await quickUser(s);
    expect(expectOk(await s.call('/api/user/ticket/list', {}, { token: empty.token })).list).toEqual([]);
  });

  it('lists tickets for super filtered by type, consumer and token prefix, with paging', async () => {
    const fresh = await signIn(s);
    const batch = await dispatchTickets(s, admin.token, 2400, 5);
    expectOk(await activateTicket(s, fresh.token, batch[0] as string));

    const byType = await list({ type: 2400, pageSize: 200 });
    expect(byType.list.every((t: { type: number }) => t.type === 2400)).toBe(true);
    for (const token of batch) expect(byType.list.map((t: { token: string }) => t.token)).toContain(token);
    expect(byType.total).toBe(byType.list.length);

    const byConsumer = await list({ consumer: fresh.user.userid });
    expect(byConsumer).toMatchObject({ total: 1, list: [{ token: batch[0], consumer: fresh.user.userid, consumerEmail: fresh.email }] });
    const byEmail = await list({ consumer: fresh.email.toUpperCase() });
    expect(byEmail.list.map((t: { token: string }) => t.token)).toEqual([batch[0]]);

    const target = batch[3] as string;
    const byPrefix = await list({ token: target.slice(0, 13) });
    expect(byPrefix.list.map((t: { token: string }) => t.token)).toEqual([target]);
    // The token filter is a literal prefix: wildcards match nothing.
    expect((await list({ token: '%' })).total).toBe(0);
    expect((await list({ token: `${target.slice(0, 8)}_` })).total).toBe(0);

    const page1 = await list({ type: 2400, page: 1, pageSize: 2 });
    const page2 = await list({ type: 2400, page: 2, pageSize: 2 });
    expect(page1.list).toHaveLength(2);
    expect(page2.list).toHaveLength(2);
    expect(page1.total).toBe(byType.total);
    const seen = [...page1.list, ...page2.list].map((t: { token: string }) => t.token);
    expect(new Set(seen).size).toBe(4);
    const beyond = await list({ type: 2400, page: 1000, pageSize: 2 });
    expect(beyond).toMatchObject({ list: [], total: byType.total });
  });

  const startTrial = (token: string, language = 'en-US') =>
    s.call('/api/ticket/trial', {}, { token, headers: { 'accept-language': language } });

  it('grants a new user one trial of the trial tier, then refuses a second attempt in either language', async () => {
    const start = s.clock.now();
    const end = start + TICKET_TIERS[TRIAL_TICKET_TYPE].validityDays * DAY;
    const data = expectOk(await startTrial(me.token));
    expect(data.ticket).toMatchObject({ type: TRIAL_TICKET_TYPE, consumer: me.user.userid, checkedinAt: start, expiredAt: end });
    expect(data.ticket.token).toHaveLength(LIMITS.ticketTokenLength);
    expect(data.user).toMatchObject({ role: 'member', exp: end });
    expect(await roleNow()).toMatchObject({ role: 'member', exp: end });
    // The trial is an ordinary ticket: the user sees it among theirs and nobody can activate its code again.
    expect(expectOk(await s.call('/api/user/ticket/list', {}, { token: me.token })).list.map((t: { token: string }) => t.token)).toEqual([
      data.ticket.token,
    ]);
    expectRefusal(await activateTicket(s, (await quickUser(s)).token, data.ticket.token), 409, 'ticketUsed');

    const again = expectRefusal(await startTrial(me.token), 409, 'trialUsed');
    expect(again.body.msg).toBe('You have already used your free trial');
    const againInChinese = expectRefusal(await startTrial(me.token, 'zh-CN'), 409, 'trialUsed');
    expect(againInChinese.body.msg).toBe('您已经用过免费试用了');

    // Neither expiry nor a revoked trial opens the door to another one.
    s.clock.advance(end - s.clock.now());
    expect((await roleNow()).role).toBe('user');
    admin = await signInSuper(s);
    expectOk(await s.call('/api/ticket/revert', { token: data.ticket.token }, { token: admin.token }));
    expectRefusal(await startTrial(await freshToken(s, me.user.userid)), 409, 'trialUsed');
    expect(await s.services.db.selectFrom('tickets').select('token').where('consumer', '=', me.user.userid).execute()).toHaveLength(1);
  });

  it('gives one trial to a user who asks ten times at once', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => startTrial(me.token)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expectRefusal(a, 409, 'trialUsed');
    expect((await roleNow()).role).toBe('member');
  });

  it('keeps the trial for new users: one who already activated a ticket is refused in both languages', async () => {
    expectOk(await activateTicket(s, me.token, await one(100)));
    expect(expectRefusal(await startTrial(me.token), 409, 'trialForNewUsers').body.msg).toBe(
      'The free trial is for new users; your account already has a subscription ticket',
    );
    expect(expectRefusal(await startTrial(me.token, 'zh-CN'), 409, 'trialForNewUsers').body.msg).toBe('免费试用仅限新用户，您的账户已有订阅卡券');
  });

  it('lets only super dispatch, list and revert', async () => {
    expectRefusal(await s.call('/api/ticket/dispatch', { type: 10 }, { token: me.token }), 403, 'forbidden');
    expectRefusal(await s.call('/api/ticket/list', {}, { token: me.token }), 403, 'forbidden');
    expectRefusal(await s.call('/api/ticket/revert', { token: await one(10) }, { token: me.token }), 403, 'forbidden');
  });
});
