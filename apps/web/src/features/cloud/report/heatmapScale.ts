import type { Metrics, SweepCell } from '@signaldesk/backtest';
import { axisValues, type SweepAxis } from '@signaldesk/contract';
import type { RiseFallPalette } from '@signaldesk/chart-render';

/** The metrics a sweep can be coloured by, with the value that reads as neutral and which way is better. */
export const SWEEP_METRICS = {
  totalReturn: { centre: 0, better: 'higher' },
  cagr: { centre: 0, better: 'higher' },
  sharpe: { centre: 0, better: 'higher' },
  sortino: { centre: 0, better: 'higher' },
  calmar: { centre: 0, better: 'higher' },
  maxDrawdown: { centre: 'median', better: 'lower' },
  winRate: { centre: 0.5, better: 'higher' },
  profitFactor: { centre: 1, better: 'higher' },
  expectancyReturn: { centre: 0, better: 'higher' },
  trades: { centre: 'median', better: 'higher' },
} as const satisfies Partial<Record<keyof Metrics, { centre: number | 'median'; better: 'higher' | 'lower' }>>;

export type SweepMetric = keyof typeof SWEEP_METRICS;

/** The neutral middle of the diverging scale: a light grey that both hues fade into. */
export const NEUTRAL = '#eeeeee';

export interface CellColour {
  background: string;
  text: string;
}

/**
 * A diverging scale over the values of one sweep: the better side of the centre in the rise colour, the worse in
 * the fall colour, each shaded by its distance from the centre over the farthest value on that side, so a plateau
 * reads as one even colour and a lone spike stands out. A run without the figure (null) is left grey.
 */
export function divergingScale(values: readonly (number | null)[], metric: SweepMetric, palette: RiseFallPalette): (value: number | null) => CellColour {
  const { centre: centreRule, better } = SWEEP_METRICS[metric];
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  const centre = centreRule === 'median' ? median(known) : centreRule;
  const above = known.length ? Math.max(0, known.at(-1)! - centre) : 0;
  const below = known.length ? Math.max(0, centre - known[0]!) : 0;
  return (value) => {
    if (value === null) return { background: 'transparent', text: 'inherit' };
    const distance = value - centre;
    const reach = distance >= 0 ? above : below;
    const strength = reach === 0 ? 0 : Math.min(1, Math.abs(distance) / reach);
    const good = better === 'higher' ? distance > 0 : distance < 0;
    const background = mix(NEUTRAL, (good ? palette.rise : palette.fall).deep, strength);
    return { background, text: luminance(background) > 0.45 ? '#000000' : '#ffffff' };
  };
}

function median(sorted: readonly number[]): number {
  if (sorted.length === 0) return 0;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

/** `from` moved a fraction `amount` of the way to `to`, both #rrggbb. */
export function mix(from: string, to: string, amount: number): string {
  const a = channels(from);
  const b = channels(to);
  return `#${a.map((x, i) => Math.round(x + (b[i]! - x) * amount).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance (WCAG) of a #rrggbb colour, to put dark text on a light cell and light text on a dark one. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The grid drawn for one choice: the first chosen axis across, the second down, any third fixed at one value. */
export interface HeatmapGrid {
  columns: number[];
  rows: number[];
  /** rows × columns, row-major; null where no run has those values. */
  cells: (SweepCell<Metrics> | null)[];
}

/**
 * The cells of a sweep at the chosen axes: `across` and `down` index the sweep's axes (equal for a one-axis
 * sweep, which draws as one row), and `fixed` is the value of the third axis, if any.
 */
export function heatmapGrid(axes: readonly SweepAxis[], cells: readonly SweepCell<Metrics>[], across: number, down: number | null, fixed: number | null): HeatmapGrid {
  const columns = axisValues(axes[across]!);
  const rows = down === null ? [Number.NaN] : axisValues(axes[down]!);
  const third = axes.findIndex((_, k) => k !== across && k !== down);
  const byKey = new Map<string, SweepCell<Metrics>>();
  for (const cell of cells) {
    if (third >= 0 && cell.values[third] !== fixed) continue;
    byKey.set(`${cell.values[across]}|${down === null ? Number.NaN : cell.values[down]}`, cell);
  }
  return {
    columns,
    rows,
    cells: rows.flatMap((row) => columns.map((column) => byKey.get(`${column}|${row}`) ?? null)),
  };
}
