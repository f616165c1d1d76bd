import type { HeatmapTile } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { riseFallPalette } from '@signaldesk/chart-render';
import { heatColour } from './heatColour.js';
import { GROUP_HEADER, treemapLayout } from './treemapLayout.js';

const tile = (symbol: string, cap: number, group: string): HeatmapTile => ({
  symbol,
  region: 'US',
  name: symbol,
  cnname: '',
  group,
  cap,
  close: 1,
  change: 0,
});

describe('heatmap layout and colour', () => {
  it('gives each tile an area in proportion to its cap, inside its group under the group name', () => {
    const tiles = [tile('A', 400, 'Tech'), tile('B', 200, 'Tech'), tile('C', 100, 'Energy'), tile('D', 100, 'Energy')];
    const layout = treemapLayout(tiles, 800, 400);
    expect(layout.groups.map((g) => g.name)).toEqual(['Tech', 'Energy']);
    const area = (symbol: string) => {
      const placed = layout.tiles.find((p) => p.tile.symbol === symbol)!;
      return placed.width * placed.height;
    };
    expect(area('A') / area('B')).toBeCloseTo(2, 0);
    expect(area('C') / area('D')).toBeCloseTo(1, 1);
    for (const placed of layout.tiles) {
      const group = layout.groups.find((g) => g.name === placed.tile.group)!;
      expect(placed.y).toBeGreaterThanOrEqual(group.y + GROUP_HEADER);
      expect(placed.x + placed.width).toBeLessThanOrEqual(group.x + group.width + 1e-9);
    }
  });

  it('colours rises and falls in the chosen colours, full at the period’s scale', () => {
    const redUp = riseFallPalette('redUp');
    expect(heatColour(3, '1d', redUp)).toBe('rgb(211, 47, 47)');
    expect(heatColour(-20, '1mo', redUp)).toBe('rgb(46, 125, 50)');
    const greenUp = riseFallPalette('greenUp');
    expect(heatColour(3, '1d', greenUp)).toBe('rgb(46, 125, 50)');
    expect(heatColour(-20, '1mo', greenUp)).toBe('rgb(211, 47, 47)');
    expect(heatColour(0, '1wk', greenUp)).toBe('rgb(95, 99, 104)');
    expect(heatColour(null, '1d', greenUp)).toBe('#9e9e9e');
  });
});
