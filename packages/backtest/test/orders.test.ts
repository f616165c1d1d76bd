import { describe, expect, it } from 'vitest';
import {
  bracket,
  expireDayOrders,
  fillPrice,
  fillsOn,
  flatState,
  newOrder,
  type Order,
  type OrderSpec,
  type Quotes,
  type SymbolState,
  setDailyLimits,
  symbolRules,
  tickSizeOf,
  validateOrder,
} from '../src/orders/index.js';

const US = symbolRules('AAPL', 'US', 'none');
const CN = symbolRules('600000.SS', 'CN', 'none');
/** One symbol's candle as a round of quotes. */
const candle = (open: number, high: number, low: number): Quotes => ({ open: [open], high: [high], low: [low] });
const tick = (price: number): Quotes => candle(price, price, price);

/** Runs rounds of one symbol (a day number each) and answers the fills of each. */
function rounds(orders: Order[], quotes: [Quotes, number][], rules = US, state: SymbolState = flatState()): Order[][] {
  return quotes.map(([q, day], k) => {
    const fills: Order[] = [];
    fillsOn(orders, q, { time: k, rules: [rules], states: [state], dayOf: () => day }, fills);
    return [...fills];
  });
}
const order = (spec: Omit<OrderSpec, 'slot'>) => newOrder({ slot: 0, timeInForce: 'gtc', ...spec });

describe('where each order type fills in a candle', () => {
  const at = (spec: Omit<OrderSpec, 'slot'>, open: number, high: number, low: number) => fillPrice(order(spec), open, high, low);

  it('a market order at the open', () => {
    expect(at({ side: 'buy', type: 'market', quantity: 1 }, 10, 11, 9)).toBe(10);
  });

  it('a limit where the range reaches it, at a better open when the candle opens beyond it', () => {
    expect(at({ side: 'buy', type: 'limit', quantity: 1, limit: 9.5 }, 10, 11, 9)).toBe(9.5);
    expect(at({ side: 'buy', type: 'limit', quantity: 1, limit: 9.5 }, 9.2, 9.6, 9)).toBe(9.2);
    expect(at({ side: 'buy', type: 'limit', quantity: 1, limit: 8.5 }, 10, 11, 9)).toBeNaN();
    expect(at({ side: 'sell', type: 'limit', quantity: 1, limit: 10.5 }, 10, 11, 9)).toBe(10.5);
    expect(at({ side: 'sell', type: 'limit', quantity: 1, limit: 10.5 }, 10.8, 11, 10.6)).toBe(10.8);
  });

  it('a stop where the range reaches it, at a worse open when the candle gaps through it', () => {
    expect(at({ side: 'sell', type: 'stop', quantity: 1, stop: 9.5 }, 10, 11, 9)).toBe(9.5);
    expect(at({ side: 'sell', type: 'stop', quantity: 1, stop: 9.5 }, 9, 9.2, 8.8)).toBe(9);
    expect(at({ side: 'buy', type: 'stop', quantity: 1, stop: 10.5 }, 10, 11, 9)).toBe(10.5);
    expect(at({ side: 'buy', type: 'stop', quantity: 1, stop: 10.5 }, 11, 11.2, 10.9)).toBe(11);
    expect(at({ side: 'buy', type: 'stop', quantity: 1, stop: 11.5 }, 10, 11, 9)).toBeNaN();
  });

  it('a stop-limit at its stop when that satisfies the limit; past the limit it rests as a limit', () => {
    const spec = { side: 'sell', type: 'stopLimit', quantity: 1, stop: 9.5, limit: 9.4 } as const;
    expect(at(spec, 10, 11, 9)).toBe(9.5);
    expect(at(spec, 9.45, 9.6, 9.3)).toBe(9.45);
    const gapped = order(spec);
    const [first, second] = rounds([gapped], [
      [candle(9, 9.3, 8.9), 1],
      [candle(9.2, 9.5, 9.1), 1],
    ]);
    expect(first).toEqual([]);
    expect(gapped.triggered).toBe(true);
    expect(second).toEqual([gapped]);
    expect(gapped.fillPrice).toBe(9.4);
  });

  it('a trailing stop follows the best price after each quote, by percent or amount, and stands still inside one', () => {
    const percent = order({ side: 'sell', type: 'trailingStop', quantity: 1, trailPercent: 5, lastPrice: 100 });
    const amount = order({ side: 'sell', type: 'trailingStop', quantity: 1, trailAmount: 3, lastPrice: 100 });
    expect([percent.stop, amount.stop]).toEqual([95, 97]);
    const state = { ...flatState(), held: 2 };
    // The low 96 reaches the stop at 97, not the one at 95, which the high 110 lifts to 104.5 after the candle.
    const [first, second] = rounds([percent, amount], [
      [candle(100, 110, 96), 1],
      [candle(108, 108, 104), 2],
    ], US, state);
    expect(first).toEqual([amount]);
    expect(amount.fillPrice).toBe(97);
    expect(percent.stop).toBeCloseTo(104.5, 9);
    expect(second).toEqual([percent]);
    expect(percent.fillPrice).toBeCloseTo(104.5, 9);
  });
});

describe('brackets', () => {
  const entry = { slot: 0, side: 'buy', type: 'market', quantity: 100, timeInForce: 'gtc' } as const;

  it('open their children at the entry’s fill, priced from it, and check them in the rest of the candle', () => {
    const [parent, stop, target] = bracket(entry, { stopLossPercent: 5, takeProfitPercent: 10 });
    expect([stop!.status, target!.status]).toEqual(['waiting', 'waiting']);
    const [fills] = rounds([parent!, stop!, target!], [[candle(100, 111, 99), 1]]);
    expect(fills).toEqual([parent, target]);
    expect(target!.fillPrice).toBeCloseTo(110, 9);
    expect(stop!.status).toBe('cancelled');
  });

  it('fill the stop when both lie in one candle, and the target at the open when the candle gaps past it', () => {
    const both = bracket(entry, { stopLoss: 95, takeProfit: 110 });
    const [, bothFills] = rounds(both, [
      [tick(100), 1],
      [candle(100, 112, 94), 2],
    ]);
    expect(bothFills).toEqual([both[1]]);
    expect(both[1]!.fillPrice).toBe(95);
    const gap = bracket(entry, { stopLoss: 95, takeProfit: 110 });
    const [, gapFills] = rounds(gap, [
      [tick(100), 1],
      [candle(112, 113, 94), 2],
    ]);
    expect(gapFills).toEqual([gap[2]]);
    expect(gap[2]!.fillPrice).toBe(112);
  });

  it('of an entry filled inside a candle wait for the next quote', () => {
    const placed = bracket({ ...entry, type: 'limit', limit: 99 }, { stopLoss: 97 });
    const [first, second] = rounds(placed, [
      [candle(100, 100.5, 96), 1],
      [tick(98.5), 2],
    ]);
    expect(first).toEqual([placed[0]]);
    expect(placed[1]!.status).toBe('open');
    expect(second).toEqual([]);
  });

  it('are cancelled once the position is closed by another order', () => {
    const placed = bracket(entry, { stopLoss: 90 });
    const state = flatState();
    rounds(placed, [[tick(100), 1]], US, state);
    state.held = 0;
    rounds(placed, [[tick(100), 2]], US, state);
    expect(placed[1]!.status).toBe('cancelled');
  });

  it('close no more than is held when part of the position was sold meanwhile', () => {
    const placed = bracket(entry, { stopLoss: 90 });
    const state = flatState();
    rounds(placed, [[tick(100), 1]], US, state);
    state.held = 40;
    expect(rounds(placed, [[tick(89), 2]], US, state)).toEqual([[placed[1]]]);
    expect([placed[1]!.quantity, state.held]).toEqual([40, 0]);
  });
});

describe('time in force and trading hours', () => {
  it('expires day orders at their session’s end and keeps good-till-cancelled ones', () => {
    const day = newOrder({ slot: 0, side: 'buy', type: 'limit', quantity: 1, limit: 9 });
    const gtc = newOrder({ slot: 1, side: 'buy', type: 'limit', quantity: 1, limit: 9, timeInForce: 'gtc' });
    const other = newOrder({ slot: 1, side: 'buy', type: 'limit', quantity: 1, limit: 9 });
    expireDayOrders([day, gtc, other], (slot) => slot === 0);
    expect([day.status, gtc.status, other.status]).toEqual(['expired', 'open', 'open']);
  });

  it('keeps orders waiting outside the session, and fills them at the first quote inside it', () => {
    const buy = order({ side: 'buy', type: 'market', quantity: 1 });
    const fills: Order[] = [];
    const round = (price: number, open: boolean) =>
      fillsOn([buy], tick(price), { time: 0, rules: [US], states: [flatState()], dayOf: () => 1, inSession: () => open }, fills);
    expect(round(10, false)).toBe(0);
    expect(round(10.2, true)).toBe(1);
    expect(buy.fillPrice).toBe(10.2);
  });
});

describe('market rules at the fill', () => {
  it('A-shares: shares bought today wait for tomorrow (T+1)', () => {
    const [parent, stop] = bracket({ slot: 0, side: 'buy', type: 'market', quantity: 100, timeInForce: 'gtc' }, { stopLoss: 9 });
    const [first, second] = rounds([parent!, stop!], [
      [candle(10, 10.1, 8.5), 1],
      [candle(9.5, 9.6, 8.8), 2],
    ], CN);
    expect(first).toEqual([parent]);
    expect(second).toEqual([stop]);
    expect(stop!.fillPrice).toBe(9);
  });

  it('A-shares: no buy at limit-up, no sale at limit-down; the order waits for an open market', () => {
    const state = flatState();
    setDailyLimits(state, 10, 0.1);
    expect([state.limitUp, state.limitDown]).toEqual([11, 9]);
    const buy = order({ side: 'buy', type: 'market', quantity: 100 });
    expect(rounds([buy], [[tick(11), 1]], CN, state)).toEqual([[]]);
    setDailyLimits(state, 11, 0.1);
    expect(rounds([buy], [[tick(11.5), 2]], CN, state)).toEqual([[buy]]);
    const sell = order({ side: 'sell', type: 'market', quantity: 100 });
    setDailyLimits(state, 10, 0.1);
    expect(rounds([sell], [[tick(9), 3]], CN, state)).toEqual([[]]);
    expect(sell.status).toBe('open');
  });

  it.each([
    ['600000.SS', 'CN', 900],
    ['0005.HK', 'HK', 800],
    ['AAPL', 'US', 952],
    ['BTC-USD', 'USD', 10_000 / 10.5],
  ] as const)('an order by amount buys %s to its lot: 10,000 at 10.5 is %d', (symbol, market, quantity) => {
    const buy = order({ side: 'buy', type: 'market', amount: 10_000 });
    rounds([buy], [[tick(10.5), 1]], symbolRules(symbol, market, 'none'));
    expect(buy.quantity).toBeCloseTo(quantity, 9);
  });

  it('cancels an order by amount that buys no lot', () => {
    const buy = order({ side: 'buy', type: 'market', amount: 500 });
    expect(rounds([buy], [[tick(10.5), 1]], CN)).toEqual([[]]);
    expect(buy.status).toBe('cancelled');
  });

  it('charges the market’s costs on the fill', () => {
    const buy = order({ side: 'buy', type: 'market', quantity: 1000 });
    rounds([buy], [[tick(10), 1]], symbolRules('AAPL', 'US'));
    // $0.005 a share ($5, over the $1 minimum) and 5 bps of slippage on $10,000.
    expect(buy.fee).toBeCloseTo(5 + 5, 9);
  });

  it('sells short where the market allows it, and nowhere else', () => {
    const short = () => order({ side: 'sell', type: 'market', quantity: 100 });
    const us = short();
    expect(rounds([us], [[tick(10), 1]])).toEqual([[us]]);
    const cn = short();
    expect(rounds([cn], [[tick(10), 1]], CN)).toEqual([[]]);
  });
});

describe('bad orders, each with its message key', () => {
  const account = { held: 0, buyingPower: 100_000, lastPrice: 10 };
  const check = (spec: Partial<OrderSpec>, rules = CN, given = account) =>
    validateOrder({ slot: 0, side: 'buy', type: 'market', ...spec } as OrderSpec, rules, given);

  it('refuses quantities that are not a positive number, or not whole lots', () => {
    expect(check({ quantity: Number.NaN })).toBe('orderQuantityInvalid');
    expect(check({ quantity: -100 })).toBe('orderQuantityInvalid');
    expect(check({ quantity: 0 })).toBe('orderQuantityInvalid');
    expect(check({})).toBe('orderQuantityInvalid');
    expect(check({ quantity: 150 })).toBe('orderLotSize');
    expect(check({ quantity: 100.5 })).toBe('orderLotSize');
    expect(check({ quantity: 100 })).toBeNull();
    expect(check({ quantity: 1.5 }, US)).toBe('orderLotSize');
    expect(check({ quantity: 0.0123 }, symbolRules('BTC-USD', 'USD', 'none'))).toBeNull();
    expect(check({ quantity: 400 }, symbolRules('0005.HK', 'HK', 'none'))).toBeNull();
    expect(check({ quantity: 100 }, symbolRules('0005.HK', 'HK', 'none'))).toBe('orderLotSize');
  });

  it('lets an A-share odd lot be sold whole', () => {
    expect(check({ side: 'sell', quantity: 150 }, CN, { ...account, held: 150 })).toBeNull();
    expect(check({ side: 'sell', quantity: 50 }, CN, { ...account, held: 150 })).toBe('orderLotSize');
  });

  it('refuses prices that are missing or off the tick', () => {
    expect(check({ type: 'limit', quantity: 100 })).toBe('orderPriceInvalid');
    expect(check({ type: 'stop', quantity: 100, stop: -1 })).toBe('orderPriceInvalid');
    expect(check({ type: 'limit', quantity: 100, limit: 10.005 })).toBe('orderTickSize');
    expect(check({ type: 'limit', quantity: 100, limit: 10.01 })).toBeNull();
    const hk = symbolRules('0700.HK', 'HK', 'none');
    expect(check({ type: 'limit', quantity: 100, limit: 350.1 }, hk)).toBe('orderTickSize');
    expect(check({ type: 'limit', quantity: 100, limit: 350.2 }, hk)).toBeNull();
    expect(check({ type: 'trailingStop', quantity: 100, trailPercent: 5 })).toBe('orderPriceInvalid');
    expect(check({ type: 'trailingStop', quantity: 100, trailPercent: 5, lastPrice: 10 })).toBeNull();
    expect(check({ type: 'trailingStop', quantity: 100, trailAmount: 0.015, lastPrice: 10 })).toBe('orderTickSize');
  });

  it('follows HKEX’s spread table and a cent elsewhere', () => {
    expect([0.2, 0.25, 0.3, 5, 15, 50, 150, 300, 800, 1500, 3000, 6000].map((p) => tickSizeOf('HK', p))).toEqual([
      0.001, 0.001, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5,
    ]);
    expect([tickSizeOf('US', 0.5), tickSizeOf('US', 5), tickSizeOf('CN', 5), tickSizeOf('USD', 5)]).toEqual([0.0001, 0.01, 0.01, 0]);
  });

  it('refuses a bracket whose take-profit or stop-loss lies on the wrong side', () => {
    const spec = { slot: 0, side: 'buy', type: 'limit', quantity: 100, limit: 10 } as const;
    expect(validateOrder(spec, CN, account, { takeProfit: 11, stopLoss: 9.5 })).toBeNull();
    expect(validateOrder(spec, CN, account, { takeProfit: 9, stopLoss: 9.5 })).toBe('orderBracketInvalid');
    expect(validateOrder(spec, CN, account, { stopLoss: 10.5 })).toBe('orderBracketInvalid');
    expect(validateOrder(spec, CN, account, { stopLossPercent: 0 })).toBe('orderBracketInvalid');
    expect(validateOrder(spec, CN, account, { takeProfit: 11.005 })).toBe('orderTickSize');
  });

  it('refuses short sales where the market forbids them, and what the buying power does not pay for', () => {
    expect(check({ side: 'sell', quantity: 100 })).toBe('orderShortNotAllowed');
    expect(check({ side: 'sell', quantity: 100 }, CN, { ...account, held: 100 })).toBeNull();
    expect(check({ side: 'sell', quantity: 100 }, US)).toBeNull();
    expect(check({ side: 'sell', quantity: 100 }, US, { ...account, buyingPower: 500 })).toBe('orderBuyingPower');
    expect(check({ quantity: 10_100 })).toBe('orderBuyingPower');
    expect(check({ quantity: 10_000 }, symbolRules('600000.SS', 'CN'))).toBe('orderBuyingPower');
    expect(check({ amount: 100_001 })).toBe('orderBuyingPower');
    expect(check({ type: 'limit', quantity: 20_000, limit: 5 })).toBeNull();
  });
});
