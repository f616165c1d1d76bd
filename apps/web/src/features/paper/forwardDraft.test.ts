import { describe, expect, it } from 'vitest';
import { symbolsTyped } from './forwardDraft.js';

describe('forward test draft', () => {
  it('reads typed symbols with commas or spaces, once each, upper-cased; none typed is the strategy’s results', () => {
    expect(symbolsTyped(' aapl, msft  aapl，tsla ')).toEqual(['AAPL', 'MSFT', 'TSLA']);
    expect(symbolsTyped('  ')).toBeUndefined();
  });
});
