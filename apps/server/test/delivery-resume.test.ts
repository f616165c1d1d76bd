import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app/buildApp.js';
import type { ServerEvents } from '../src/app/services.js';
import { describeEachDatabase, startServer, type TestServer } from './harness.js';
import { alertFor, fakeTelegram, subscriber } from './messengerFakes.js';

const BOT_TOKEN = '123456:test-token';
const CHAT = 777_123;
/** Long enough that a failed attempt's retry is still waiting when the server stops. */
const RETRY_MS = 600_000;

type Recorded = ServerEvents['delivery-recorded'][0];

describeEachDatabase('deliveries across a stop', (kind) => {
  let s: TestServer;
  let telegram: Awaited<ReturnType<typeof fakeTelegram>>;
  const record = (id: string) => s.services.db.selectFrom('messenger_deliveries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** The next record written for a delivery with this outcome. */
  const recorded = (outcome: Recorded['outcome']) =>
    new Promise<Recorded>((resolve) => {
      const listener = (event: Recorded) => {
        if (event.outcome !== outcome) return;
        s.services.events.off('delivery-recorded', listener);
        resolve(event);
      };
      s.services.events.on('delivery-recorded', listener);
    });

  beforeAll(async () => {
    telegram = await fakeTelegram(BOT_TOKEN);
    s = await startServer(kind, { env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_API_ROOT: telegram.apiRoot, DELIVERY_RETRY_MS: String(RETRY_MS) } });
  });
  afterAll(async () => {
    await s?.close();
    await telegram?.close();
  });

  it('leaves a delivery waiting for its retry pending when the server stops, and sends it when a server starts after its time', async () => {
    const trader = await subscriber(s);
    await s.services.db.updateTable('users').set({ telegram_id: String(CHAT), bot_push: 1 }).where('userid', '=', trader.userid).execute();
    telegram.failNext(1);
    const waiting = recorded('pending');
    await s.app.messenger.deliver([alertFor(trader.userid, { symbol: 'TSLA' })]);
    const { id } = await waiting;
    await s.app.messenger.close();

    const left = await record(id);
    expect(left).toMatchObject({ outcome: 'pending', attempts: 1, last_error: expect.stringMatching(/Bad Gateway/) });
    expect(Number(left.next_attempt_at)).toBe(s.clock.now() + RETRY_MS / 1000);

    // Another delivery of the same message, due long after the restart: it keeps waiting.
    const later = { ...left, id: `${id}-later`, next_attempt_at: s.clock.now() + 10 * RETRY_MS / 1000 };
    await s.services.db.insertInto('messenger_deliveries').values(later).execute();

    s.clock.advance(RETRY_MS / 1000);
    const delivered = recorded('delivered');
    const restarted = await buildApp(s.services);
    try {
      await restarted.ready();
      expect(await delivered).toEqual({ id, outcome: 'delivered', attempts: 2 });
    } finally {
      await restarted.close();
    }
    expect(await record(id)).toMatchObject({ outcome: 'delivered', attempts: 2, last_error: null, next_attempt_at: null });
    expect(await record(later.id)).toMatchObject({ outcome: 'pending', attempts: 1 });
    const sent = [...telegram.sent(), ...telegram.photos()].filter((call) => String(call.params.chat_id) === String(CHAT));
    expect(sent).toHaveLength(2);
    expect(JSON.stringify(sent.at(-1)?.params)).toContain('TSLA');
  });
});
