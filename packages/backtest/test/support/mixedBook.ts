import type { BacktestStrategy, Region } from '@signaldesk/contract';
import type { Candle } from '@signaldesk/indicators';
import { type BacktestResult, type BacktestSymbol, limitPrice } from '../../src/index.js';
import { randomWalk, START, seeded, strategyOf } from './candles.js';

const DAY = 86_400;

/**
 * A symbol of seeded candles with its rule columns drawn at random, the indicators left out: KD's K from 0 to 100
 * after a warm-up of NaN, and the golden cross's states (-2, -1, 1, 2).
 */
function bookSymbol(symbol: string, market: Region, lot: number, candles: readonly Candle[], seed: number): BacktestSymbol {
  const random = seeded(seed);
  const k = Float64Array.from(candles, (_, i) => (i < 9 ? Number.NaN : random() * 100));
  const cross = Float64Array.from(candles, (_, i) => (i < 20 ? Number.NaN : [-2, -1, 1, 2][Math.floor(random() * 4)]!));
  return {
    symbol,
    market,
    lot,
    ts: Float64Array.from(candles, (c) => c.ts),
    open: Float64Array.from(candles, (c) => c.open),
    high: Float64Array.from(candles, (c) => c.high),
    low: Float64Array.from(candles, (c) => c.low),
    close: Float64Array.from(candles, (c) => c.close),
    columns: { 'kd.k': k, 'standard.goldenCross': cross },
  };
}

/** Every `every`th bar from `from` opens and trades at the day's limit, up and down in turn (A-shares). */
function withLimitDays(candles: Candle[], every: number, from: number): Candle[] {
  return candles.map((c, i) => {
    if (i < from || i % every !== 0) return c;
    const price = limitPrice(candles[i - 1]!.close, (i / every) % 2 === 0 ? 0.1 : -0.1);
    return { ...c, open: price, high: price, low: price, close: price };
  });
}

/** Weekdays only, as a stock exchange trades. */
const weekdays = (candles: Candle[]) => candles.filter((c) => ![2, 3].includes(Math.floor(c.ts / DAY) % 7));

/**
 * Twelve symbols of four markets on calendars of their own: crypto every day, stocks on weekdays, one with
 * holes, one listed late and one delisted early, A-shares with limit days; inputs out of alphabetical order.
 */
export function mixedBook(): BacktestSymbol[] {
  const holes = randomWalk(700, 9, 30).filter((_, i) => i % 11 !== 3 && i % 17 !== 5);
  return [
    bookSymbol('MSFT', 'US', 1, weekdays(randomWalk(700, 1, 300)), 101),
    bookSymbol('AAPL', 'US', 1, weekdays(randomWalk(700, 2, 150)), 102),
    bookSymbol('LATE', 'US', 1, weekdays(randomWalk(400, 3, 20, START + 300 * DAY)), 103),
    bookSymbol('GONE', 'US', 1, weekdays(randomWalk(350, 4, 60)), 104),
    bookSymbol('HOLE', 'US', 1, holes, 105),
    bookSymbol('0700.HK', 'HK', 100, weekdays(randomWalk(700, 5, 38)), 106),
    bookSymbol('0005.HK', 'HK', 400, weekdays(randomWalk(700, 6, 6.2)), 107),
    bookSymbol('600519.SS', 'CN', 100, withLimitDays(weekdays(randomWalk(700, 7, 16)), 23, 40), 108),
    bookSymbol('300750.SZ', 'CN', 100, withLimitDays(weekdays(randomWalk(700, 8, 180)), 19, 30), 109),
    bookSymbol('BTC-USD', 'USD', 0, randomWalk(700, 10, 40_000), 110),
    bookSymbol('ETH-USD', 'USD', 0, randomWalk(700, 11, 2_000), 111),
    bookSymbol('SOL-USD', 'USD', 0, randomWalk(700, 12, 90, START + 50 * DAY), 112),
  ];
}

/** Strategies that take every path of the fill loop: rules, stops, trailing, targets, holding time, short, windows. */
export const MIXED_STRATEGIES: Record<string, BacktestStrategy> = {
  'KD with every exit, market costs, four slots': strategyOf({
    entry: { day: { 'kd.k': { max: 25 } } },
    exit: { day: { 'kd.k': { min: 85 } } },
    stopLoss: 4,
    takeProfit: 6,
    trailingStop: 3,
    maxBars: 12,
    positionSize: 0.2,
    maxPositions: 4,
  }),
  'golden cross, no costs, a slot for each': strategyOf({
    entry: { day: { 'standard.goldenCross': { in: [2] } } },
    exit: { day: { 'standard.goldenCross': { in: [-2] } } },
    costs: 'none',
    positionSize: 0.05,
    maxPositions: 12,
  }),
  'crossing states listed, holding time only, a window': strategyOf({
    entry: { day: { 'standard.goldenCross': { in: [1, 2] }, 'kd.k': { min: 40, max: 60 } } },
    maxBars: 5,
    positionSize: 0.3,
    maxPositions: 3,
    from: '2024-03-01',
    to: '2025-06-30',
  }),
  'all in, one position': strategyOf({
    entry: { day: { 'kd.k': { max: 10 } } },
    exit: { day: { 'kd.k': { min: 70 } } },
    stopLoss: 8,
  }),
};

/** The short side, on the markets that allow it. */
export const MIXED_SHORT = strategyOf({
  entry: { day: { 'kd.k': { min: 80 } } },
  exit: { day: { 'kd.k': { max: 30 } } },
  direction: 'short',
  stopLoss: 5,
  trailingStop: 4,
  positionSize: 0.25,
  maxPositions: 3,
});

/** FNV-1a over every number's 64 bits and every text of a result, in the result's order: equal only bit for bit. */
export function digestOf(result: BacktestResult): string {
  let hash = 0x811c9dc5;
  const bits = new DataView(new ArrayBuffer(8));
  const word = (w: number) => {
    for (let b = 0; b < 32; b += 8) hash = Math.imul(hash ^ ((w >>> b) & 255), 16777619);
  };
  const add = (value: unknown): void => {
    if (typeof value === 'number') {
      bits.setFloat64(0, value);
      word(bits.getUint32(0));
      word(bits.getUint32(4));
    } else if (typeof value === 'string') {
      for (let i = 0; i < value.length; i++) word(value.charCodeAt(i));
      word(0xffff);
    } else if (value === null || value === undefined) {
      word(0xfffe);
    } else if (ArrayBuffer.isView(value) || Array.isArray(value)) {
      const list = value as ArrayLike<unknown>;
      word(list.length);
      for (let i = 0; i < list.length; i++) add(list[i]);
    } else {
      for (const [key, field] of Object.entries(value as object)) {
        add(key);
        add(field);
      }
    }
  };
  add(result);
  return (hash >>> 0).toString(16).padStart(8, '0');
}
