import type { BacktestSymbol, EquityCurve, Trade } from '@signaldesk/backtest';
import type { PaperFill } from '@signaldesk/contract';
import { positionAfter } from '../paper/fillRecord.js';

/** What the test's own fills hold of a symbol: the entry it is measured from and the fees it paid to build it. */
interface Holding {
  quantity: number;
  average: number;
  fees: number;
  since: number;
  sinceBar: number;
}

/** Every moment any symbol has a candle, in order: the backtest's clock over the same candles. */
function clockOf(symbols: readonly BacktestSymbol[]): number[] {
  return [...new Set(symbols.flatMap((symbol) => Array.from(symbol.ts)))].sort((a, b) => a - b);
}

/**
 * The forward test's account as the backtest's equity reads one, at each candle's close over the candles the backtest
 * beside it read: the starting equity, plus what the test's fills filled by that close realised (their fees as
 * recorded), plus each position they left marked at the symbol's last close (quantity × (close − average price), a
 * short's quantity below zero, so it gains as the price falls).
 * Its trades are the fills' round trips, a position still held one open trade marked at the last close.
 */
export function forwardEquity(symbols: readonly BacktestSymbol[], fills: readonly PaperFill[], startingEquity: number, candleSeconds: number): { curve: EquityCurve; trades: Trade[] } {
  const clock = clockOf(symbols);
  const ordered = [...fills].sort((a, b) => a.filledAt - b.filledAt);
  const equity = new Float64Array(clock.length);
  const invested = new Float64Array(clock.length);
  const cursors = symbols.map(() => 0);
  const closes = new Map<string, number>();
  const book = new Map<string, Holding>();
  const trades: Trade[] = [];
  let realised = 0;
  let next = 0;

  const fill = (one: PaperFill, bar: number) => {
    const held = book.get(one.symbol) ?? { quantity: 0, average: 0, fees: 0, since: one.filledAt, sinceBar: bar };
    const buying = one.side === 'buy';
    const after = positionAfter({ quantity: held.quantity, average_price: held.average }, buying, one.quantity, one.price);
    realised += one.realised;
    const closing = held.quantity !== 0 && (held.quantity > 0) !== buying ? Math.min(Math.abs(held.quantity), one.quantity) : 0;
    if (closing === 0) {
      book.set(one.symbol, { ...held, quantity: after.quantity, average: after.average, fees: held.fees + one.fee, ...(held.quantity === 0 ? { since: one.filledAt, sinceBar: bar } : {}) });
      return;
    }
    const entryFees = (held.fees * closing) / Math.abs(held.quantity);
    const costs = entryFees + (one.fee * closing) / one.quantity;
    const profit = after.closed - costs;
    trades.push({
      symbol: one.symbol,
      direction: held.quantity > 0 ? 'long' : 'short',
      entryTime: held.since,
      entryPrice: held.average,
      exitTime: one.filledAt,
      exitPrice: one.price,
      exitReason: 'rule',
      quantity: closing,
      costs,
      profit,
      return: profit / (closing * held.average + entryFees),
      barsHeld: bar - held.sinceBar,
    });
    // A fill past the position turns it: the rest opens at the fill's price with its share of the fee.
    const turned = one.quantity - closing;
    const fees = turned > 0 ? (one.fee * turned) / one.quantity : held.fees - entryFees;
    book.set(one.symbol, turned > 0 ? { quantity: after.quantity, average: after.average, fees, since: one.filledAt, sinceBar: bar } : { ...held, quantity: after.quantity, fees });
  };

  for (let bar = 0; bar < clock.length; bar++) {
    const time = clock[bar]!;
    for (let s = 0; s < symbols.length; s++) {
      const symbol = symbols[s]!;
      while (cursors[s]! < symbol.ts.length && symbol.ts[cursors[s]!]! <= time) closes.set(symbol.symbol, symbol.close[cursors[s]!++]!);
    }
    const close = time + candleSeconds;
    while (next < ordered.length && ordered[next]!.filledAt <= close) fill(ordered[next++]!, bar);
    let marked = 0;
    let held = 0;
    for (const [symbol, holding] of book) {
      if (holding.quantity === 0) continue;
      // Entered before its symbol's first candle in the span: held at the entry price until one closes.
      const price = closes.get(symbol) ?? holding.average;
      marked += holding.quantity * (price - holding.average);
      held += Math.abs(holding.quantity) * price;
    }
    equity[bar] = startingEquity + realised + marked;
    invested[bar] = held;
  }

  const last = clock.length - 1;
  for (const [symbol, holding] of book) {
    if (holding.quantity === 0) continue;
    const price = closes.get(symbol) ?? holding.average;
    const cost = Math.abs(holding.quantity) * holding.average;
    const profit = holding.quantity * (price - holding.average) - holding.fees;
    trades.push({
      symbol,
      direction: holding.quantity > 0 ? 'long' : 'short',
      entryTime: holding.since,
      entryPrice: holding.average,
      exitTime: null,
      exitPrice: null,
      exitReason: null,
      quantity: Math.abs(holding.quantity),
      costs: holding.fees,
      profit,
      return: cost > 0 ? profit / (cost + holding.fees) : 0,
      barsHeld: last - holding.sinceBar,
    });
  }
  return { curve: { time: Float64Array.from(clock), equity, invested }, trades };
}
