import { computeMetrics, drawdownCurve, type Metrics, type ReportCurve, type Trade } from '@signaldesk/backtest';
import type { PaperEquityPoint, PaperFill, PaperPosition } from '@signaldesk/contract';

/** A symbol's daily closes as the comparison call answers them: [opening time in epoch seconds, close], oldest first. */
export interface DailyCloses {
  symbol: string;
  closes: readonly (readonly [number, number])[];
}

export interface EquityReport {
  curve: ReportCurve;
  metrics: Metrics;
}

const DAY_SECONDS = 86_400;
/** The account's days are trading days of its home market. */
const DAYS_PER_YEAR = 252;

/**
 * A day of the curve (yyyyMMdd) as midnight UTC of that date: the report's chart, on the UTC clock, then writes the
 * account's own date under it.
 */
export const dayTime = (day: string): number => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8))) / 1000;

/**
 * Each day's close of a symbol: the close of the last daily bar opened on or before that date, whatever the
 * market's time zone (a session opens on its own date in every market traded). NaN before its first bar.
 */
export function closesOnDays(times: readonly number[], closes: DailyCloses['closes']): number[] {
  let next = 0;
  let last = Number.NaN;
  return times.map((time) => {
    while (next < closes.length && (closes[next]?.[0] ?? Number.POSITIVE_INFINITY) < time + DAY_SECONDS) last = closes[next++]?.[1] ?? last;
    return last;
  });
}

/**
 * Money put in a symbol on the first day it has a close and held: the starting balance until then, the same
 * money moving with the close after.
 */
function heldValue(money: number, closes: readonly number[]): number[] {
  const base = closes.find((close) => Number.isFinite(close) && close > 0);
  return closes.map((close) => (base === undefined || !Number.isFinite(close) ? money : (money * close) / base));
}

/** Trading days of the curve after `from`'s date up to `to`'s: the bars a trade was held through. */
const daysHeld = (times: readonly number[], from: number, to: number) =>
  times.filter((time) => time > from - (from % DAY_SECONDS) && time <= to - (to % DAY_SECONDS)).length;

/**
 * The account's round trips from its fills, oldest first: a fill against the position closes (part of) it at the
 * average price it was built at, its costs the entry fees of the part closed and its own; a fill beyond the
 * position turns it. Positions still held are open trades, marked at their last price.
 */
export function tradesOf(fills: readonly PaperFill[], positions: readonly PaperPosition[], times: readonly number[]): Trade[] {
  const book = new Map<string, { quantity: number; average: number; since: number; fees: number }>();
  const trades: Trade[] = [];
  for (const fill of [...fills].sort((a, b) => a.filledAt - b.filledAt)) {
    const signed = fill.side === 'buy' ? fill.quantity : -fill.quantity;
    const held = book.get(fill.symbol) ?? { quantity: 0, average: 0, since: fill.filledAt, fees: 0 };
    if (held.quantity === 0 || Math.sign(held.quantity) === Math.sign(signed)) {
      const quantity = held.quantity + signed;
      const average = (Math.abs(held.quantity) * held.average + fill.quantity * fill.price) / Math.abs(quantity);
      book.set(fill.symbol, { quantity, average, since: held.quantity === 0 ? fill.filledAt : held.since, fees: held.fees + fill.fee });
      continue;
    }
    const closed = Math.min(fill.quantity, Math.abs(held.quantity));
    const entryFees = (held.fees * closed) / Math.abs(held.quantity);
    const costs = entryFees + (fill.fee * closed) / fill.quantity;
    const direction = held.quantity > 0 ? 1 : -1;
    const profit = direction * (fill.price - held.average) * closed - costs;
    trades.push({
      symbol: fill.symbol,
      direction: direction > 0 ? 'long' : 'short',
      entryTime: held.since,
      entryPrice: held.average,
      exitTime: fill.filledAt,
      exitPrice: fill.price,
      // A paper trade is closed by the trader's own order, as a backtest's by its exit rule.
      exitReason: 'rule',
      quantity: closed,
      costs,
      profit,
      return: profit / (closed * held.average + entryFees),
      barsHeld: daysHeld(times, held.since, fill.filledAt),
    });
    const turned = fill.quantity - closed;
    const left = held.quantity + (direction > 0 ? -closed : closed);
    book.set(
      fill.symbol,
      turned > 0
        ? { quantity: -direction * turned, average: fill.price, since: fill.filledAt, fees: (fill.fee * turned) / fill.quantity }
        : { ...held, quantity: left, fees: held.fees - entryFees },
    );
  }
  const end = times.at(-1) ?? 0;
  for (const position of positions) {
    const held = book.get(position.symbol);
    const fees = held?.fees ?? 0;
    const cost = Math.abs(position.quantity) * position.averagePrice;
    trades.push({
      symbol: position.symbol,
      direction: position.quantity > 0 ? 'long' : 'short',
      entryTime: held?.since ?? end,
      entryPrice: position.averagePrice,
      exitTime: null,
      exitPrice: null,
      exitReason: null,
      quantity: Math.abs(position.quantity),
      costs: fees,
      profit: position.unrealised - fees,
      return: cost > 0 ? (position.unrealised - fees) / (cost + fees) : 0,
      barsHeld: daysHeld(times, held?.since ?? end, end),
    });
  }
  return trades;
}

interface EquityReportInput {
  points: readonly PaperEquityPoint[];
  startingBalance: number;
  /** The symbols the run traded, each bought with an equal part of the starting balance: the buy-and-hold line. */
  held: readonly DailyCloses[];
  benchmark: DailyCloses | null;
  fills: readonly PaperFill[];
  positions: readonly PaperPosition[];
}

/**
 * A paper run read as a backtest's report reads a run: its equity at each day's end against buy-and-hold of the
 * symbols it traded and the market's benchmark, the drawdown, and every metric of the report.
 */
export function equityReport({ points, startingBalance, held, benchmark, fills, positions }: EquityReportInput): EquityReport {
  const time = points.map((point) => dayTime(point.day));
  const equity = points.map((point) => point.equity);
  const curve = { time: Float64Array.from(time), equity: Float64Array.from(equity), invested: Float64Array.from(points, (point) => Math.abs(point.equity - point.cash)) };
  const parts = held.map((symbol) => heldValue(startingBalance / held.length, closesOnDays(time, symbol.closes)));
  const buyAndHold = time.map((_, i) => (parts.length === 0 ? startingBalance : parts.reduce((sum, part) => sum + (part[i] ?? 0), 0)));
  return {
    curve: {
      bars: points.length,
      time,
      equity,
      buyAndHold,
      drawdown: Array.from(drawdownCurve(curve)),
      benchmark: benchmark ? heldValue(startingBalance, closesOnDays(time, benchmark.closes)) : null,
    },
    metrics: computeMetrics(curve, tradesOf(fills, positions, time), { barsPerYear: DAYS_PER_YEAR, riskFreeRate: 0, startingCash: startingBalance }),
  };
}
