import { computeIndicator, STANDARD_FIELD_SETTINGS } from '@signaldesk/indicators';
import { MESSAGES, namedValues } from '@signaldesk/contract';
import { beforeAll, expect, it } from 'vitest';
import { runCandles } from '../src/backtests/backtestQueue.js';
import { describeEachDatabase, expectOk, expectRefusal, signInMember, signInSuper, type SignedIn, type TestServer, useServer } from './harness.js';

const SYMBOLS = ['AAPL', 'MSFT', 'NVDA', 'AMZN'];
const [, FAST, SLOW] = STANDARD_FIELD_SETTINGS.averages;

/** Buy the candle after SMA 50 crosses above SMA 200, sell the candle after it crosses back. */
const GOLDEN_CROSS = {
  entry: { day: { 'standard.goldenCross': { in: [2] } } },
  exit: { day: { 'standard.goldenCross': { in: [-2] } } },
  costs: 'none' as const,
  from: '2010-01-01',
  to: '2025-06-30',
};

describeEachDatabase('the standard indicators in screens, alerts and backtests', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let alice: SignedIn;

  beforeAll(async () => {
    s = server();
    const admin = await signInSuper(s);
    alice = await signInMember(s, admin.token);
    for (const symbol of SYMBOLS) await s.app.market.service.update(symbol, '1d');
  });

  const seek = async (query: unknown, language = 'en') =>
    s.call('/api/stats/seek', { query }, { token: alice.token, headers: { 'accept-language': language } });

  it('screens on RSI 14 and the close against SMA 200, with the values the chart draws', async () => {
    const all = expectOk(await seek({ region: 'US', limit: 200, day: { 'standard.rsi': { min: 0, order: 'DESC' } } }));
    const picked = all.list.filter((row: { symbol: string }) => SYMBOLS.includes(row.symbol));
    expect(picked).toHaveLength(SYMBOLS.length);
    for (const row of picked) {
      const series = await runCandles(s.app.market.service.store, row.symbol, '1d');
      const last = series.close.length - 1;
      const rsi = computeIndicator({ indicator: 'rsi' }, series).lines.rsi[last]!;
      const sma = computeIndicator({ indicator: 'sma', settings: { period: SLOW } }, series).lines.sma[last]!;
      const values = namedValues(all.fields, row.day);
      expect(values['standard.rsi']).toBe(Number(rsi.toPrecision(7)));
      expect(values['standard.sma200']).toBe(Number(((series.close[last]! / sma - 1) * 100).toPrecision(7)));
    }
    const rsis = all.list.map((row: { day: (number | null)[] }) => namedValues(all.fields, row.day)['standard.rsi']);
    expect(rsis).toEqual([...rsis].sort((a, b) => b - a));

    const threshold = rsis[Math.floor(rsis.length / 2)];
    const above = expectOk(await seek({ region: 'US', day: { 'standard.rsi': { min: threshold } } }));
    expect(above.list.length).toBeGreaterThan(0);
    for (const row of above.list) expect(namedValues(above.fields, row.day)['standard.rsi']).toBeGreaterThanOrEqual(threshold);
  });

  it('refuses an RSI past 100 and an unknown cross value by name in both languages', async () => {
    expect(expectRefusal(await seek({ day: { 'standard.rsi': { min: 150 } } }), 422, 'strategyOutOfRange').body.msg).toBe(MESSAGES.strategyOutOfRange.en);
    expect(expectRefusal(await seek({ day: { 'standard.goldenCross': { in: [3] } } }, 'zh'), 422, 'strategyEnumValue').body.msg).toBe(MESSAGES.strategyEnumValue.zh);
  });

  it('backtests a golden cross: every entry follows a candle where SMA 50 crossed above SMA 200', async () => {
    const request = { strategy: GOLDEN_CROSS, universe: { kind: 'symbol', symbol: 'MSFT' } };
    const queued = expectOk(await s.call('/api/backtest/mine/create', { name: 'Golden cross', request }, { token: alice.token })).run;
    await s.app.backtests.queue.idle();
    const run = expectOk(await s.call('/api/backtest/get', { id: queued.id }, { token: alice.token })).run;
    expect(run.status).toBe('done');
    const series = await runCandles(s.app.market.service.store, 'MSFT', '1d');
    const fast = computeIndicator({ indicator: 'sma', settings: { period: FAST } }, series).lines.sma;
    const slow = computeIndicator({ indicator: 'sma', settings: { period: SLOW } }, series).lines.sma;
    const trades = run.result.trades as { entryTime: number }[];
    expect(trades.length).toBeGreaterThan(0);
    for (const trade of trades) {
      const i = series.ts.indexOf(trade.entryTime) - 1;
      expect(fast[i - 1]! <= slow[i - 1]! && fast[i]! > slow[i]!, `entry at ${trade.entryTime}`).toBe(true);
    }
  });

  it('takes an indicator alert on the MACD crossing its signal, and refuses one on a field that does not exist', async () => {
    const create = (condition: unknown, language = 'en') =>
      s.call(
        '/api/alert/mine/create',
        { symbol: 'AAPL', duration: '1d', condition },
        { token: alice.token, headers: { 'accept-language': language } },
      );
    const alert = expectOk(await create({ kind: 'indicator', rules: { 'standard.macdCross': { in: [2, -2] } } })).alert;
    expect(alert.condition).toEqual({ kind: 'indicator', rules: { 'standard.macdCross': { in: [2, -2] } } });
    expect((await create({ kind: 'indicator', rules: { 'standard.macd20': { min: 0 } } }, 'zh')).status).toBe(422);
  });
});
