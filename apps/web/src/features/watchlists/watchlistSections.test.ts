import type { WatchlistItem } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { landingOnHeader, landingOnRow, moveSymbol, orderItems, renamedSection, sameOrder, sectionsOf, stepLanding } from './watchlistSections.js';

const item = (symbol: string, section = ''): WatchlistItem => ({ symbol, section, name: symbol, cnname: '', region: 'US' });

/** AAPL and MSFT at the top, NVDA in Chips, TSLA in Cars, an empty Banks. */
const list = {
  sections: ['Chips', 'Cars', 'Banks'],
  items: [item('AAPL'), item('MSFT'), item('NVDA', 'Chips'), item('TSLA', 'Cars')],
};
const sections = sectionsOf(list);
const layout = (arranged: ReturnType<typeof sectionsOf>) => arranged.map((section) => `${section.name}:${section.items.map((entry) => entry.symbol).join(',')}`);

describe('a watchlist by section', () => {
  it('puts the unnamed section first and keeps an empty one', () => {
    expect(layout(sections)).toEqual([':AAPL,MSFT', 'Chips:NVDA', 'Cars:TSLA', 'Banks:']);
  });

  it('files a symbol of a section the list no longer names at the top', () => {
    expect(layout(sectionsOf({ sections: [], items: [item('AAPL'), item('NVDA', 'Gone')] }))).toEqual([':AAPL,NVDA']);
  });
});

describe('a drag and drop', () => {
  it('moves a symbol within its section, before the row it is dropped on', () => {
    const moved = moveSymbol(sections, 'MSFT', { section: '', before: 'AAPL' });
    expect(layout(moved)).toEqual([':MSFT,AAPL', 'Chips:NVDA', 'Cars:TSLA', 'Banks:']);
  });

  it('moves a symbol into another section, taking that section as its own', () => {
    const moved = moveSymbol(sections, 'AAPL', landingOnHeader(sections, 'Chips'));
    expect(layout(moved)).toEqual([':MSFT', 'Chips:AAPL,NVDA', 'Cars:TSLA', 'Banks:']);
    expect(moved[1]!.items[0]!.section).toBe('Chips');
    expect(layout(moveSymbol(sections, 'TSLA', landingOnHeader(sections, 'Banks')))).toEqual([':AAPL,MSFT', 'Chips:NVDA', 'Cars:', 'Banks:TSLA']);
  });

  it('lands above a row over its upper half and below it over its lower half', () => {
    expect(landingOnRow(sections, 'MSFT', false)).toEqual({ section: '', before: 'MSFT' });
    expect(landingOnRow(sections, 'AAPL', true)).toEqual({ section: '', before: 'MSFT' });
    expect(landingOnRow(sections, 'MSFT', true)).toEqual({ section: '', before: null });
    expect(layout(moveSymbol(sections, 'NVDA', landingOnRow(sections, 'MSFT', true)!))).toEqual([':AAPL,MSFT,NVDA', 'Chips:', 'Cars:TSLA', 'Banks:']);
  });

  it('changes nothing when a symbol is dropped where it is', () => {
    const still = moveSymbol(sections, 'AAPL', landingOnRow(sections, 'AAPL', false)!);
    expect(sameOrder(still, sections)).toBe(true);
    expect(sameOrder(moveSymbol(sections, 'AAPL', landingOnRow(sections, 'AAPL', true)!), sections)).toBe(true);
    expect(sameOrder(moveSymbol(sections, 'AAPL', { section: 'Cars', before: null }), sections)).toBe(false);
  });

  it('gives the order call every symbol once, with its section, the top section first', () => {
    const moved = moveSymbol(sections, 'TSLA', { section: '', before: 'AAPL' });
    expect(orderItems(moved)).toEqual([
      { symbol: 'TSLA', section: '' },
      { symbol: 'AAPL', section: '' },
      { symbol: 'MSFT', section: '' },
      { symbol: 'NVDA', section: 'Chips' },
    ]);
  });
});

describe('the keyboard moves', () => {
  it('step within a section, then across its edge into the neighbouring one', () => {
    expect(stepLanding(sections, 'MSFT', -1)).toEqual({ section: '', before: 'AAPL' });
    expect(stepLanding(sections, 'AAPL', 1)).toEqual({ section: '', before: null });
    expect(stepLanding(sections, 'MSFT', 1)).toEqual({ section: 'Chips', before: 'NVDA' });
    expect(stepLanding(sections, 'NVDA', -1)).toEqual({ section: '', before: null });
    expect(layout(moveSymbol(sections, 'NVDA', stepLanding(sections, 'NVDA', -1)!))).toEqual([':AAPL,MSFT,NVDA', 'Chips:', 'Cars:TSLA', 'Banks:']);
    expect(stepLanding(sections, 'TSLA', 1)).toEqual({ section: 'Banks', before: null });
  });

  it('stop at the ends of the list', () => {
    expect(stepLanding(sections, 'AAPL', -1)).toBeNull();
    const last = moveSymbol(sections, 'TSLA', landingOnHeader(sections, 'Banks'));
    expect(stepLanding(last, 'TSLA', 1)).toBeNull();
    expect(stepLanding(sections, 'GOOG', 1)).toBeNull();
  });
});

describe('a renamed section', () => {
  it('keeps its symbols in their places under the new name', () => {
    expect(renamedSection(sections, 'Chips', 'Semis')).toEqual([
      { symbol: 'AAPL', section: '' },
      { symbol: 'MSFT', section: '' },
      { symbol: 'NVDA', section: 'Semis' },
      { symbol: 'TSLA', section: 'Cars' },
    ]);
  });
});
