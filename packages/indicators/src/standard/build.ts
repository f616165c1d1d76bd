import type { Duration } from '../catalogue';
import type { State, Step } from '../core/state';
import type { Source } from '../kernels/source';

/** The candle columns the standard indicators read; ts in epoch seconds. */
export interface Columns {
  ts: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  volume: Float64Array;
}

/** The candle columns as an indicator's steps read them: the arrays, or holders repointed per series (kernels/source.ts). */
export type Sources = { [K in keyof Columns]: Source };

/**
 * What an indicator needs to add its steps, as engine/build.ts gives the
 * catalogue: the same builder runs over whole-series columns (batch) and
 * over one-bar columns (streaming), so the two agree by construction.
 */
export interface StandardBuild {
  state: State;
  input: Sources;
  /** A column for an intermediate line that the indicator does not output. */
  scratch(): Float64Array;
  /** The chart's candle duration (VWAP's automatic anchor reads it). */
  duration: Duration;
  add(...steps: Step[]): void;
}

export type SettingValue = number | string;

/** One standard indicator: its settings with their defaults, its output lines and how to build its steps. */
export interface Definition<S extends Record<string, SettingValue>, L extends string> {
  defaults: S;
  lines: readonly L[];
  build(b: StandardBuild, settings: S, out: Record<L, Float64Array>): void;
}

export const define = <S extends Record<string, SettingValue>, L extends string>(definition: Definition<S, L>) => definition;
