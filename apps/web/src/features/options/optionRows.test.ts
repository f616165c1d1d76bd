import { describe, expect, it } from 'vitest';
import { type OptionChain, type OptionContract, optionRows } from './optionRows.js';

const contract = (contractSymbol: string, strike: number): OptionContract => ({
  contractSymbol,
  lastTradeDate: 0,
  strike,
  lastPrice: 1,
  bid: 1,
  ask: 1,
  percentChange: 0,
  volume: 0,
  openInterest: 0,
  impliedVolatility: 0.3,
  expiration: 0,
  inTheMoney: false,
});

const chain: OptionChain = {
  kind: 'chain',
  symbol: 'AAPL',
  underlyingPrice: 150,
  dates: [1],
  strikes: [140, 150, 160],
  expiration: 1,
  calls: [contract('C160', 160), contract('C140', 140), contract('C150', 150)],
  puts: [contract('P150', 150), contract('P140', 140)],
};

describe('optionRows', () => {
  it('shows one side of the chain, lowest strike first', () => {
    expect(optionRows(chain, 'calls', 'all').map((c) => c.contractSymbol)).toEqual(['C140', 'C150', 'C160']);
    expect(optionRows(chain, 'puts', 'all').map((c) => c.contractSymbol)).toEqual(['P140', 'P150']);
  });

  it('narrows to one strike', () => {
    expect(optionRows(chain, 'puts', 150).map((c) => c.contractSymbol)).toEqual(['P150']);
    expect(optionRows(chain, 'puts', 160)).toEqual([]);
  });
});
