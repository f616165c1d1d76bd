import { CANDLE_FIELDS } from './candle';
import { FEATURE_FIELDS } from './feature';
import { KD_FIELDS } from './kd';
import { LADDER_FIELDS } from './ladder';
import { MATRIX_FIELDS } from './matrix';
import { STANDARD_FIELDS } from './standard';
import type { FieldDef } from './types';
import { waveFields } from './wave';

/**
 * Every analysis indicator, in the order of the engine's output row and of the
 * seek result's positional arrays. Forms, sheets and the guide are generated
 * from it, so a field added here appears everywhere.
 */
export const CATALOGUE = [
  ...CANDLE_FIELDS,
  ...MATRIX_FIELDS,
  ...LADDER_FIELDS,
  ...KD_FIELDS,
  ...FEATURE_FIELDS,
  ...waveFields('sine'),
  ...waveFields('chord'),
  ...STANDARD_FIELDS,
];

export type FieldId = (typeof CATALOGUE)[number]['id'];

export const FIELD_COUNT = CATALOGUE.length;

const positions = new Map<string, number>(CATALOGUE.map((f, i) => [f.id, i]));

/** Position of a field in the output row and in the seek result's arrays. */
export function fieldIndex(id: FieldId): number {
  return positions.get(id)!;
}

export function fieldDef(id: FieldId): FieldDef<FieldId> {
  return CATALOGUE[fieldIndex(id)]!;
}

export * from './types';
export { WAVE_PERIODS, AREA_NORM_BARS, type Wave } from './wave';
export { MATRIX_PERIODS, type MatrixPeriod } from './matrix';
export { LADDER_PERIODS } from './ladder';
export { KD_PERIODS } from './kd';
export { STANDARD_FIELD_SETTINGS } from './standard';
