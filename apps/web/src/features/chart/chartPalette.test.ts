import { describe, expect, it } from 'vitest';
import { theme } from '../../app/theme.js';
import { chartPalette } from '@signaldesk/chart-render';
import { legendLines, type LegendPane } from './chartLegend.js';

/** WCAG's relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG 2.1's least contrast for the parts of a graphic a reader must see (1.4.11). */
const GRAPHIC = 3;
const chartBackground = theme.palette.background.paper;
const LINES = {
  ...chartPalette.matrix,
  ...chartPalette.helpLines,
  ...chartPalette.ladder,
  slowLine: chartPalette.slowLine,
  fastAbove: chartPalette.fastAbove.line,
  fastBelow: chartPalette.fastBelow.line,
  ...chartPalette.kd,
  zigzag0: chartPalette.zigzag[0],
  zigzag1: chartPalette.zigzag[1],
};

describe('chartPalette', () => {
  it.each(Object.entries(LINES))('draws %s (%s) so that it stands out from the chart background', (_name, colour) => {
    expect(contrast(colour, chartBackground)).toBeGreaterThanOrEqual(GRAPHIC);
  });

  it('gives chart pictures drawn without a browser the quote screen’s surface', () => {
    const { background, divider, text } = theme.palette;
    expect(chartPalette.surface).toMatchObject({ background: background.paper, grid: divider, text: text.primary, axisText: text.secondary });
  });

  it('marks annotations in a colour seen on the dark chart and on a white page', () => {
    expect(contrast(chartPalette.marker, chartBackground)).toBeGreaterThanOrEqual(GRAPHIC);
    expect(contrast(chartPalette.marker, '#ffffff')).toBeGreaterThanOrEqual(GRAPHIC);
  });

  it.each(['price', 'kd'] satisfies LegendPane[])('gives the lines of the %s pane colours far apart', (pane) => {
    const colours = legendLines(pane, { ladder: false, helpline: true, trendline: true }).map((line) => line.colour!);
    const rgb = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
    for (const [i, a] of colours.entries()) {
      for (const b of colours.slice(i + 1)) {
        const distance = Math.hypot(...rgb(a).map((channel, k) => channel - rgb(b)[k]!));
        expect(distance, `${a} and ${b}`).toBeGreaterThan(60);
      }
    }
  });
});
