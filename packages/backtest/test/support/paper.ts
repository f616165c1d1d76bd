import { type BacktestStrategy, rulesOf } from '@signaldesk/contract';
import { type BacktestSymbol, chinaDay, priceLimitOf, signalOf } from '../../src/index.js';
import { bracket, cancelOrder, fillsOn, flatState, newOrder, type Order, setDailyLimits, symbolRules } from '../../src/orders/index.js';

export interface PaperTrade {
  entryTime: number;
  entryPrice: number;
  exitTime: number | null;
  exitPrice: number | null;
  exitReason: string | null;
  quantity: number;
  costs: number;
  profit: number;
}

/**
 * One symbol traded the way paper trading will: at each close the strategy's signals become orders (an entry
 * by amount with its stops and target attached as a bracket, an exit as a market order), and each candle is
 * handed to the order module's fillsOn as the feed would hand it. The account is kept here, as the server will.
 */
export function paperReplay(symbol: BacktestSymbol, strategy: BacktestStrategy): { trades: PaperTrade[]; refusedEntries: number } {
  const rules = symbolRules(symbol.symbol, symbol.market, strategy.costs, { lot: symbol.lot });
  const state = flatState();
  const long = strategy.direction === 'long';
  const sign = long ? 1 : -1;
  const entries = signalOf(rulesOf(strategy, 'entry'), symbol.columns, symbol.ts.length);
  const exits = strategy.exit ? signalOf(rulesOf(strategy, 'exit'), symbol.columns, symbol.ts.length) : null;
  const open = new Float64Array(1);
  const high = new Float64Array(1);
  const low = new Float64Array(1);
  const fills: Order[] = [];
  let orders: Order[] = [];
  let cash = strategy.startingCash;
  let equity = cash;
  let entry: Order | null = null;
  let exit: Order | null = null;
  let exitReason = '';
  let entryBar = 0;
  let trade: PaperTrade | null = null;
  let refusedEntries = 0;
  let previousClose = Number.NaN;
  const trades: PaperTrade[] = [];
  for (let i = 0; i < symbol.ts.length; i++) {
    const time = symbol.ts[i]!;
    const day = chinaDay(time);
    if (i > 0 && day !== chinaDay(symbol.ts[i - 1]!)) previousClose = symbol.close[i - 1]!;
    setDailyLimits(state, previousClose, priceLimitOf(symbol.symbol, symbol.market, time));
    open[0] = symbol.open[i]!;
    high[0] = symbol.high[i]!;
    low[0] = symbol.low[i]!;
    fillsOn(orders, { open, high, low }, { time, rules: [rules], states: [state], dayOf: () => day }, fills);
    for (const order of fills) {
      const price = order.fillPrice;
      const q = order.quantity;
      if (order === entry) {
        cash -= q * price + order.fee;
        entryBar = i;
        trade = { entryTime: time, entryPrice: price, exitTime: null, exitPrice: null, exitReason: null, quantity: q, costs: order.fee, profit: 0 };
        trades.push(trade);
        continue;
      }
      const t = trade!;
      cash += q * t.entryPrice + sign * q * (price - t.entryPrice) - order.fee;
      t.exitTime = time;
      t.exitPrice = price;
      t.exitReason = order === exit ? exitReason : order.type === 'stop' ? 'stopLoss' : order.type === 'trailingStop' ? 'trailingStop' : 'takeProfit';
      t.costs += order.fee;
      t.profit = sign * q * (price - t.entryPrice) - t.costs;
      trade = null;
    }
    // An entry the open did not fill is dropped: the rules are read again at the close.
    if (entry?.status === 'open') {
      cancelOrder(entry);
      refusedEntries++;
    }
    entry = null;
    if (exit?.status !== 'open') exit = null;
    const close = symbol.close[i]!;
    equity = cash + (trade ? trade.quantity * trade.entryPrice + sign * trade.quantity * (close - trade.entryPrice) : 0);
    if (trade && !exit) {
      const reason = exits?.[i] === 1 ? 'rule' : strategy.maxBars && i - entryBar + 1 >= strategy.maxBars ? 'maxBars' : '';
      if (reason) {
        exitReason = reason;
        exit = newOrder({ slot: 0, side: long ? 'sell' : 'buy', type: 'market', quantity: trade.quantity, timeInForce: 'gtc', closing: true });
        orders.push(exit);
      }
    } else if (!trade && entries[i] === 1 && i + 1 < symbol.ts.length) {
      const placed = bracket(
        { slot: 0, side: long ? 'buy' : 'sell', type: 'market', amount: Math.min(strategy.positionSize * equity, cash), timeInForce: 'gtc' },
        { stopLossPercent: strategy.stopLoss, trailPercent: strategy.trailingStop, takeProfitPercent: strategy.takeProfit },
      );
      entry = placed[0]!;
      orders.push(...placed);
    }
    orders = orders.filter((o) => o.status === 'open' || o.status === 'waiting');
  }
  if (trade) {
    const last = symbol.close[symbol.ts.length - 1]!;
    trade.profit = sign * trade.quantity * (last - trade.entryPrice) - trade.costs;
  }
  return { trades, refusedEntries };
}
