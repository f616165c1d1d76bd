import type { RiseFallColours } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { chartPalette } from '../src/chartPalette.js';
import type { PictureSwitches } from '../src/drawChart.js';
import { drawChartCanvas } from '../src/png.js';
import { riseFallPalette } from '../src/riseFallPalette.js';
import { appleCandles, hasData } from './support/realChart.js';

const WIDTH = 640;
const HEIGHT = 480;
/** How far (summed over the channels) a pixel may be from a colour and still count as drawn in it. */
const NEAR = 24;

/** Pixels drawn in each colour, give or take a little blending: the middle of a line or bar has about its own colour. */
function colourCounts(switches: Partial<PictureSwitches>, riseFall: RiseFallColours = 'greenUp'): (hex: string) => number {
  const canvas = drawChartCanvas({ candles: appleCandles(150), width: WIDTH, height: HEIGHT, language: 'en', riseFall, switches });
  const pixels = canvas.getContext('2d').getImageData(0, 0, WIDTH, HEIGHT).data;
  return (hex) => {
    const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
    let count = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      if (Math.abs(pixels[i]! - r) + Math.abs(pixels[i + 1]! - g) + Math.abs(pixels[i + 2]! - b) <= NEAR) count++;
    }
    return count;
  };
}

describe.skipIf(!hasData)('the quote screen’s switches in a chart picture', () => {
  it('draws the matrix lines by default and the ladder’s instead when the ladder is on', () => {
    const matrix = colourCounts({ ladder: false });
    const ladder = colourCounts({ ladder: true });
    expect(matrix(chartPalette.matrix.mma120)).toBeGreaterThan(100);
    expect(ladder(chartPalette.matrix.mma120)).toBeLessThan(matrix(chartPalette.matrix.mma120) / 10);
    expect(ladder(chartPalette.ladder.mt)).toBeGreaterThan(100);
    expect(matrix(chartPalette.ladder.mt)).toBeLessThan(ladder(chartPalette.ladder.mt) / 10);
  });

  it('adds the help lines only when they are switched on', () => {
    // Help lines are 1 px wide, so most of their pixels are blended with what lies under them.
    const on = colourCounts({ helpline: true })(chartPalette.helpLines.mma20);
    expect(on).toBeGreaterThan(30);
    expect(colourCounts({ helpline: false })(chartPalette.helpLines.mma20)).toBeLessThan(on / 10);
  });

  it('leaves out the panes that are switched off', () => {
    const all = colourCounts({ sine: true, chord: true, kd: true, volume: true });
    const none = colourCounts({ sine: false, chord: false, kd: false, volume: false });
    for (const colour of [chartPalette.phase.B, chartPalette.phase.D, chartPalette.kd.k]) {
      expect(all(colour), colour).toBeGreaterThan(100);
      expect(none(colour), colour).toBeLessThan(all(colour) / 10);
    }
  });

  it('draws candles in the trader’s rise and fall colours', () => {
    const green = riseFallPalette('greenUp').rise.main;
    const red = riseFallPalette('redUp').rise.main;
    const greenUp = colourCounts({}, 'greenUp');
    const redUp = colourCounts({}, 'redUp');
    // The same candles swap colours: the rising ones fill as many pixels in red under redUp as in green under greenUp.
    expect(greenUp(green)).toBeGreaterThan(500);
    expect(Math.abs(redUp(red) - greenUp(green))).toBeLessThan(greenUp(green) * 0.02);
    expect(Math.abs(redUp(green) - greenUp(red))).toBeLessThan(greenUp(red) * 0.02);
  });
});
