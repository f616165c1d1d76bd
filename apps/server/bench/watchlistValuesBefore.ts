import type { Duration, Watchlist, WatchlistColumn, WatchlistRow } from '@signaldesk/contract';
import { computeIndicator, type IndicatorId, seriesFromCandles } from '@signaldesk/indicators';
import { type Candle, resample } from '@signaldesk/market-data';
import type { StoredDuration } from '../src/candles/candleStore.js';
import { SOURCE_OF, sourceBarsFor } from '../src/candles/durations.js';
import type { Db } from '../src/db/database.js';
import { engineDuration } from '../src/quotes/chartDepth.js';
import { indicatorBars } from '../src/watchlists/listValues.js';

type Value = WatchlistRow['values'][number];
type IndicatorColumn = Extract<WatchlistColumn, { kind: 'indicator' }>;

/** How the candle store read the newest bars of many symbols before: a UNION ALL of index reads the query builder compiled, 100 symbols a statement. */
async function lastOfEachBefore(db: Db, symbols: readonly string[], duration: StoredDuration, count: number): Promise<Map<string, Candle[]>> {
  const bars = new Map<string, Candle[]>();
  for (let start = 0; start < symbols.length; start += 100) {
    const reads = symbols.slice(start, start + 100).map((symbol) =>
      db
        .selectFrom(
          db
            .selectFrom('candles')
            .where('symbol', '=', symbol)
            .where('duration', '=', duration)
            .select(['symbol', 'ts', 'open', 'high', 'low', 'close', 'volume'])
            .orderBy('ts', 'desc')
            .limit(count)
            .as('newest'),
        )
        .selectAll(),
    );
    const rows = await reads.reduce((joined, read) => joined.unionAll(read)).execute();
    for (const row of rows) {
      const own = bars.get(row.symbol) ?? [];
      own.push({ ts: Number(row.ts), open: Number(row.open), high: Number(row.high), low: Number(row.low), close: Number(row.close), volume: Number(row.volume) });
      bars.set(row.symbol, own);
    }
  }
  for (const own of bars.values()) own.sort((a, b) => a.ts - b.ts);
  return bars;
}

/** Each symbol's newest bars of a duration as they were read before: every source bar of the window, every call. */
async function newestOfEachBefore(db: Db, symbols: readonly string[], duration: Exclude<Duration, 'intraday'>, count: number) {
  const source = SOURCE_OF[duration];
  if (source === duration) return lastOfEachBefore(db, symbols, source, count);
  const wanted = sourceBarsFor(duration, count);
  const read = await lastOfEachBefore(db, symbols, source, wanted);
  return new Map(
    [...read].map(([symbol, bars]) => {
      const built = resample(bars, source, duration, symbol);
      return [symbol, (bars.length < wanted ? built : built.slice(1)).slice(-count)] as const;
    }),
  );
}

/**
 * The values call's quote and indicator columns as they were computed before the series were kept: the whole window
 * of every series read and every indicator computed on every call. The watchlists bench measures against it.
 */
export async function listValuesBefore(db: Db, list: Watchlist): Promise<WatchlistRow[]> {
  const symbols = list.items.map((item) => item.symbol);
  const barsWanted = new Map<Exclude<Duration, 'intraday'>, number>([['1d', 2]]);
  for (const column of list.columns) {
    if (column.kind === 'indicator' && column.duration !== 'intraday') {
      barsWanted.set(column.duration, Math.max(barsWanted.get(column.duration) ?? 0, indicatorBars(column)));
    }
  }
  const barsOf = new Map(
    await Promise.all([...barsWanted].map(async ([duration, count]) => [duration, await newestOfEachBefore(db, symbols, duration, count)] as const)),
  );
  const indicatorValue = (column: IndicatorColumn, candles: Candle[] | undefined): Value => {
    if (!candles) return null;
    const series = seriesFromCandles(candles.slice(-indicatorBars(column)));
    const { lines } = computeIndicator({ indicator: column.indicator.indicator as IndicatorId, settings: column.indicator.settings as never }, series, {
      duration: engineDuration(column.duration),
    });
    const value = (lines as Record<string, Float64Array>)[column.line]?.at(-1);
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  };
  const cell = (column: WatchlistColumn, symbol: string): Value => {
    const daily = barsOf.get('1d')?.get(symbol);
    if (column.kind === 'indicator') return indicatorValue(column, barsOf.get(column.duration as '1d')?.get(symbol));
    if (column.kind === 'quote' && column.field === 'last') return daily?.at(-1)?.close ?? null;
    return null;
  };
  return symbols.map((symbol) => ({ symbol, values: list.columns.map((column) => cell(column, symbol)) }));
}
