import { SIGNAL_CLAIM, type SignalRecord } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { buys, claimReached, listTitle, signalAction, signalOfMessage } from './signalWords.js';

const record = (winRate: number | null, trades: number): SignalRecord => ({
  trades,
  openTrades: 0,
  winRate,
  averageReturn: 0.01,
  maxDrawdown: 0.1,
  totalReturn: 0.2,
  from: 1_600_000_000,
  to: 1_700_000_000,
  symbols: 30,
});

describe('signalAction', () => {
  it('reads a long source as buy and sell, a short one as sell short and buy to cover', () => {
    expect(signalAction('long', 'enter')).toBe('buy');
    expect(signalAction('long', 'exit')).toBe('sell');
    expect(signalAction('short', 'enter')).toBe('short');
    expect(signalAction('short', 'exit')).toBe('cover');
  });

  it('buys on a long entry and on a short exit, sells on the others', () => {
    expect([buys('long', 'enter'), buys('long', 'exit'), buys('short', 'enter'), buys('short', 'exit')]).toEqual([true, false, false, true]);
  });
});

describe('claimReached', () => {
  it('claims the win rate when the record reaches it over enough closed trades', () => {
    expect(claimReached(record(SIGNAL_CLAIM.winRate, SIGNAL_CLAIM.minTrades))).toBe(true);
    expect(claimReached(record(0.97, 1_234))).toBe(true);
  });

  it('never claims it below the rate, over too few trades, without a closed trade or before the first computation', () => {
    expect(claimReached(record(SIGNAL_CLAIM.winRate - 0.001, 1_234))).toBe(false);
    expect(claimReached(record(1, SIGNAL_CLAIM.minTrades - 1))).toBe(false);
    expect(claimReached(record(null, 0))).toBe(false);
    expect(claimReached(null)).toBe(false);
  });
});

describe('signalOfMessage', () => {
  it('reads the action from the direction and the side, with the reason, price and list', () => {
    const payload = { side: 'exit', reason: 'stopLoss', direction: 'short', price: 12.5, bar: 1_700_000_000, list: 'dow30' };
    expect(signalOfMessage({ payload })).toEqual({ action: 'cover', reason: 'stopLoss', price: 12.5, list: 'dow30' });
  });

  it('reads nothing from a payload that is not a signal', () => {
    expect(signalOfMessage({ payload: { bar: 1_700_000_000, 'kd.k': 12 } })).toBeNull();
    expect(signalOfMessage({ payload: { side: 'enter', reason: 'rule', direction: 'sideways', price: 1, list: 'dow30' } })).toBeNull();
  });
});

describe('listTitle', () => {
  it('names a list in the reader’s language, and an unknown one by its slug', () => {
    expect(listTitle('dow30', 'en')).toBe('Dow Jones 30');
    expect(listTitle('dow30', 'zh')).toBe('道琼斯30');
    expect(listTitle('ftse100', 'en')).toBe('ftse100');
  });
});
