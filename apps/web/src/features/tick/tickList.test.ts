import { describe, expect, it } from 'vitest';
import { addToTickList, readTickList, removeFromTickList, TICK_PERIOD, tickSymbols } from './tickList.js';

describe('tick list', () => {
  it('adds a symbol once, with period tick', () => {
    const once = addToTickList([], 'aapl');
    expect(once).toEqual([{ symbol: 'AAPL', period: TICK_PERIOD }]);
    expect(addToTickList(once, 'AAPL')).toEqual(once);
    expect(addToTickList(once, ' Aapl ')).toEqual(once);
    expect(addToTickList(once, 'MSFT')).toEqual([...once, { symbol: 'MSFT', period: 'tick' }]);
    expect(addToTickList(once, '  ')).toEqual(once);
  });

  it('adds nothing for a symbol already listed with another period', () => {
    const list = [{ symbol: 'AAPL', period: '1m' }];
    expect(addToTickList(list, 'AAPL')).toEqual(list);
  });

  it('removes a symbol together with all its periods', () => {
    const list = [
      { symbol: 'AAPL', period: 'tick' },
      { symbol: 'MSFT', period: 'tick' },
      { symbol: 'AAPL', period: '1m' },
    ];
    expect(removeFromTickList(list, 'aapl')).toEqual([{ symbol: 'MSFT', period: 'tick' }]);
    expect(removeFromTickList(list, 'NVDA')).toEqual(list);
  });

  it('lists each symbol once, in the order added', () => {
    expect(
      tickSymbols([
        { symbol: 'MSFT', period: 'tick' },
        { symbol: 'AAPL', period: 'tick' },
        { symbol: 'MSFT', period: '1m' },
      ]),
    ).toEqual(['MSFT', 'AAPL']);
  });

  it('reads only well-formed stored rows', () => {
    expect(readTickList(null)).toEqual([]);
    expect(readTickList('not json')).toEqual([]);
    expect(readTickList('{"symbol":"AAPL"}')).toEqual([]);
    expect(readTickList('[{"symbol":"AAPL","period":"tick"},{"symbol":1},null,"x"]')).toEqual([{ symbol: 'AAPL', period: 'tick' }]);
  });
});
