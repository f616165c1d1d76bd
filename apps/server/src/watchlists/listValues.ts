import {
  type Duration,
  type EarningsCalendarEntry,
  indicatorDescriptor,
  MARKET_LIMITS,
  type QuoteColumn,
  type Watchlist,
  type WatchlistColumn,
  type WatchlistRow,
} from '@signaldesk/contract';
import { type Columns, computeIndicator, type FieldId, fieldIndex, type IndicatorId, type Series, seriesFromCandles } from '@signaldesk/indicators';
import type { Candle } from '@signaldesk/market-data';
import type { CandleStore } from '../candles/candleStore.js';
import { readNewestOfEach } from '../candles/seriesReader.js';
import type { Db } from '../db/database.js';
import { engineDuration } from '../quotes/chartDepth.js';

type Value = WatchlistRow['values'][number];

export interface ValueSources {
  db: Db;
  store: CandleStore;
  /** This week's earnings reports as the calendar keeps them; none when its source failed. */
  earnings: () => Promise<EarningsCalendarEntry[]>;
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

/** Each symbol's first report from today on (yyyyMMdd), as far as the calendar's week reaches. */
async function nextEarnings(sources: ValueSources): Promise<Map<string, string>> {
  const today = new Date(sources.now * 1000).toISOString().slice(0, 10).replaceAll('-', '');
  const next = new Map<string, string>();
  for (const entry of await sources.earnings()) {
    const known = next.get(entry.symbol);
    if (entry.day >= today && (known === undefined || entry.day < known)) next.set(entry.symbol, entry.day);
  }
  return next;
}

/**
 * Each symbol's value in each column, from what is stored: one read of candles per duration the columns name, one
 * of snapshots per field duration, and the calendar the overview keeps. Nothing is asked of the market's source.
 */
export async function listValues(sources: ValueSources, list: Watchlist): Promise<WatchlistRow[]> {
  const symbols = list.items.map((item) => item.symbol);
  if (symbols.length === 0) return [];
  const { columns } = list;
  const barsWanted = new Map<Duration, number>();
  for (const column of columns) {
    if (column.kind === 'quote') barsWanted.set('1d', Math.max(barsWanted.get('1d') ?? 0, 2));
    if (column.kind === 'indicator') barsWanted.set(column.duration, Math.max(barsWanted.get(column.duration) ?? 0, indicatorBars(column)));
  }
  const fieldDurations = new Set(columns.flatMap((column) => (column.kind === 'field' ? [column.duration] : [])));
  const [bars, snapshots, earnings] = await Promise.all([
    Promise.all([...barsWanted].map(async ([duration, count]) => [duration, await readNewestOfEach(sources.store, symbols, duration, count)] as const)),
    Promise.all([...fieldDurations].map(async (duration) => [duration, await snapshotValues(sources.db, symbols, duration)] as const)),
    columns.some((column) => column.kind === 'earnings') ? nextEarnings(sources) : new Map<string, string>(),
  ]);
  const barsOf = new Map(bars);
  const snapshotsOf = new Map(snapshots);
  // Several indicator columns of one duration read one series, each its own last bars.
  const seriesOf = new WeakMap<Candle[], Series>();
  const seriesFor = (candles: Candle[]) => seriesOf.get(candles) ?? seriesOf.set(candles, seriesFromCandles(candles)).get(candles)!;

  const indicatorValue = (column: IndicatorColumn, candles: Candle[] | undefined): Value => {
    if (!candles) return null;
    const instance = { indicator: column.indicator.indicator as IndicatorId, settings: column.indicator.settings as never };
    const bars = lastBars(seriesFor(candles), Math.min(candles.length, indicatorBars(column)));
    const { lines } = computeIndicator(instance, bars, { duration: engineDuration(column.duration) });
    return finite((lines as Record<string, Float64Array>)[column.line]?.at(-1));
  };

  const cell = (column: WatchlistColumn, symbol: string): Value => {
    switch (column.kind) {
      case 'quote':
        return quoteValue(column.field, barsOf.get('1d')?.get(symbol));
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
