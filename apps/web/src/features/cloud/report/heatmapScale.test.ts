import type { Metrics, SweepCell } from '@signaldesk/backtest';
import type { SweepAxis } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { riseFallPalette } from '@signaldesk/chart-render';
import { divergingScale, heatmapGrid, luminance, mix, NEUTRAL } from './heatmapScale.js';

const greenUp = riseFallPalette('greenUp');
const redUp = riseFallPalette('redUp');

describe('the sweep heatmap’s colours', () => {
  it('run from the fall colour through grey at zero to the rise colour, deepest at the extremes', () => {
    const colour = divergingScale([-1, -0.5, 0, 1, 2], 'sharpe', greenUp);
    expect(colour(0).background).toBe(NEUTRAL);
    expect(colour(2).background).toBe(greenUp.rise.deep);
    expect(colour(-1).background).toBe(greenUp.fall.deep);
    expect(colour(1).background).toBe(mix(NEUTRAL, greenUp.rise.deep, 0.5));
    expect(colour(-0.5).background).toBe(mix(NEUTRAL, greenUp.fall.deep, 0.5));
  });

  it('follow the trader’s rise/fall colours', () => {
    expect(divergingScale([-1, 1], 'totalReturn', redUp)(1).background).toBe(redUp.rise.deep);
    expect(redUp.rise.deep).not.toBe(greenUp.rise.deep);
  });

  it('centre a profit factor on 1 and a win rate on one half', () => {
    expect(divergingScale([0.5, 1, 3], 'profitFactor', greenUp)(1).background).toBe(NEUTRAL);
    expect(divergingScale([0.5, 1, 3], 'profitFactor', greenUp)(0.5).background).toBe(greenUp.fall.deep);
    expect(divergingScale([0.3, 0.5, 0.7], 'winRate', greenUp)(0.7).background).toBe(greenUp.rise.deep);
  });

  it('count a shallower drawdown as better, around the sweep’s median', () => {
    const colour = divergingScale([0.1, 0.2, 0.4], 'maxDrawdown', greenUp);
    expect(colour(0.2).background).toBe(NEUTRAL);
    expect(colour(0.1).background).toBe(greenUp.rise.deep);
    expect(colour(0.4).background).toBe(greenUp.fall.deep);
  });

  it('leave a run without the figure uncoloured, and one-sided sweeps grey on the empty side', () => {
    expect(divergingScale([1, null], 'sharpe', greenUp)(null).background).toBe('transparent');
    expect(divergingScale([1, 2], 'sharpe', greenUp)(1).background).toBe(mix(NEUTRAL, greenUp.rise.deep, 0.5));
  });

  it('put dark text on light cells and light text on deep ones', () => {
    const colour = divergingScale([-1, 0, 1], 'sharpe', greenUp);
    expect(colour(0).text).toBe('#000000');
    expect(colour(1).text).toBe('#ffffff');
    expect(luminance('#ffffff')).toBeCloseTo(1);
    expect(luminance('#000000')).toBe(0);
  });
});

describe('the sweep heatmap’s grid', () => {
  const axes: SweepAxis[] = [
    { side: 'entry', field: 'kd.k', bound: 'max', from: 10, to: 30, step: 10 },
    { side: 'exit', field: 'kd.k', bound: 'min', from: 70, to: 80, step: 10 },
    { side: 'entry', field: 'kd.d', bound: 'max', from: 1, to: 2, step: 1 },
  ];
  const cells: SweepCell<Metrics>[] = [];
  for (const a of [10, 20, 30]) for (const b of [70, 80]) for (const c of [1, 2]) cells.push({ values: [a, b, c], summary: { trades: a + b + c } as Metrics });

  it('puts the first axis across, the second down and the third at the chosen value', () => {
    const grid = heatmapGrid(axes, cells, 0, 1, 2);
    expect(grid.columns).toEqual([10, 20, 30]);
    expect(grid.rows).toEqual([70, 80]);
    expect(grid.cells.map((cell) => cell?.summary.trades)).toEqual([82, 92, 102, 92, 102, 112]);
  });

  it('draws a one-axis sweep as one row, and leaves a run the sweep lacks empty', () => {
    const one = heatmapGrid([axes[0]!], [{ values: [10], summary: { trades: 3 } as Metrics }], 0, null, null);
    expect(one.rows).toHaveLength(1);
    expect(one.cells.map((cell) => cell?.summary.trades ?? null)).toEqual([3, null, null]);
  });
});
