import { beforeAll, expect, it } from 'vitest';
import {
  describeEachDatabase,
  expectOk,
  expectRefusal,
  quickUser,
  signInMember,
  signInSuper,
  type SignedIn,
  type TestServer,
  useServer,
} from './harness.js';
import { alertFor } from './messengerFakes.js';

describeEachDatabase('the fire screen’s queues in the embedded process', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let admin: SignedIn;
  const list = (token?: string, body: unknown = {}) => s.call('/api/queues/list', body, { token });

  beforeAll(async () => {
    s = server();
    admin = await signInSuper(s);
  });

  it('counts the deliveries and backtests from the database and names the latest failures', async () => {
    const trader = await quickUser(s);
    // Phone notification switched on with no browser registered: the delivery fails at once.
    await s.services.db.insertInto('messenger_channels').values({ userid: trader.userid, channel: 'webpush', mode: 'on', language: 'en' }).execute();
    await s.app.messenger.deliver([alertFor(trader.userid)]);
    await s.app.messenger.settled();
    const [failed] = await s.services.db.selectFrom('messenger_deliveries').selectAll().where('userid', '=', trader.userid).execute();
    const now = s.clock.now();
    await s.services.db
      .insertInto('messenger_deliveries')
      .values({ ...failed!, id: 'waiting-for-retry', outcome: 'pending', attempts: 1, next_attempt_at: now + 600 })
      .execute();
    const run = {
      userid: trader.userid,
      name: 'Oversold',
      request: '{}',
      symbols: '["AAPL"]',
      duration: '1d',
      done: 1,
      total: 1,
      result: null,
      summary: null,
      error_symbol: null,
      created_at: now,
      started_at: now,
      finished_at: now,
      beat_at: now,
      share_token: null,
    };
    await s.services.db
      .insertInto('backtest_runs')
      .values([
        { ...run, id: 'run-done', status: 'done', error_key: null },
        { ...run, id: 'run-failed', status: 'failed', error_key: 'backtestNoCandles' },
      ])
      .execute();

    const answer = expectOk(await list(admin.token));
    expect(answer.processRole).toBe('all');
    expect(answer.queues.map((q: { name: string }) => q.name)).toEqual(['market', 'backtests', 'deliveries']);
    const [market, backtests, deliveries] = answer.queues;
    expect(market).toMatchObject({ name: 'market', waiting: expect.any(Number), active: expect.any(Number), delayed: 0 });
    expect(backtests).toMatchObject({ waiting: 0, active: 0, delayed: 0, completed: 1, failed: 1 });
    expect(backtests.failures).toEqual([{ id: 'run-failed', name: 'backtest', error: 'backtestNoCandles', at: now, attempts: 1 }]);
    expect(deliveries).toMatchObject({ waiting: 0, active: 0, delayed: 1, completed: 0, failed: 1 });
    expect(deliveries.failures).toEqual([{ id: failed!.id, name: 'deliver webpush', error: 'no browser is registered for phone notification', at: now, attempts: 1 }]);
  });

  it('answers super only, and refuses a body with fields of its own', async () => {
    expectRefusal(await list(undefined), 401, 'unauthorized');
    const member = await signInMember(s, admin.token);
    expectRefusal(await list(member.token), 403, 'forbidden');
    const forged = await list(admin.token, { processRole: 'worker', queues: ['deliveries'] });
    expect(forged.status).toBe(422);
    expect(forged.body).toMatchObject({ code: 422 });
  });
});
