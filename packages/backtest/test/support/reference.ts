import {
  type BacktestStrategy,
  costsOf,
  GROUP_DURATION,
  type IndicatorRule,
  type MarketCosts,
  type Region,
  STRATEGY_GROUPS,
} from '@signaldesk/contract';
import { type Candle, compute, rowAt, seriesFromCandles } from '@signaldesk/indicators';

/**
 * The backtest written the plain way, apart from the engine: one object per bar with every indicator by
 * name, a map of moments, one position object per symbol. It follows docs/cloud.md, not the engine's code.
 */

export interface ReferenceSymbol {
  symbol: string;
  market: Region;
  lot: number;
  candles: Candle[];
}

export interface ReferenceTrade {
  symbol: string;
  entryTime: number;
  entryPrice: number;
  exitTime: number | null;
  exitPrice: number | null;
  reason: string | null;
  quantity: number;
  profit: number;
}

interface Bar extends Candle {
  index: number;
  values: Record<string, number>;
}

interface Position {
  quantity: number;
  entryPrice: number;
  entryFee: number;
  entryIndex: number;
  entryTime: number;
  extreme: number;
  trade: ReferenceTrade;
}

interface Holder {
  info: ReferenceSymbol;
  bars: Bar[];
  byTime: Map<number, Bar>;
  /** The symbol's last moment in the run: no next open to fill an order placed there. */
  lastTime: number;
  position: Position | null;
  wantsIn: boolean;
  wantsOut: string | null;
  lastClose: number;
  costs: MarketCosts;
}

function ruleHolds(rule: IndicatorRule, value: number): boolean {
  if ('in' in rule) return rule.in.includes(value);
  if (Number.isNaN(value)) return false;
  if (rule.min !== undefined && value < rule.min) return false;
  if (rule.max !== undefined && value > rule.max) return false;
  return true;
}

function allHold(rules: Record<string, IndicatorRule | undefined> | undefined, bar: Bar): boolean {
  let any = false;
  for (const [id, rule] of Object.entries(rules ?? {})) {
    if (!rule) continue;
    if (!('in' in rule) && rule.min === undefined && rule.max === undefined) continue;
    any = true;
    if (!ruleHolds(rule, bar.values[id]!)) return false;
  }
  return any;
}

function fee(costs: MarketCosts, side: 'buy' | 'sell', quantity: number, price: number): number {
  const value = quantity * price;
  let commission = quantity * costs.commissionPerShare + value * (costs.commissionBps / 10_000);
  if (commission < costs.minimumCommission) commission = costs.minimumCommission;
  const duty = side === 'buy' ? costs.stampDutyBuyBps : costs.stampDutySellBps;
  return commission + value * (duty / 10_000) + value * (costs.feeBps / 10_000) + value * (costs.slippageBps / 10_000);
}

function affordable(costs: MarketCosts, side: 'buy' | 'sell', money: number, price: number, lot: number): number {
  if (lot > 0) {
    let quantity = Math.floor(money / price / lot) * lot;
    while (quantity > 0 && quantity * price + fee(costs, side, quantity, price) > money + 1e-9) quantity -= lot;
    return quantity;
  }
  const duty = side === 'buy' ? costs.stampDutyBuyBps : costs.stampDutySellBps;
  const otherRate = (duty + costs.feeBps + costs.slippageBps) / 10_000;
  let quantity = money / (price * (1 + otherRate + costs.commissionBps / 10_000) + costs.commissionPerShare);
  if (quantity * costs.commissionPerShare + quantity * price * (costs.commissionBps / 10_000) < costs.minimumCommission) {
    quantity = (money - costs.minimumCommission) / (price * (1 + otherRate));
  }
  return Math.max(quantity, 0);
}

const shanghaiDate = (ts: number) => new Date((ts + 8 * 3600) * 1000).toISOString().slice(0, 10);

function dailyLimit(symbol: string, ts: number): number {
  if (symbol.startsWith('688') || symbol.startsWith('689')) return 0.2;
  if ((symbol.startsWith('300') || symbol.startsWith('301')) && shanghaiDate(ts) >= '2020-08-24') return 0.2;
  return 0.1;
}

function chinaAllows(holder: Holder, bar: Bar, side: 'buy' | 'sell', price: number): boolean {
  if (holder.info.market !== 'CN') return true;
  if (side === 'sell' && holder.position && shanghaiDate(bar.ts) === shanghaiDate(holder.position.entryTime)) return false;
  const today = shanghaiDate(bar.ts);
  const previous = holder.bars
    .slice(0, bar.index)
    .reverse()
    .find((b) => shanghaiDate(b.ts) !== today);
  if (!previous) return true;
  const limit = dailyLimit(holder.info.symbol, bar.ts);
  if (side === 'buy') return price < Math.round(previous.close * (1 + limit) * 100) / 100 - 1e-9;
  return price > Math.round(previous.close * (1 - limit) * 100) / 100 + 1e-9;
}

export interface ReferenceResult {
  trades: ReferenceTrade[];
  equity: { time: number; value: number }[];
}

export function referenceBacktest(symbols: readonly ReferenceSymbol[], strategy: BacktestStrategy): ReferenceResult {
  const group = STRATEGY_GROUPS.find((g) => Object.keys(strategy.entry[g] ?? {}).length > 0) ?? 'day';
  const entryRules = strategy.entry[group] as Record<string, IndicatorRule | undefined>;
  const exitRules = strategy.exit?.[group] as Record<string, IndicatorRule | undefined> | undefined;
  const from = strategy.from ? Date.parse(`${strategy.from}T00:00:00Z`) / 1000 : -Infinity;
  const to = strategy.to ? Date.parse(`${strategy.to}T00:00:00Z`) / 1000 + 86_399 : Infinity;
  const long = strategy.direction === 'long';
  const buySide = long ? 'buy' : 'sell';
  const sellSide = long ? 'sell' : 'buy';

  const ordered = [...symbols].sort((a, b) => (a.symbol > b.symbol ? 1 : -1));
  const holders: Holder[] = ordered.map((info) => {
    const analysis = compute(seriesFromCandles(info.candles), { duration: GROUP_DURATION[group] });
    const bars = info.candles.map((candle, index) => ({ ...candle, index, values: rowAt(analysis, index) as Record<string, number> }));
    const byTime = new Map<number, Bar>();
    for (const bar of bars) if (bar.ts >= from && bar.ts <= to) byTime.set(bar.ts, bar);
    const lastTime = Math.max(...byTime.keys());
    return { info, bars, byTime, lastTime, position: null, wantsIn: false, wantsOut: null, lastClose: Number.NaN, costs: costsOf(strategy.costs, info.market) };
  });
  const times = [...new Set(holders.flatMap((h) => [...h.byTime.keys()]))].sort((a, b) => a - b);

  let cash = strategy.startingCash;
  let equityBefore = cash;
  const trades: ReferenceTrade[] = [];
  const equity: { time: number; value: number }[] = [];

  const close = (holder: Holder, bar: Bar, price: number, reason: string) => {
    const p = holder.position!;
    const exitFee = fee(holder.costs, sellSide, p.quantity, price);
    const gain = long ? p.quantity * (price - p.entryPrice) : p.quantity * (p.entryPrice - price);
    cash = cash + p.quantity * p.entryPrice + gain - exitFee;
    p.trade.exitTime = bar.ts;
    p.trade.exitPrice = price;
    p.trade.reason = reason;
    p.trade.profit = gain - p.entryFee - exitFee;
    holder.position = null;
    holder.wantsOut = null;
  };

  for (const time of times) {
    const here = holders.filter((h) => h.byTime.has(time));
    for (const h of here) {
      const bar = h.byTime.get(time)!;
      if (h.wantsOut && h.position && chinaAllows(h, bar, sellSide, bar.open)) close(h, bar, bar.open, h.wantsOut);
    }
    for (const h of here) {
      const bar = h.byTime.get(time)!;
      if (!h.wantsIn) continue;
      h.wantsIn = false;
      if (!chinaAllows(h, bar, buySide, bar.open)) continue;
      const money = Math.min(strategy.positionSize * equityBefore, cash);
      if (money <= 0) continue;
      const quantity = affordable(h.costs, buySide, money, bar.open, h.info.lot);
      if (quantity <= 0) continue;
      const entryFee = fee(h.costs, buySide, quantity, bar.open);
      cash -= quantity * bar.open + entryFee;
      const trade: ReferenceTrade = {
        symbol: h.info.symbol,
        entryTime: bar.ts,
        entryPrice: bar.open,
        exitTime: null,
        exitPrice: null,
        reason: null,
        quantity,
        profit: 0,
      };
      trades.push(trade);
      h.position = { quantity, entryPrice: bar.open, entryFee, entryIndex: bar.index, entryTime: bar.ts, extreme: bar.open, trade };
    }
    for (const h of here) {
      const bar = h.byTime.get(time)!;
      const p = h.position;
      if (!p) continue;
      let stop: number | null = null;
      let stopName = 'stopLoss';
      if (strategy.stopLoss) stop = long ? p.entryPrice * (1 - strategy.stopLoss / 100) : p.entryPrice * (1 + strategy.stopLoss / 100);
      if (strategy.trailingStop) {
        const trail = long ? p.extreme * (1 - strategy.trailingStop / 100) : p.extreme * (1 + strategy.trailingStop / 100);
        if (stop === null || (long ? trail > stop : trail < stop)) {
          stop = trail;
          stopName = 'trailingStop';
        }
      }
      let target: number | null = null;
      if (strategy.takeProfit) target = long ? p.entryPrice * (1 + strategy.takeProfit / 100) : p.entryPrice * (1 - strategy.takeProfit / 100);
      let fill: [number, string] | null = null;
      if (long) {
        if (stop !== null && bar.open <= stop) fill = [bar.open, stopName];
        else if (target !== null && bar.open >= target) fill = [bar.open, 'takeProfit'];
        else if (stop !== null && bar.low <= stop) fill = [stop, stopName];
        else if (target !== null && bar.high >= target) fill = [target, 'takeProfit'];
      } else {
        if (stop !== null && bar.open >= stop) fill = [bar.open, stopName];
        else if (target !== null && bar.open <= target) fill = [bar.open, 'takeProfit'];
        else if (stop !== null && bar.high >= stop) fill = [stop, stopName];
        else if (target !== null && bar.low <= target) fill = [target, 'takeProfit'];
      }
      if (fill && chinaAllows(h, bar, sellSide, fill[0])) close(h, bar, fill[0], fill[1]);
    }
    for (const h of here) {
      const bar = h.byTime.get(time)!;
      h.lastClose = bar.close;
      const p = h.position;
      if (!p) continue;
      p.extreme = long ? Math.max(p.extreme, bar.high) : Math.min(p.extreme, bar.low);
      if (h.wantsOut) continue;
      if (exitRules && allHold(exitRules, bar)) h.wantsOut = 'rule';
      else if (strategy.maxBars && bar.index - p.entryIndex + 1 >= strategy.maxBars) h.wantsOut = 'maxBars';
    }
    let value = cash;
    for (const h of holders) {
      const p = h.position;
      if (p) value += long ? p.quantity * h.lastClose : p.quantity * p.entryPrice + p.quantity * (p.entryPrice - h.lastClose);
    }
    equity.push({ time, value });
    equityBefore = value;
    let taken = holders.filter((h) => h.position || h.wantsIn).length;
    for (const h of here) {
      const bar = h.byTime.get(time)!;
      if (h.position || h.wantsIn || taken >= strategy.maxPositions || time === h.lastTime) continue;
      if (allHold(entryRules, bar)) {
        h.wantsIn = true;
        taken++;
      }
    }
  }
  for (const h of holders) {
    const p = h.position;
    if (p) p.trade.profit = (long ? p.quantity * (h.lastClose - p.entryPrice) : p.quantity * (p.entryPrice - h.lastClose)) - p.entryFee;
  }
  return { trades, equity };
}
