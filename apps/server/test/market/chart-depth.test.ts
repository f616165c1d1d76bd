import { type ChartCandle, DURATIONS, type Duration, MARKET_LIMITS, unpackCandles } from '@signaldesk/contract';
import { type Candle, type CandleRequest, marketSessions } from '@signaldesk/market-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBars } from '../../src/candles/seriesReader.js';
import { createMarket, type MarketModule } from '../../src/market/marketModule.js';
import { computeWindow, longestWarmUp } from '../../src/quotes/chartDepth.js';
import { describeEachDatabase, type TestServer, useServer } from '../harness.js';
import { DAY, ScriptedSource } from './support.js';

/** Tuesday 2026-01-06 15:00 UTC, 10:00 in New York: the session is on. */
const TUESDAY_10_NY = Date.UTC(2026, 0, 6, 15, 0) / 1000;
/** Lines and pane values that need the longest warm-ups of the catalogue on the chart. */
const DEEP_FIELDS = ['matrix.mma120', 'matrix.mma240', 'matrix.bandOrder', 'chord.kfast', 'chord.kslow', 'chord.bar', 'chord.arean'];
/** The demo market keeps 60 days of intraday bars: fewer than a chart's first answer of hours and 4 hours. */
const SHORT_IN_DEMO: readonly Duration[] = ['1h', '4h', 'intraday'];

const filled = (candle: ChartCandle | undefined, fields: readonly string[]) => fields.filter((field) => typeof candle?.[field] !== 'number');

describe('chart depth', () => {
  it('reads the longest warm-up of the catalogue before the bars shown', () => {
    // The large wave's normalised area (173 + 120 - 1 bars) is the longest on minutes to four hours.
    expect(longestWarmUp('AAPL', '4h')).toBe(292);
    expect(longestWarmUp('AAPL', 'intraday')).toBe(292);
    // The four-year high and low on days and hours, in the symbol's own market year.
    expect(longestWarmUp('AAPL', '1d')).toBe(4 * 252 - 1);
    expect(longestWarmUp('BTC-USD', '1d')).toBe(4 * 365 - 1);
    expect(computeWindow('AAPL', '4h')).toBe(MARKET_LIMITS.chartCandles + 292);
    // The intraday chart shows a whole session of minutes.
    expect(computeWindow('BTC-USD', 'intraday')).toBe(1_440 + 292);
  });
});

describeEachDatabase('chart history per duration', (kind) => {
  const server = useServer(kind);
  let s: TestServer;

  beforeAll(() => {
    s = server();
    s.clock.seconds = TUESDAY_10_NY;
  });

  it('answers at least 400 bars for every duration where the demo market has them, each bar warmed up', async () => {
    const service = s.app.market.service;
    const warmedFirst: Duration[] = [];
    for (const duration of DURATIONS) {
      const candles = unpackCandles(await service.chart('MSFT', duration));
      const held = await readBars(service.store, 'MSFT', duration, Number.MAX_SAFE_INTEGER);
      if (SHORT_IN_DEMO.includes(duration)) {
        // Everything the market has, up to a first answer.
        expect(candles.length, duration).toBe(Math.min(held.length, MARKET_LIMITS.chartCandles));
        continue;
      }
      expect(candles.length, duration).toBe(MARKET_LIMITS.chartCandles);
      expect(filled(candles.at(-1), DEEP_FIELDS), duration).toEqual([]);
      // Where the market holds the warm-up too, it lies before the oldest bar shown, which carries every line.
      if (held.length < computeWindow('MSFT', duration)) continue;
      expect(filled(candles[0], DEEP_FIELDS), duration).toEqual([]);
      warmedFirst.push(duration);
    }
    expect(warmedFirst).toEqual(expect.arrayContaining(['1m', '5m', '15m', '1d']));
  });
});

/** Hourly bars through every New York session of the asked window, as Yahoo keeps them for two years. */
function sessionHours(request: CandleRequest): Candle[] {
  if (request.duration !== '1h') return [];
  const to = request.to ?? TUESDAY_10_NY;
  const from = request.from ?? to - 729 * DAY;
  const bars: Candle[] = [];
  for (const session of marketSessions('US', from, to)) {
    for (const part of session.parts) {
      for (let ts = part.start; ts < part.end && ts < to; ts += 3_600) {
        const level = 100 + 10 * Math.sin(ts / (20 * DAY)) + (ts - from) / (30 * DAY);
        bars.push({ ts, open: level, high: level + 1, low: level - 1, close: level + 0.5, volume: 1_000 });
      }
    }
  }
  return bars;
}

describeEachDatabase('4-hour chart on two years of hours', (kind) => {
  const server = useServer(kind);
  let market: MarketModule;

  beforeAll(async () => {
    server().clock.seconds = TUESDAY_10_NY;
    market = await createMarket(server().services, { provider: new ScriptedSource(sessionHours) }, () => undefined);
  });
  afterAll(() => market.close());

  it('shows 400 bars with MA 120, the band order and the large wave filled on the first and the last', async () => {
    const candles = unpackCandles(await market.service.chart('AAPL', '4h'));
    expect(candles).toHaveLength(MARKET_LIMITS.chartCandles);
    expect(filled(candles.at(-1), DEEP_FIELDS)).toEqual([]);
    expect(filled(candles[0], DEEP_FIELDS)).toEqual([]);
  });
});
