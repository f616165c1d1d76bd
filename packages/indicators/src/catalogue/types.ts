/** Bar durations of the chart; the seek list and screener use 1h, 1d and 1wk. */
export const CHART_DURATIONS = ['1m', '5m', '15m', '30m', '1h', '4h', '1d', '1wk'] as const;
export type Duration = (typeof CHART_DURATIONS)[number];
export const SEEK_DURATIONS = ['1h', '1d', '1wk'] as const satisfies readonly Duration[];

export type Group = 'candle' | 'matrix' | 'ladder' | 'kd' | 'feature' | 'sine' | 'chord' | 'standard';

/**
 * percent: 1 = 1 %; fraction: 0.2 = 20 %; degrees: slope angle where a line
 * rising 1 % a bar stands at 45; price: the instrument's own currency (or a
 * difference of prices); oscillator: a reading on a 0 to 100 scale (K, D),
 * a plain number rather than a share of anything (Williams %R reads −100 to 0); ratio: dimensionless;
 * count: bars; enum: see `values`.
 */
export type Unit = 'percent' | 'fraction' | 'degrees' | 'price' | 'oscillator' | 'volume' | 'ratio' | 'count' | 'enum';

export interface Text {
  en: string;
  zh: string;
}

export interface EnumValue {
  value: number;
  /** Short code shown in forms: A to D for phases, a to d for stages. */
  code: string;
  label: Text;
}

export interface FieldDef<Id extends string = string> {
  id: Id;
  group: Group;
  /** The field's name inside its group, as the chart candle and seek result name it. */
  key: string;
  name: Text;
  unit: Unit;
  /** Inclusive bounds; null where the field is unbounded on that side. */
  range: { min: number | null; max: number | null };
  /** Select fields: the allowed values with their labels. */
  values?: readonly EnumValue[];
  /** Whether the screener offers several values at once (quadrant, stage) or one. */
  multiple?: boolean;
  durations: readonly Duration[];
  meaning: Text;
  /** Bars before the first value on a series with no gaps (0-based index of the first value). */
  warmUp: WarmUp;
}

/** A fixed count of bars, or a count that depends on the bars per year of the duration. */
export type WarmUp = number | { years: number; extra: number } | 'data';
