/**
 * A message's id is known before it is stored, so sockets are told while the store runs: two processes joined by
 * Redis on one database give one alert one id and different alerts different ids, a session keeps showing its newest
 * message whatever round is stored last, and an acknowledgement that arrives before its message's row, in the
 * raising process or the other one, is written once the row is there.
 */
import type { Message } from '@signaldesk/contract';
import { sql } from 'kysely';
import type { Socket } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageId, storeNotices } from '../src/messenger/messageStore.js';
import { strategyNotice } from '../src/messenger/notice.js';
import { describeEachDatabase, expectOk, REDIS_UP, startServer, TEST_REDIS_URL, type TestServer, unreachable } from './harness.js';
import { alertFor, NotifyClient, subscriber } from './messengerFakes.js';

const redisRule = unreachable('Redis', TEST_REDIS_URL, REDIS_UP);

describeEachDatabase('message ids given before the store', (kind) => {
  describe.skipIf(redisRule.skip)('two processes on one Redis', () => {
    let raising: TestServer;
    let other: TestServer;
    const urls: string[] = [];
    const clients: NotifyClient[] = [];
    const connect = (server: 0 | 1, token: string) => {
      const client = new NotifyClient(urls[server] as string, token);
      clients.push(client);
      return client;
    };
    const row = (id: string) => raising.services.db.selectFrom('messenger_messages').selectAll().where('id', '=', id).executeTakeFirst();
    const sessions = async (token: string) => expectOk(await raising.call('/api/messenger/session/list', {}, { token }));
    const thread = async (token: string, sessionid: string) =>
      expectOk(await raising.call('/api/messenger/message/list', { sessionid }, { token })).list as Message[];

    /** The server side of the next socket to connect to `server`. */
    const serverSocket = (server: TestServer) =>
      new Promise<Socket>((resolve) => server.app.realtime.of('/notifications').once('connection', resolve));
    /** Sends the acknowledgement and waits until the server has read it. */
    async function acknowledge(client: NotifyClient, socket: Socket, id: string): Promise<void> {
      const read = new Promise<void>((resolve) =>
        socket.onAny((event: string, body: { id?: string }) => {
          if (event === 'ack-notification' && body?.id === id) resolve();
        }),
      );
      client.socket.emit('ack-notification', { id });
      await read;
    }

    beforeAll(async () => {
      redisRule.failIfDown();
      raising = await startServer(kind, { env: { REDIS_URL: TEST_REDIS_URL } });
      other = await startServer(kind, { joins: raising, env: { REDIS_URL: TEST_REDIS_URL } });
      for (const server of [raising, other]) urls.push(await server.app.listen({ port: 0, host: '127.0.0.1' }));
    });
    afterAll(async () => {
      for (const client of clients) client.close();
      await other?.close();
      await raising?.close();
    });

    it('gives one alert one id in both processes, and different alerts different ids', async () => {
      const trader = await subscriber(raising);
      const client = connect(1, trader.token);
      await client.connected();
      const both = alertFor(trader.userid, { symbol: 'AAPL' });
      const first = alertFor(trader.userid, { symbol: 'MSFT' });
      const second = alertFor(trader.userid, { symbol: 'TSLA' });
      await Promise.all([raising.app.messenger.deliver([both, first]), other.app.messenger.deliver([second, both])]);

      const heard = await client.until((got) => new Set(got.map((m) => m.symbol)).size === 3, 10_000, 'the three alerts');
      const bothId = messageId(strategyNotice(both).key);
      expect(new Set(heard.filter((m) => m.symbol === 'AAPL').map((m) => m.id))).toEqual(new Set([bothId]));
      const listed = await thread(trader.token, both.strategyId);
      expect(listed.map((m) => m.symbol).sort()).toEqual(['AAPL', 'MSFT', 'TSLA']);
      expect(new Set(listed.map((m) => m.id)).size).toBe(3);
      expect(listed.find((m) => m.symbol === 'AAPL')?.id).toBe(bothId);
      for (const message of heard) expect(listed.map((m) => m.id)).toContain(message.id);
      expect((await sessions(trader.token)).unread).toBe(3);
    });

    it('keeps a session on its newest message when an older round is stored after it', async () => {
      const trader = await subscriber(raising);
      const now = raising.clock.now();
      const newer = strategyNotice(alertFor(trader.userid, { symbol: 'NVDA' }));
      const older = strategyNotice(alertFor(trader.userid, { symbol: 'AMD' }));
      await storeNotices(raising.services.db, [newer], now + 120);
      await storeNotices(raising.services.db, [older], now + 60);
      const [session] = (await sessions(trader.token)).list;
      expect(session).toMatchObject({ unreadCount: 2, latestMessage: { ts: now + 120, symbol: 'NVDA' } });
      expect((await thread(trader.token, newer.sessionid)).map((m) => m.symbol)).toEqual(['NVDA', 'AMD']);
    });

    it.runIf(kind === 'postgres')('writes acknowledgements that arrive while their messages are being stored, in either process', async () => {
      const near = await subscriber(raising);
      const far = await subscriber(raising);
      const nearSocket = serverSocket(raising);
      const nearClient = connect(0, near.token);
      await nearClient.connected();
      const farSocket = serverSocket(other);
      const farClient = connect(1, far.token);
      await farClient.connected();

      // The round's store waits on the sessions table until the test lets it go; its messages are told meanwhile.
      let release: () => void = () => undefined;
      let locked: () => void = () => undefined;
      const lockHeld = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const holding = raising.services.db.transaction().execute(async (trx) => {
        await sql`LOCK TABLE messenger_sessions IN EXCLUSIVE MODE`.execute(trx);
        locked();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      });
      await lockHeld;
      const delivering = raising.app.messenger.deliver([alertFor(near.userid, { symbol: 'AAPL' }), alertFor(far.userid, { symbol: 'AAPL' })]);
      const [nearMessage] = (await nearClient.next(1, 10_000)) as [Message];
      const [farMessage] = (await farClient.next(1, 10_000)) as [Message];
      await acknowledge(nearClient, await nearSocket, nearMessage.id);
      await acknowledge(farClient, await farSocket, farMessage.id);
      // Both acknowledgements were read before either row existed.
      expect(await row(nearMessage.id)).toBeUndefined();
      expect(await row(farMessage.id)).toBeUndefined();

      release();
      await holding;
      await delivering;
      const now = raising.clock.now();
      await expect.poll(async () => [(await row(nearMessage.id))?.acked_at, (await row(farMessage.id))?.acked_at], { timeout: 10_000 }).toEqual([now, now]);
    });

    it('stores a round as it was told: quotes, backslashes, new lines and Chinese in its texts, and large numbers', async () => {
      const trader = await subscriber(raising);
      const client = connect(0, trader.token);
      await client.connected();
      const payload = { 'matrix.mma10': 123456789.125, note: 'say "buy"\\now\n\t{}[],\'', 名称: '贵州茅台 \u2028 ✓' };
      await raising.app.messenger.deliver([alertFor(trader.userid, { symbol: 'BRK.B', name: 'O\'Brien "& Co" \\ 伯克希尔', payload })]);
      const [heard] = (await client.next(1, 10_000)) as [Message];
      const [listed] = await thread(trader.token, heard.sessionid);
      expect(listed).toEqual(heard);
      expect(listed).toMatchObject({ symbol: 'BRK.B', name: 'O\'Brien "& Co" \\ 伯克希尔', payload });
    });

    it("tells its screens a round published by a process of the previous release, under that release's event", async () => {
      const trader = await subscriber(raising);
      const client = connect(1, trader.token);
      await client.connected();
      // What the previous release publishes once a round is stored: the stored messages, as a plain array.
      const stored = await storeNotices(raising.services.db, [strategyNotice(alertFor(trader.userid, { symbol: 'ORCL', name: 'Oracle' }))], raising.clock.now());
      raising.app.realtime.of('/notifications').serverSideEmit('stored-messages', [{ bad: true }, ...stored]);
      const [heard] = (await client.next(1, 10_000)) as [Message];
      expect(heard).toEqual(stored[0]?.message);
    });

    it('writes the acknowledgements still gathering when a process closes', async () => {
      const closing = await startServer(kind, { joins: raising, env: { REDIS_URL: TEST_REDIS_URL } });
      const url = await closing.app.listen({ port: 0, host: '127.0.0.1' });
      const trader = await subscriber(raising);
      const socket = serverSocket(closing);
      const client = new NotifyClient(url, trader.token);
      clients.push(client);
      await client.connected();
      await closing.app.messenger.deliver([alertFor(trader.userid, { symbol: 'ADBE', name: 'Adobe' })]);
      const [message] = (await client.next(1, 10_000)) as [Message];
      await acknowledge(client, await socket, message.id);
      await closing.close();
      expect((await row(message.id))?.acked_at).toBe(raising.clock.now());
    });

    it('tries a failed store again: the message told before it is listed and counted under the same id, its acknowledgement kept', async () => {
      const trader = await subscriber(raising);
      const socket = serverSocket(other);
      const client = connect(1, trader.token);
      await client.connected();
      const db = raising.services.db;
      // The store is refused until the test has seen the message on screen and acknowledged it.
      if (kind === 'postgres') {
        await sql`CREATE FUNCTION refuse_stores() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused for the test'; END $$ LANGUAGE plpgsql`.execute(db);
        await sql`CREATE TRIGGER refuse_stores BEFORE INSERT ON messenger_messages FOR EACH ROW EXECUTE FUNCTION refuse_stores()`.execute(db);
      } else {
        await sql`CREATE TRIGGER refuse_stores BEFORE INSERT ON messenger_messages BEGIN SELECT RAISE(ABORT, 'refused for the test'); END`.execute(db);
      }
      const delivering = raising.app.messenger.deliver([alertFor(trader.userid, { symbol: 'META', name: 'Meta Platforms' })]);
      const [message] = (await client.next(1, 10_000)) as [Message];
      await acknowledge(client, await socket, message.id);
      expect(await row(message.id)).toBeUndefined();
      await sql`DROP TRIGGER refuse_stores${sql.raw(kind === 'postgres' ? ' ON messenger_messages' : '')}`.execute(db);
      await delivering;

      // What a reload reads: the message under the id the socket had, counted unread.
      expect((await thread(trader.token, message.sessionid)).map((m) => m.id)).toEqual([message.id]);
      expect((await sessions(trader.token)).unread).toBe(1);
      await expect.poll(async () => (await row(message.id))?.acked_at, { timeout: 10_000 }).toBe(raising.clock.now());
    });
  });
});
