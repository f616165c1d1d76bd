import { NO_SHORT_REGIONS } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { type BacktestSymbol, runBacktest, runWindow, signalOf } from '../src/index.js';
import { digestOf, MIXED_SHORT, MIXED_STRATEGIES, mixedBook } from './support/mixedBook.js';

/**
 * Digests of the results of the fill loop as it stood before it let flat symbols wait for their next entry signal
 * and marked buy-and-hold a symbol at a time (it then looked at every symbol at every step): the whole book, then
 * each symbol alone in the book's order. A change of any bit of any figure changes them.
 */
const BEFORE: Record<string, string> = {
  'KD with every exit, market costs, four slots':
    'bd757e8e | d541d549 4e254570 7d44d6ac 91304dad fe8a82c7 4eb34dce 456c8d9c db4cd1a5 62e7ad77 038b9586 9e496167 402e4d6c',
  'golden cross, no costs, a slot for each':
    '9a7a64f5 | e826991d 504d5680 bed6a4b7 06dde6e9 4a85f59a 1b01c5be 6b866b30 de475239 53cc4238 04cd1351 f559fe86 e3c36a9b',
  'crossing states listed, holding time only, a window':
    '96e907b9 | 49209cac fcaf4527 052f47ed 09b7f124 95d70f47 fca7e418 3977a84e f25465d0 d88e03fe 1906bb41 91c7e6f8 f8997bf2',
  'all in, one position':
    '3d83fc56 | 0fb0ee8b cfafa740 7d86c6db 0aa430a8 4ab14ef3 4fe750f7 ddeee7ea e4c59fb9 b780c736 264b524b 4c8fafa5 9af4449a',
  'short, where allowed': 'eb9cee26 | f1b7f966 bc7a9bcb e6fecf71 c9caa6e4 fc395970 09d29a42 b1c1b2a1 69df0f8f 2e55646f ad3948fb',
};

/** Buy-and-hold as a step by step account marks it: each symbol's share spent at its first open, all marked at each step. */
function buyAndHoldStepByStep(given: readonly BacktestSymbol[], from: number, to: number): { time: number[]; value: number[] } {
  const symbols = [...given].sort((a, b) => (a.symbol < b.symbol ? -1 : 1));
  const windows = symbols.map((s) => Array.from(s.ts.keys()).filter((i) => s.ts[i]! >= from && s.ts[i]! <= to));
  const time = [...new Set(windows.flatMap((bars, s) => bars.map((i) => symbols[s]!.ts[i]!)))].sort((a, b) => a - b);
  const share = 100_000 / symbols.length;
  const holding = symbols.map(() => 0);
  const lastClose = symbols.map(() => Number.NaN);
  let idle = 100_000;
  const value = time.map((moment) => {
    symbols.forEach((symbol, s) => {
      const i = windows[s]!.find((bar) => symbol.ts[bar] === moment);
      if (i === undefined) return;
      if (holding[s] === 0) {
        holding[s] = share / symbol.open[i]!;
        idle -= share;
      }
      lastClose[s] = symbol.close[i]!;
    });
    let marked = idle;
    symbols.forEach((_, s) => {
      if (holding[s]! > 0) marked += holding[s]! * lastClose[s]!;
    });
    return marked;
  });
  return { time, value };
}

describe('the fill loop, bit for bit', () => {
  const book = mixedBook();
  const cases = { ...MIXED_STRATEGIES, 'short, where allowed': MIXED_SHORT };

  for (const [name, strategy] of Object.entries(cases)) {
    it(`${name}: the same figures as the loop that looked at every symbol at every step`, () => {
      const symbols = strategy.direction === 'short' ? book.filter((s) => !NO_SHORT_REGIONS.includes(s.market)) : book;
      const whole = runBacktest(symbols, strategy);
      const alone = symbols.map((s) => digestOf(runBacktest([s], strategy))).join(' ');
      expect(whole.trades.length).toBeGreaterThan(100);
      expect(`${digestOf(whole)} | ${alone}`).toBe(BEFORE[name]);
    });
  }

  it('marks buy-and-hold as a step by step account does, over calendars of their own and a window', () => {
    for (const strategy of Object.values(MIXED_STRATEGIES)) {
      const result = runBacktest(book, strategy);
      const { from, to } = runWindow(strategy);
      const expected = buyAndHoldStepByStep(book, from, to);
      expect(Array.from(result.equity.time)).toEqual(expected.time);
      expect(Array.from(result.buyAndHold)).toEqual(expected.value);
      expect(result.buyAndHold.every((v, i) => Object.is(v, expected.value[i]))).toBe(true);
    }
  });

  it("reads a list rule as `includes` does, NaN among the values, for a list of one and of several", () => {
    const column = Float64Array.from([2, -2, 1, Number.NaN, 2, 0, -0, 3]);
    const cases: number[][] = [[2], [-2, 2], [Number.NaN], [1, Number.NaN], [0], [], [3, 1, 2]];
    for (const values of cases) {
      const marks = signalOf({ 'standard.goldenCross': { in: values } }, { 'standard.goldenCross': column }, column.length);
      expect(Array.from(marks)).toEqual(Array.from(column, (v) => (values.length > 0 && values.includes(v) ? 1 : 0)));
    }
  });
});
