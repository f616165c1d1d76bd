import type { Duration, FieldId } from '../catalogue';
import { State, type Step } from '../core/state';
import { candleFields } from '../fields/candle';
import { featureFields } from '../fields/feature';
import { kdFields } from '../fields/kd';
import { ladderFields } from '../fields/ladder';
import { matrixFields } from '../fields/matrix';
import { standardFields } from '../fields/standard';
import { waveFields } from '../fields/wave';
import type { Build, Inputs } from './build';

export interface Pipeline {
  state: State;
  steps: Step[];
}

/**
 * Adds every group's steps in dependency order over the given columns. Batch
 * passes whole-series columns, streaming passes one-bar columns.
 */
export function buildPipeline(
  input: Inputs,
  field: (id: FieldId) => Float64Array,
  scratch: () => Float64Array,
  barsPerYear: number,
  duration: Duration,
): Pipeline {
  const state = new State();
  const steps: Step[] = [];
  const build: Build = { state, input, field, scratch, barsPerYear, duration, add: (...more) => steps.push(...more) };
  candleFields(build);
  matrixFields(build);
  ladderFields(build);
  kdFields(build);
  featureFields(build);
  waveFields(build, 'sine');
  waveFields(build, 'chord');
  standardFields(build);
  state.seal();
  return { state, steps };
}
