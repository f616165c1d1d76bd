import { ARRANGEMENT_CHARTS, LAYOUT_ARRANGEMENTS } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { arrangementGrid, chartArea, chartHeight, rowsSpanned } from './arrangement.js';

/** The areas of a grid's template as rows of cells. */
const cells = (areas: string) => [...areas.matchAll(/"([^"]+)"/g)].map(([, row]) => row!.split(' '));

describe('an arrangement placed on the screen', () => {
  it('lays out each chart in an area of its own, as many as the arrangement shows', () => {
    expect(cells(arrangementGrid('single').templateAreas)).toEqual([['a']]);
    expect(cells(arrangementGrid('columns').templateAreas)).toEqual([['a', 'b']]);
    expect(cells(arrangementGrid('rows').templateAreas)).toEqual([['a'], ['b']]);
    expect(cells(arrangementGrid('three').templateAreas)).toEqual([
      ['a', 'b'],
      ['a', 'c'],
    ]);
    expect(cells(arrangementGrid('grid').templateAreas)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    for (const arrangement of LAYOUT_ARRANGEMENTS) {
      const areas = new Set(cells(arrangementGrid(arrangement).templateAreas).flat());
      expect([...areas]).toEqual(Array.from({ length: ARRANGEMENT_CHARTS[arrangement] }, (_, index) => chartArea(index)));
    }
  });

  it('gives three charts one large chart on the left, wider than the two stacked on the right', () => {
    expect(rowsSpanned('three', 0)).toBe(2);
    expect(rowsSpanned('three', 1)).toBe(1);
    expect(rowsSpanned('three', 2)).toBe(1);
    expect(arrangementGrid('three').templateColumns).toBe('3fr 2fr');
  });

  it('shares the screen height among the rows, a chart spanning both taking both and the gap between', () => {
    expect(chartHeight('single', 0, false)).toBe('max(280px, calc((100dvh - 150px) * 1 / 1 - 84px))');
    expect(chartHeight('grid', 3, false)).toBe('max(280px, calc((100dvh - 158px) * 1 / 2 - 84px))');
    expect(chartHeight('three', 0, false)).toBe('max(280px, calc((100dvh - 158px) * 2 / 2 - 76px))');
    expect(chartHeight('columns', 1, false)).toBe(chartHeight('single', 0, false));
  });

  it('shows one chart the screen high on a phone, whatever the arrangement', () => {
    expect(new Set(LAYOUT_ARRANGEMENTS.map((arrangement) => chartHeight(arrangement, 0, true))).size).toBe(1);
    expect(chartHeight('grid', 3, true)).toBe(chartHeight('single', 0, true));
  });
});
