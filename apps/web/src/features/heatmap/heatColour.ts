import type { HeatmapPeriod } from '@signaldesk/contract';
import type { RiseFallPalette } from '@signaldesk/chart-render';

/** The change that reads as full colour: a day moves less than a month. */
const FULL_SCALE: Record<HeatmapPeriod, number> = { '1d': 3, '1wk': 8, '1mo': 15 };
const NEUTRAL = '#5f6368';
const UNKNOWN = '#9e9e9e';

const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

function mix(from: string, to: string, share: number): string {
  const a = rgb(from);
  const b = rgb(to);
  return `rgb(${a.map((v, i) => Math.round(v + (b[i]! - v) * share)).join(', ')})`;
}

/** The rise or fall colour as on the charts, deeper with the size of the move. */
export function heatColour(change: number | null, period: HeatmapPeriod, colours: RiseFallPalette): string {
  if (change === null) return UNKNOWN;
  const share = Math.min(1, Math.abs(change) / FULL_SCALE[period]);
  return mix(NEUTRAL, change >= 0 ? colours.rise.main : colours.fall.main, share);
}
