import { CHART_DURATIONS, type FieldDef, type Group, SEEK_DURATIONS } from './types';

/** Drawn or shown on the chart candle: every chart duration. */
export const ALL = CHART_DURATIONS;
/** Only in the seek list and screener: hour, day and week. */
export const SEEK = SEEK_DURATIONS;

/** Builds one definition; the id is `group.key`, kept as a literal type. */
export function field<const G extends Group, const K extends string>(
  group: G,
  key: K,
  def: Omit<FieldDef, 'id' | 'group' | 'key'>,
): FieldDef<`${G}.${K}`> {
  return { id: `${group}.${key}`, group, key, ...def };
}

export const text = (en: string, zh: string) => ({ en, zh });
