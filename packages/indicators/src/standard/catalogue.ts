import type { Duration } from '../catalogue';
import { State, type Step } from '../core/state';
import { EMA, SMA, WMA } from './averages';
import type { Sources, StandardBuild } from './build';
import { BOLLINGER, DONCHIAN, ICHIMOKU, KELTNER } from './channels';
import { CCI, MACD, RSI, STOCH_RSI, STOCHASTIC, WILLIAMS_R } from './oscillators';
import { ADX, ATR, PSAR, SUPERTREND } from './trend';
import { MFI, OBV, VWAP } from './volume';

/** The standard chart indicators by id, in the order a chart's indicator menu lists them. */
export const STANDARD = {
  sma: SMA,
  ema: EMA,
  wma: WMA,
  vwap: VWAP,
  bollinger: BOLLINGER,
  keltner: KELTNER,
  donchian: DONCHIAN,
  ichimoku: ICHIMOKU,
  supertrend: SUPERTREND,
  psar: PSAR,
  rsi: RSI,
  macd: MACD,
  stochastic: STOCHASTIC,
  stochRsi: STOCH_RSI,
  atr: ATR,
  adx: ADX,
  cci: CCI,
  williamsR: WILLIAMS_R,
  mfi: MFI,
  obv: OBV,
};

export type IndicatorId = keyof typeof STANDARD;
export const INDICATOR_IDS = Object.keys(STANDARD) as IndicatorId[];
export type SettingsOf<Id extends IndicatorId> = (typeof STANDARD)[Id]['defaults'];
export type LineOf<Id extends IndicatorId> = (typeof STANDARD)[Id]['lines'][number];
export type Lines<Id extends IndicatorId> = Record<LineOf<Id>, Float64Array>;

/** One indicator on a chart: a chart may hold several of one kind (EMA 20 and EMA 50). Settings left out take their defaults. */
export interface IndicatorInstance<Id extends IndicatorId = IndicatorId> {
  indicator: Id;
  settings?: Partial<SettingsOf<Id>>;
}

export interface IndicatorOptions {
  /** Chart duration; 1d when omitted. */
  duration?: Duration;
}

/**
 * Builds an instance's steps over the columns `column()` hands out: its lines
 * first, in the definition's order, then its intermediates.
 */
export function buildInstance<Id extends IndicatorId>(
  instance: IndicatorInstance<Id>,
  input: Sources,
  column: () => Float64Array,
  options: IndicatorOptions,
): { state: State; steps: Step[]; lines: Lines<Id> } {
  // One definition per id; the union of their parameter types is not callable without this widening.
  const definition = STANDARD[instance.indicator] as unknown as {
    defaults: Record<string, number | string>;
    lines: readonly string[];
    build(b: StandardBuild, settings: Record<string, number | string>, out: Record<string, Float64Array>): void;
  };
  const lines = Object.fromEntries(definition.lines.map((line) => [line, column()])) as Lines<Id>;
  const state = new State();
  const steps: Step[] = [];
  const b: StandardBuild = { state, input, scratch: column, duration: options.duration ?? '1d', add: (...more) => steps.push(...more) };
  definition.build(b, { ...definition.defaults, ...instance.settings }, lines);
  state.seal();
  return { state, steps, lines };
}

