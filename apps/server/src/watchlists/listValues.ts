import {
  type Duration,
  indicatorDescriptor,
  MARKET_LIMITS,
  type QuoteColumn,
  type Watchlist,
  type WatchlistColumn,
  type WatchlistRow,
} from '@signaldesk/contract';
import { type Columns, computeIndicator, type FieldId, fieldIndex, type IndicatorId, type Series, seriesFromCandles } from '@signaldesk/indicators';
import type { Candle } from '@signaldesk/market-data';
import type { CandleStore, StoredDuration } from '../candles/candleStore.js';
import { SOURCE_OF } from '../candles/durations.js';
import { readNewestOfEach } from '../candles/seriesReader.js';
import type { Db } from '../db/database.js';
import { engineDuration } from '../quotes/chartDepth.js';
import { type KeptBars, type KeptSeries, TAIL_BARS } from './keptSeries.js';

type Value = WatchlistRow['values'][number];

export interface ValueSources {
  db: Db;
  store: CandleStore;
  /** The series earlier calls read, kept with the columns computed over them. */
  kept: KeptSeries;
  /** Each symbol's next report (yyyyMMdd) as the calendar knows it; none when its source failed. */
  nextEarnings: (symbols: readonly string[]) => Promise<Map<string, string>>;
  now: number;
}

/** An exponential average's first value weighs under a millionth of its value after this many of its periods. */
const SETTLING_PERIODS = 15;

type IndicatorColumn = Extract<WatchlistColumn, { kind: 'indicator' }>;

/**
 * Bars an indicator column computes over: 15 of its longest period, where its lines have settled, and at most the
 * chart's first screen. One without a period (OBV, SAR, VWAP) depends on where it starts, so it reads that screen
 * and matches the chart's legend on its last candle.
 */
export function indicatorBars(column: IndicatorColumn): number {
  const { indicator, settings } = column.indicator;
  const periods = indicatorDescriptor(indicator as IndicatorId).settings.flatMap((setting) =>
    setting.kind === 'period' ? [Number(settings[setting.key] ?? setting.default)] : [],
  );
  return Math.min(MARKET_LIMITS.chartCandles, periods.length === 0 ? Number.POSITIVE_INFINITY : SETTLING_PERIODS * Math.max(...periods));
}

/** The last `count` bars of a series, as views of it. */
const lastBars = (series: Series, count: number): Columns => ({
  ts: series.ts.subarray(-count),
  high: series.high.subarray(-count),
  low: series.low.subarray(-count),
  close: series.close.subarray(-count),
  volume: series.volume.subarray(-count),
});

const finite = (value: number | null | undefined): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The last stored daily candle's figures; the change is against the candle before it. */
function quoteValue(field: QuoteColumn, daily: Candle[] | undefined): Value {
  const last = daily?.at(-1);
  if (!last) return null;
  const previous = daily && daily.length > 1 ? daily.at(-2) : undefined;
  switch (field) {
    case 'last':
      return last.close;
    case 'changePercent':
      return previous ? finite((last.close / previous.close - 1) * 100) : null;
    case 'volume':
      return last.volume;
    case 'dayRange':
      return [last.low, last.high];
  }
}

/** Each symbol's stored snapshot of one duration: the catalogue's values on its last candle, in catalogue order. */
async function snapshotValues(db: Db, symbols: string[], duration: Duration): Promise<Map<string, (number | null)[]>> {
  const rows = await db.selectFrom('snapshots').select(['symbol', 'field_values']).where('duration', '=', duration).where('symbol', 'in', symbols).execute();
  return new Map(rows.map((row) => [row.symbol, JSON.parse(row.field_values) as (number | null)[]]));
}

/** An intraday series is each market's last session, read anew every call: its bars, with nothing kept. */
async function sessionBars(store: CandleStore, symbols: string[]): Promise<Map<string, KeptBars>> {
  const sessions = await readNewestOfEach(store, symbols, 'intraday', 0);
  return new Map(
    [...sessions].map(([symbol, bars]) => {
      let series: Series | undefined;
      return [symbol, { bars, values: new Map(), series: () => (series ??= seriesFromCandles(bars)) }] as const;
    }),
  );
}

/** What a column's value depends on besides its series: the indicator, its settings and the line. */
const columnKey = (column: IndicatorColumn) => JSON.stringify([column.indicator.indicator, column.indicator.settings, column.line]);

/**
 * Each symbol's value in each column, from what is stored: the last two bars of each stored series the columns
 * need (which say whether a kept series changed), the series' bars kept since the last call or read anew, the
 * snapshots of each field duration, and the calendar's next reports. No price is asked of the market's source.
 */
export async function listValues(sources: ValueSources, list: Watchlist): Promise<WatchlistRow[]> {
  const symbols = list.items.map((item) => item.symbol);
  if (symbols.length === 0) return [];
  const { columns } = list;
  const barsWanted = new Map<Duration, number>();
  for (const column of columns) {
    if (column.kind === 'indicator') barsWanted.set(column.duration, Math.max(barsWanted.get(column.duration) ?? 0, indicatorBars(column)));
  }
  const newestWanted = new Set<StoredDuration>(columns.some((column) => column.kind === 'quote') ? ['1d'] : []);
  for (const duration of barsWanted.keys()) if (duration !== 'intraday') newestWanted.add(SOURCE_OF[duration]);
  const fieldDurations = new Set(columns.flatMap((column) => (column.kind === 'field' ? [column.duration] : [])));

  const [newest, snapshots, earnings] = await Promise.all([
    Promise.all([...newestWanted].map(async (stored) => [stored, await sources.store.lastOfEach(symbols, stored, TAIL_BARS)] as const)),
    Promise.all([...fieldDurations].map(async (duration) => [duration, await snapshotValues(sources.db, symbols, duration)] as const)),
    columns.some((column) => column.kind === 'earnings') ? sources.nextEarnings(symbols) : new Map<string, string>(),
  ]);
  const newestOf = new Map(newest);
  const snapshotsOf = new Map(snapshots);
  const bars = await Promise.all(
    [...barsWanted].map(
      async ([duration, count]) =>
        [
          duration,
          duration === 'intraday'
            ? await sessionBars(sources.store, symbols)
            : await sources.kept.newestBars(symbols, duration, count, newestOf.get(SOURCE_OF[duration])!, sources.now),
        ] as const,
    ),
  );
  const barsOf = new Map(bars);

  // Several indicator columns of one duration share one series, each its own last bars; a value computed over the
  // same bars before is taken as it is.
  const keys = new Map(columns.flatMap((column) => (column.kind === 'indicator' ? [[column, columnKey(column)] as const] : [])));
  const indicatorValue = (column: IndicatorColumn, kept: KeptBars | undefined): Value => {
    if (!kept) return null;
    const key = keys.get(column)!;
    const known = kept.values.get(key);
    if (known !== undefined) return known;
    const instance = { indicator: column.indicator.indicator as IndicatorId, settings: column.indicator.settings as never };
    const bars = lastBars(kept.series(), Math.min(kept.bars.length, indicatorBars(column)));
    const { lines } = computeIndicator(instance, bars, { duration: engineDuration(column.duration) });
    const value = finite((lines as Record<string, Float64Array>)[column.line]?.at(-1));
    kept.values.set(key, value);
    return value;
  };

  const cell = (column: WatchlistColumn, symbol: string): Value => {
    switch (column.kind) {
      case 'quote':
        return quoteValue(column.field, newestOf.get('1d')?.get(symbol));
      case 'earnings':
        return earnings.get(symbol) ?? null;
      case 'field':
        return finite(snapshotsOf.get(column.duration)?.get(symbol)?.[fieldIndex(column.field as FieldId)]);
      case 'indicator':
        return indicatorValue(column, barsOf.get(column.duration)?.get(symbol));
    }
  };

  return symbols.map((symbol) => ({ symbol, values: columns.map((column) => cell(column, symbol)) }));
}
