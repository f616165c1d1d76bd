import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fearGreedLabel } from '@signaldesk/contract';
import type { Candle } from '@signaldesk/market-data';
import { beforeAll, describe, expect, it } from 'vitest';
import { type FearGreedInputs, fearGreedDays } from '../src/overview/feargreed/fearGreedMaths.js';
import { putCallRatio } from '../src/overview/feargreed/fearGreedService.js';
import { describeEachDatabase, expectOk, expectRefusal, signIn, type SignedIn, type TestServer, useServer } from './harness.js';
import { DAY, dailyBars } from './overviewSupport.js';

/**
 * 300 daily bars of a market that sat still and then jumped: the index at 100 jumps to 110 ten bars
 * from the end, the VIX at 20 ends at 25, bonds gain 2 % and gold 4 % over the last 20 bars, and of
 * three stocks two climb to new 52-week highs every day while one falls to new lows.
 */
const BARS = 300;
const START = Date.UTC(2025, 0, 1) / 1000;
const series = (close: (i: number) => number, volume?: (i: number) => number) => dailyBars(START, BARS, close, volume);
const SERIES: Record<string, Candle[]> = {
  '^GSPC': series((i) => (i < BARS - 10 ? 100 : 110)),
  '^VIX': series((i) => (i < BARS - 1 ? 20 : 25)),
  TLT: series((i) => (i < BARS - 1 ? 100 : 102)),
  'GC=F': series((i) => (i < BARS - 1 ? 100 : 104)),
  AAPL: series((i) => 100 + i),
  NVDA: series((i) => 50 + i),
  MSFT: series((i) => 500 - i),
};
const inputs = (overrides: Partial<FearGreedInputs> = {}): FearGreedInputs => ({
  index: SERIES['^GSPC']!,
  vix: SERIES['^VIX']!,
  havens: [SERIES.TLT!, SERIES['GC=F']!],
  stocks: [SERIES.AAPL!, SERIES.NVDA!, SERIES.MSFT!],
  putCallToday: null,
  ...overrides,
});

/**
 * The answer worked by hand for the last bar:
 * momentum: the 125-bar mean is (115 × 100 + 10 × 110) / 125 = 100.8, 110 / 100.8 − 1 = 9.127 %, score 50 + 5 × 9.127 = 95.6;
 * strength: 2 new highs against 1 new low, 66.7 %;
 * put/call proxy: down volume over up volume of 5 days, 5,000 / 10,000 = 0.5, score 50 − 100 × (0.5 − 1) = 100;
 * volatility: 25 against its 50-bar mean 20.1 is 24.38 % above, score 50 − 2 × 24.38 = 1.2;
 * safe haven: stocks 10 % against havens (2 % + 4 %) / 2 = 3 % over 20 bars, 7 points, score 50 + 6.25 × 7 = 93.8;
 * composite (95.6 + 66.7 + 100 + 1.2 + 93.8) / 5 = 71.5, greed.
 */
const KNOWN = [
  { id: 'momentum', raw: 9.13, score: 95.6, source: 'market' },
  { id: 'strength', raw: 66.67, score: 66.7, source: 'market' },
  { id: 'putCall', raw: 0.5, score: 100, source: 'proxy' },
  { id: 'volatility', raw: 24.38, score: 1.2, source: 'market' },
  { id: 'safeHaven', raw: 7, score: 93.8, source: 'market' },
];

describe('fear-greed computation', () => {
  it('scores each component and their mean on constructed data with a known answer', () => {
    const today = fearGreedDays(inputs(), 0).at(-1);
    expect(today).toEqual({ ts: SERIES['^GSPC']!.at(-1)!.ts, score: 71.5, label: 'greed', components: KNOWN });
  });

  it("takes today's put/call ratio from an option chain when there is one; above 1 reads bearish", () => {
    const today = fearGreedDays(inputs({ putCallToday: 1.2 }), 0).at(-1)!;
    expect(today.components.find((c) => c.id === 'putCall')).toEqual({ id: 'putCall', raw: 1.2, score: 30, source: 'options' });
    expect(today.score).toBe(57.5);
    expect(putCallRatio({ calls: [{ volume: 600 }, { volume: 400 }], puts: [{ volume: 1_200 }, { volume: Number.NaN }] })).toBe(
      1.2,
    );
    expect(putCallRatio({ calls: [], puts: [{ volume: 5 }] })).toBeNull();
  });

  it('measures volatility by the realised 30-day volatility of the index when no VIX is stored', () => {
    const today = fearGreedDays(inputs({ vix: [] }), 0).at(-1)!;
    // Ten bars after the jump the 30-day volatility (27.2 %) is five times its 50-bar mean (5.4 %): 400 % above, extreme fear.
    expect(today.components.find((c) => c.id === 'volatility')).toEqual({
      id: 'volatility',
      raw: 400,
      score: 0,
      source: 'proxy',
    });
  });

  it('leaves out the components that lack history and starts the history where the first one has it', () => {
    const days = fearGreedDays(inputs(), 0);
    // The volume proxy needs 5 bars, the safe-haven returns 21, the volatility mean 50, the momentum 125, the 52-week breadth 252.
    expect(days[0]?.components.map((c) => c.id)).toEqual(['putCall']);
    expect(days[0]?.ts).toBe(START + 4 * DAY + 14.5 * 3600);
    expect(days.find((d) => d.components.some((c) => c.id === 'momentum'))?.ts).toBe(START + 124 * DAY + 14.5 * 3600);
    expect(days.find((d) => d.components.some((c) => c.id === 'strength'))?.ts).toBe(START + 251 * DAY + 14.5 * 3600);
    expect(fearGreedDays(inputs(), SERIES['^GSPC']![BARS - 30]!.ts)).toHaveLength(30);
  });

  it('labels scores with the published bands', () => {
    expect([0, 24.9, 25, 44.9, 45, 54.9, 55, 74.9, 75, 100].map(fearGreedLabel)).toEqual([
      'extremeFear',
      'extremeFear',
      'fear',
      'fear',
      'neutral',
      'neutral',
      'greed',
      'greed',
      'extremeGreed',
      'extremeGreed',
    ]);
  });
});

const SENTIMENT = resolve(import.meta.dirname, '../../../../shared/data/sentiment/cnn_fear_greed_2011-2026.csv');

describe.skipIf(!existsSync(SENTIMENT))('fear-greed labels against CNN’s published history', () => {
  it('rates every published day as CNN did', () => {
    const rows = readFileSync(SENTIMENT, 'utf8').trim().split('\n').slice(1);
    expect(rows.length).toBeGreaterThan(3_000);
    const camel = (rating: string) => rating.replace(/ (\w)/, (_, c: string) => c.toUpperCase());
    const wrong = rows
      .map((row) => row.split(','))
      .filter(([, score, rating]) => fearGreedLabel(Number(score)) !== camel(rating ?? ''));
    expect(wrong).toEqual([]);
  });
});

describeEachDatabase('fear-greed index call', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let user: SignedIn;

  beforeAll(async () => {
    s = server();
    user = await signIn(s);
    s.clock.seconds = SERIES['^GSPC']!.at(-1)!.ts + 6 * 3600;
  });

  const index = (body: unknown) => s.call('/api/calendar/feargreedindex', body, { token: user.token });

  it('says plainly when the index has no history to work from', async () => {
    // The demo source has no S&P 500 bars for a moment before its history starts.
    s.clock.seconds = Date.UTC(1960, 0, 1) / 1000;
    expectRefusal(await index({ type: 'all' }), 503, 'fearGreedNoData');
    s.clock.seconds = SERIES['^GSPC']!.at(-1)!.ts + 6 * 3600;
  });

  it('computes today and a year of history from the stored daily bars', async () => {
    for (const [symbol, bars] of Object.entries(SERIES)) {
      await s.services.db.deleteFrom('candles').where('symbol', '=', symbol).execute();
      await s.app.market.service.store.write(symbol, '1d', bars);
    }
    // A snapshot write moves the data version, as the daily compute does.
    await s.services.db.updateTable('symbols').set({ stats_at: s.clock.now() }).where('symbol', '=', '^GSPC').execute();
    const data = expectOk(await index({ type: 'all' }));
    expect(data).toMatchObject({ score: 71.5, label: 'greed', components: KNOWN });
    const yearAgo = s.clock.now() - 365 * DAY;
    expect(data.history.at(-1)).toEqual({ ts: data.ts, score: 71.5 });
    expect(data.history.every((point: { ts: number }) => point.ts >= yearAgo)).toBe(true);
    expect(data.history.length).toBeGreaterThan(250);
    expect(expectOk(await index({ type: 'today' })).history).toEqual([]);
  });

  it('refuses other types and strangers', async () => {
    expectRefusal(await index({ type: 'week' }), 422, 'invalidField');
    expectRefusal(await s.call('/api/calendar/feargreedindex', { type: 'all' }), 401, 'unauthorized');
  });
});
