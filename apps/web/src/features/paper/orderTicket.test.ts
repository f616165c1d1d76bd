import { describe, expect, it } from 'vitest';
import { checkTicket, emptyTicket, lotOf, roundToLots, type TicketAccount, type TicketDraft, ticketFieldOf, typedNumber } from './orderTicket.js';

const USD: TicketAccount = { accountId: 'a1', markets: ['US', 'USD'], buyingPower: 100_000, held: 0, lastPrice: 190, source: 'ticket' };
const HKD: TicketAccount = { ...USD, markets: ['HK'], lastPrice: 452 };
const CNY: TicketAccount = { ...USD, markets: ['CN'], lastPrice: 1500 };

const draft = (change: Partial<TicketDraft>): TicketDraft => ({ ...emptyTicket('AAPL'), quantity: '10', ...change });

describe('lots', () => {
  it('are the market’s: 100 for A-shares, the board lot in Hong Kong, one share in the US, any fraction for a coin', () => {
    expect(lotOf('600519.SS', 'CN')).toBe(100);
    expect(lotOf('0005.HK', 'HK')).toBe(400);
    expect(lotOf('0700.HK', 'HK')).toBe(100);
    expect(lotOf('AAPL', 'US')).toBe(1);
    expect(lotOf('BTC-USD', 'USD')).toBe(0);
  });

  it('round a typed quantity to the nearest whole number of lots, never below one lot', () => {
    expect(roundToLots(250, 100)).toBe(300);
    expect(roundToLots(240, 100)).toBe(200);
    expect(roundToLots(30, 100)).toBe(100);
    expect(roundToLots(1_000, 400)).toBe(1_200);
    expect(roundToLots(7, 1)).toBe(7);
    expect(roundToLots(0.015, 0)).toBe(0.015);
    expect(roundToLots(Number.NaN, 100)).toBeNaN();
  });

  it('read a grouped number, an empty field as none and a word as not a number', () => {
    expect(typedNumber('1,200')).toBe(1200);
    expect(typedNumber(' 0.5 ')).toBe(0.5);
    expect(typedNumber('')).toBeUndefined();
    expect(typedNumber('ten')).toBeNaN();
  });
});

describe('checkTicket', () => {
  it('sends a market order with only the fields it takes', () => {
    expect(checkTicket(draft({ limit: '180', stop: '170' }), USD)).toEqual({
      order: { accountId: 'a1', symbol: 'AAPL', side: 'buy', type: 'market', quantity: 10, timeInForce: 'day', source: 'ticket' },
    });
  });

  it('sends a good-till-cancelled stop-limit with a bracket', () => {
    const checked = checkTicket(draft({ type: 'stopLimit', stop: '195', limit: '196', timeInForce: 'gtc', bracket: true, takeProfit: '210', stopLoss: '185' }), USD);
    expect(checked).toEqual({
      order: expect.objectContaining({ type: 'stopLimit', stop: 195, limit: 196, timeInForce: 'gtc', takeProfit: 210, stopLoss: 185 }),
    });
  });

  it('sends a trailing stop by percent or by amount, never with a bracket', () => {
    const percent = checkTicket(draft({ side: 'sell', type: 'trailingStop', trail: '5', bracket: true, takeProfit: '210' }), { ...USD, held: 10 });
    expect(percent).toEqual({ order: expect.objectContaining({ type: 'trailingStop', trailPercent: 5 }) });
    expect('order' in percent && 'takeProfit' in percent.order).toBe(false);
    const amount = checkTicket(draft({ side: 'sell', type: 'trailingStop', trailBy: 'amount', trail: '2.50' }), { ...USD, held: 10 });
    expect(amount).toEqual({ order: expect.objectContaining({ trailAmount: 2.5 }) });
  });

  it('names each field it refuses with the contract’s message key', () => {
    expect(checkTicket(draft({ quantity: '' }), USD)).toEqual({ errors: { quantity: 'orderQuantityInvalid' } });
    expect(checkTicket(draft({ quantity: '-3' }), USD)).toEqual({ errors: { quantity: 'orderQuantityInvalid' } });
    expect(checkTicket(draft({ type: 'limit', limit: '' }), USD)).toEqual({ errors: { limit: 'orderPriceInvalid' } });
    expect(checkTicket(draft({ type: 'stop', stop: 'abc' }), USD)).toEqual({ errors: { stop: 'orderPriceInvalid' } });
    expect(checkTicket(draft({ type: 'trailingStop', trail: '120' }), USD)).toEqual({ errors: { trail: 'orderPriceInvalid' } });
  });

  it('refuses a symbol that is missing, unknown or of a market the account does not trade', () => {
    expect(checkTicket(draft({ symbol: ' ' }), USD)).toEqual({ errors: { symbol: 'symbolRequired' } });
    expect(checkTicket(draft({ symbol: 'NOSUCH1' }), USD)).toEqual({ errors: { symbol: 'unknownSymbol' } });
    expect(checkTicket(draft({ symbol: '0700.HK' }), USD)).toEqual({ errors: { symbol: 'paperMarketNotTraded' } });
    expect(checkTicket(draft({ symbol: 'EURUSD=X' }), USD)).toEqual({ errors: { symbol: 'unknownSymbol' } });
  });

  it('applies the market’s rules: whole lots, the tick, short sales', () => {
    expect(checkTicket(draft({ symbol: '600519.SS', quantity: '150' }), CNY)).toEqual({ errors: { quantity: 'orderLotSize' } });
    expect(checkTicket(draft({ symbol: '600519.SS', quantity: '10' }), CNY)).toEqual({ errors: { quantity: 'orderLotSize' } });
    expect(checkTicket(draft({ symbol: '600519.SS', quantity: '100', side: 'sell' }), CNY)).toEqual({ errors: { quantity: 'orderShortNotAllowed' } });
    // Hong Kong's spread table: 0.20 between 200 and 500 dollars.
    expect(checkTicket(draft({ symbol: '0700.HK', quantity: '100', type: 'limit', limit: '452.30' }), HKD)).toEqual({ errors: { limit: 'orderTickSize' } });
    expect(checkTicket(draft({ symbol: '0700.HK', quantity: '100', type: 'limit', limit: '452.40' }), HKD)).toEqual({
      order: expect.objectContaining({ symbol: '0700.HK', limit: 452.4 }),
    });
    expect(checkTicket(draft({ type: 'limit', limit: '180.005' }), USD)).toEqual({ errors: { limit: 'orderTickSize' } });
    expect(checkTicket(draft({ side: 'sell', quantity: '5' }), USD)).toEqual({ order: expect.objectContaining({ side: 'sell', quantity: 5 }) });
  });

  it('puts a bracket’s exit on the wrong side of the entry under its own field', () => {
    const long = { type: 'limit' as const, limit: '190', bracket: true };
    expect(checkTicket(draft({ ...long, takeProfit: '185', stopLoss: '180' }), USD)).toEqual({ errors: { takeProfit: 'orderBracketInvalid' } });
    expect(checkTicket(draft({ ...long, takeProfit: '200', stopLoss: '195' }), USD)).toEqual({ errors: { stopLoss: 'orderBracketInvalid' } });
    expect(checkTicket(draft({ ...long, takeProfit: '200', stopLoss: '180.001' }), USD)).toEqual({ errors: { stopLoss: 'orderTickSize' } });
  });

  it('refuses what the buying power does not cover, costs included, and waits for a price', () => {
    expect(checkTicket(draft({ quantity: '526' }), USD)).toEqual({ order: expect.objectContaining({ quantity: 526 }) });
    expect(checkTicket(draft({ quantity: '527' }), USD)).toEqual({ errors: { quantity: 'orderBuyingPower' } });
    expect(checkTicket(draft({}), { ...USD, lastPrice: null })).toEqual({ errors: { symbol: 'paperNoPrice' } });
  });

  it('finds the ticket field a server refusal names', () => {
    expect(ticketFieldOf('trailAmount')).toBe('trail');
    expect(ticketFieldOf('limit')).toBe('limit');
    expect(ticketFieldOf('accountId')).toBeNull();
    expect(ticketFieldOf(undefined)).toBeNull();
  });
});
