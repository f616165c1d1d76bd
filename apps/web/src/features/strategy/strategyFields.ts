import { type Language, screenerField, STRATEGY_GROUPS, type StrategyGroup, TOP_RULES } from '@signaldesk/contract';
import { CATALOGUE, type FieldDef, type Group } from '@signaldesk/indicators';
import type { TFunction } from 'i18next';
import { splitPath } from './strategyDraft.js';

/** Catalogue groups in catalogue order: the sections of the form and of the guide. */
export const CATALOGUE_GROUPS: readonly Group[] = [...new Set(CATALOGUE.map((field) => field.group))];

export const fieldsOfGroup = (group: Group): FieldDef[] => CATALOGUE.filter((field) => field.group === group);

/** Fields a list can be ordered by: the numeric ones (a select field has no order). */
export function orderPaths(groups: readonly StrategyGroup[] = STRATEGY_GROUPS): string[] {
  const numeric = CATALOGUE.filter((field) => field.unit !== 'enum');
  return [...TOP_RULES, ...groups.flatMap((group) => numeric.map((field) => `${group}.${field.id}`))];
}

/** A rule path as the trader reads it: "Market cap …" or "Day · K". */
export function pathLabel(path: string, language: Language, t: TFunction<'strategy'>): string {
  const at = splitPath(path);
  if ('top' in at) return t(`form.${at.top}`);
  const field = screenerField(at.id);
  return `${t(`durations.${at.group}`)} · ${field ? field.name[language] : at.id}`;
}

/** "range 0 to 100", with an open side shown as the infinity sign. */
export function rangeText(field: FieldDef, t: TFunction<'strategy'>): string {
  return t('range', { min: field.range.min ?? '−∞', max: field.range.max ?? '∞' });
}
