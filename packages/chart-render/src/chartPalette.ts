/**
 * Colours of the chart; the candles and volume bars take the rise/fall colours in force instead. The spec fixes the
 * matrix's purple, red and green lines, the phase colours of the wave columns, the always-green slow line and the
 * brown/blue fast line on its light green/red band. Every line stands out from the chart's dark background
 * (chartPalette.test.ts holds them to it), and lines drawn in one pane differ in hue or lightness: the matrix's 120
 * line is a teal green beside the 60 line's grass green.
 */
export const chartPalette = {
  matrix: { mma10: '#ab47bc', mma30: '#e53935', mma60: '#43a047', mma120: '#00897b' },
  helpLines: { mma20: '#b39ddb', mma40: '#ef9a9a', mma240: '#78909c' },
  ladder: { st: '#f57c00', mt: '#0288d1', lt: '#a1887f' },
  phase: { A: '#1b7f3a', B: '#8fd19e', C: '#c62828', D: '#f19a9a', none: '#9e9e9e' },
  slowLine: '#43a047',
  fastAbove: { line: '#b36b2e', band: 'rgba(129, 199, 132, 0.35)' },
  fastBelow: { line: '#1e88e5', band: 'rgba(239, 154, 154, 0.35)' },
  kd: { k: '#f9a825', d: '#1e88e5' },
  zigzag: ['#ffb300', '#8d6e63'],
  /** Annotation markers: a pink that reads on the dark chart and on a light page alike, apart from candles and lines. */
  marker: '#ec407a',
  /** The quote screen's surface in the dark theme: paper, divider and text (the web's chartPalette.test holds them to its theme). */
  surface: { background: '#111a2e', grid: 'rgba(148, 163, 184, 0.16)', text: '#e2e8f0', axisText: '#94a3b8' },
} as const;
