import type { Language } from '@signaldesk/contract';
import { CATALOGUE, CHART_DURATIONS, type FieldDef, type Group } from '@signaldesk/indicators';

export interface GuideField {
  id: string;
  name: string;
  unit: FieldDef['unit'];
  range: string | null;
  /** The chart durations the field exists for; null when it exists for all of them. */
  durations: readonly string[] | null;
  meaning: string;
  values: { code: string; label: string }[];
}

export interface GuideSection {
  group: Group;
  fields: GuideField[];
}

function rangeText({ min, max }: FieldDef['range'], unbounded: string): string | null {
  if (min === null && max === null) return null;
  return `${min ?? `−${unbounded}`} … ${max ?? unbounded}`;
}

/**
 * The indicator guide in one language, straight from the engine's catalogue, in its order and grouping: a field
 * added to the engine appears here with its names, unit, range, values and meaning, and nothing else can drift.
 */
export function indicatorGuide(lang: Language, unbounded: string): GuideSection[] {
  const sections: GuideSection[] = [];
  for (const field of CATALOGUE as readonly FieldDef[]) {
    let section = sections[sections.length - 1];
    if (section?.group !== field.group) {
      section = { group: field.group, fields: [] };
      sections.push(section);
    }
    section.fields.push({
      id: field.id,
      name: field.name[lang],
      unit: field.unit,
      range: field.unit === 'enum' ? null : rangeText(field.range, unbounded),
      durations: field.durations.length === CHART_DURATIONS.length ? null : field.durations,
      meaning: field.meaning[lang],
      values: (field.values ?? []).map((value) => ({ code: value.code, label: value.label[lang] })),
    });
  }
  return sections;
}
