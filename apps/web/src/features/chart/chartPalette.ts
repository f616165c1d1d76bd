/**
 * Colours of the chart; the candles and volume bars take the rise/fall colours in force instead. The spec fixes the
 * matrix's purple, red and green lines, the phase colours of the wave columns, the always-green slow line and the
 * brown/blue fast line on its light green/red band.
 */
export const chartPalette = {
  matrix: { mma10: '#8e24aa', mma30: '#e53935', mma60: '#43a047', mma120: '#1b5e20' },
  helpLines: { mma20: '#b39ddb', mma40: '#ef9a9a', mma240: '#78909c' },
  ladder: { st: '#f57c00', mt: '#0288d1', lt: '#5d4037' },
  phase: { A: '#1b7f3a', B: '#8fd19e', C: '#c62828', D: '#f19a9a', none: '#9e9e9e' },
  slowLine: '#2e7d32',
  fastAbove: { line: '#8d5524', band: 'rgba(129, 199, 132, 0.35)' },
  fastBelow: { line: '#1e63d6', band: 'rgba(239, 154, 154, 0.35)' },
  kd: { k: '#f9a825', d: '#1565c0' },
  zigzag: ['#ff6f00', '#6d4c41'],
  marker: '#283593',
} as const;
