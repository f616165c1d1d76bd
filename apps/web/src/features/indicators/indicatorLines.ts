import { type IndicatorDescriptor, INDICATOR_NAMES, indicatorDescriptor, type Language } from '@signaldesk/contract';
import { formatPrice, formatVolume } from '@signaldesk/format';
import { type Columns, computeIndicator, type Duration, type IndicatorId } from '@signaldesk/indicators';
import { type ChartIndicator, indicatorColour } from './indicatorStorage.js';

export type LineKind = 'line' | 'histogram' | 'dots';

/** One output line as the chart draws it. */
export interface IndicatorLine {
  line: string;
  colour: string;
  kind: LineKind;
  /** Bars the line is drawn from the candle it belongs to: ahead when positive, behind when negative. */
  shift: number;
  /** The line's value on each candle, NaN while it warms up. */
  values: Float64Array;
  /** The colour of each bar where it changes bar by bar (Supertrend's direction, MACD's histogram sign). */
  barColours: ((index: number) => string) | null;
}

/** The shade between two lines: a channel's bands or Ichimoku's cloud. */
export interface IndicatorFill {
  upper: IndicatorLine;
  lower: IndicatorLine;
  /** The fill on a bar whose upper line lies above its lower one, and on one where it lies below. */
  above: string;
  below: string;
}

export interface DrawnIndicator {
  item: ChartIndicator;
  placement: IndicatorDescriptor['placement'];
  lines: IndicatorLine[];
  fill: IndicatorFill | null;
  /** Dashed guides across the pane (an oscillator's overbought and oversold levels). */
  levels: readonly number[];
}

/** The trader's rise and fall colours, which colour a line by its direction as they colour the candles. */
export interface DirectionColours {
  rise: string;
  fall: string;
}

const shade = (hex: string, alpha: number) => `${hex}${Math.round(alpha * 255).toString(16).padStart(2, '0')}`;

/** Lines an indicator computes only for its other lines: Supertrend's direction colours the Supertrend. */
const UNDRAWN: Partial<Record<IndicatorId, readonly string[]>> = { supertrend: ['direction'] };
const KINDS: Partial<Record<IndicatorId, Record<string, LineKind>>> = { psar: { sar: 'dots' }, macd: { histogram: 'histogram' } };
const FILLS: Partial<Record<IndicatorId, [string, string]>> = {
  bollinger: ['upper', 'lower'],
  keltner: ['upper', 'lower'],
  donchian: ['upper', 'lower'],
  ichimoku: ['spanA', 'spanB'],
};
/** The levels TradingView draws by default on each oscillator. */
const LEVELS: Partial<Record<IndicatorId, readonly number[]>> = {
  rsi: [70, 30],
  stochastic: [80, 20],
  stochRsi: [80, 20],
  williamsR: [-20, -80],
  mfi: [80, 20],
  cci: [100, -100],
};

/** An indicator's lines a trader reads, in the descriptor's order: those computed only for another line are left out. */
export function shownOutputs(indicator: IndicatorId): IndicatorDescriptor['outputs'] {
  const undrawn = UNDRAWN[indicator] ?? [];
  return indicatorDescriptor(indicator).outputs.filter((output) => !undrawn.includes(output.line));
}

/** Bars a line is drawn away from its candle, from the descriptor's shift and the instance's settings. */
export function lineShift(descriptor: IndicatorDescriptor, line: string, settings: ChartIndicator['settings']): number {
  const shift = descriptor.outputs.find((output) => output.line === line)?.shift;
  if (!shift) return 0;
  return (Number(settings[shift.setting]) - 1) * shift.direction;
}

/** An instance's lines over the candles, ready to draw and to read in the legend. */
export function drawIndicator(item: ChartIndicator, series: Columns, duration: Duration, { rise, fall }: DirectionColours): DrawnIndicator {
  const descriptor = indicatorDescriptor(item.indicator);
  const computed = computeIndicator({ indicator: item.indicator, settings: item.settings as never }, series, { duration }).lines as Record<string, Float64Array>;
  const lines = shownOutputs(item.indicator)
    .map((output, index): IndicatorLine => {
      const values = computed[output.line]!;
      const kind = KINDS[item.indicator]?.[output.line] ?? 'line';
      let barColours: IndicatorLine['barColours'] = null;
      if (item.indicator === 'supertrend') {
        const direction = computed.direction!;
        barColours = (bar) => (direction[bar]! > 0 ? rise : fall);
      } else if (kind === 'histogram') {
        barColours = (bar) => shade(values[bar]! >= 0 ? rise : fall, 0.7);
      }
      return { line: output.line, colour: indicatorColour(item.colour, index), kind, shift: lineShift(descriptor, output.line, item.settings), values, barColours };
    });
  const pair = FILLS[item.indicator];
  const upper = pair && lines.find((line) => line.line === pair[0]);
  const lower = pair && lines.find((line) => line.line === pair[1]);
  const cloud = item.indicator === 'ichimoku';
  const fill =
    upper && lower
      ? { upper, lower, above: shade(cloud ? rise : upper.colour, cloud ? 0.2 : 0.08), below: shade(cloud ? fall : upper.colour, cloud ? 0.2 : 0.08) }
      : null;
  return { item, placement: descriptor.placement, lines, fill, levels: LEVELS[item.indicator] ?? [] };
}

/** The candle times past the last one that lines drawn ahead reach: spaced as most of the latest candles are. */
export function futureTimes(ts: ArrayLike<number>, count: number): number[] {
  const n = ts.length;
  if (n < 2 || count <= 0) return [];
  const gaps = new Map<number, number>();
  for (let i = Math.max(1, n - 20); i < n; i++) {
    const gap = ts[i]! - ts[i - 1]!;
    if (gap > 0) gaps.set(gap, (gaps.get(gap) ?? 0) + 1);
  }
  let step = 0;
  let seen = 0;
  for (const [gap, times] of gaps) {
    if (times > seen || (times === seen && gap < step)) [step, seen] = [gap, times];
  }
  if (step === 0) return [];
  return Array.from({ length: count }, (_, k) => ts[n - 1]! + (k + 1) * step);
}

/** Where a line's value of candle `index` is drawn, as a position among the candles and the times after them. */
export interface Placed {
  /** Index into the candles, or past their end into the times after them. */
  at: number;
  value: number;
  source: number;
}

/**
 * A line's values at the positions they are drawn: each candle's value `shift` bars away. A value drawn before
 * the first candle has nowhere to go and is left out; one drawn past the last candle goes on the times after it.
 */
export function placeLine(line: IndicatorLine, from = 0): Placed[] {
  const n = line.values.length;
  const placed: Placed[] = [];
  for (let source = Math.max(from, -line.shift); source < n; source++) placed.push({ at: source + line.shift, value: line.values[source]!, source });
  return placed;
}

/** The value a line shows on a candle: the one drawn there, which for a shifted line belongs to another candle. */
export function valueAt(line: IndicatorLine, index: number): number {
  const source = index - line.shift;
  return source >= 0 && source < line.values.length ? line.values[source]! : Number.NaN;
}

/** The colour a line is drawn in on a candle, which the legend prints its value in. */
export function colourAt(line: IndicatorLine, index: number): string {
  const source = index - line.shift;
  return line.barColours && source >= 0 && source < line.values.length ? line.barColours(source) : line.colour;
}

/** The legend's name of an instance, as TradingView writes it: "EMA 20", "BB 20 2", "MACD 12 26 9". */
export function indicatorTitle(item: Pick<ChartIndicator, 'indicator' | 'settings'>, choiceName: (value: string) => string): string {
  const settings = indicatorDescriptor(item.indicator).settings.map((setting) => {
    const value = item.settings[setting.key] ?? setting.default;
    return typeof value === 'string' ? choiceName(value) : String(value);
  });
  return [INDICATOR_NAMES[item.indicator].short, ...settings].join(' ');
}

/**
 * A line's value as the legend prints it: prices (lines over the candles, ATR) with the candles' decimals, OBV as a
 * volume, oscillators with two decimals; a value still warming up as a dash.
 */
export function formatReading(indicator: IndicatorId, value: number, language: Language, priceDigits: number): string {
  if (!Number.isFinite(value)) return '—';
  if (indicator === 'obv') return formatVolume(value, language);
  const price = indicator === 'atr' || indicatorDescriptor(indicator).placement === 'price';
  return formatPrice(value, language, price ? priceDigits : 2);
}
