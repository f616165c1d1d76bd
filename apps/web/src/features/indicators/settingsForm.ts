import { indicatorDescriptor, indicatorInstanceSchema, type MessageKey, MESSAGES } from '@signaldesk/contract';
import type { ChartIndicator } from './indicatorStorage.js';

/** The settings dialog's fields as typed: numbers as text, so a half-typed "0." stays as it is. */
export type SettingsDraft = Record<string, string>;

export const draftOf = (settings: ChartIndicator['settings']): SettingsDraft =>
  Object.fromEntries(Object.entries(settings).map(([key, value]) => [key, String(value)]));

export const defaultDraft = (indicator: ChartIndicator['indicator']): SettingsDraft =>
  Object.fromEntries(indicatorDescriptor(indicator).settings.map((setting) => [setting.key, String(setting.default)]));

const asKey = (message: string): MessageKey => (Object.hasOwn(MESSAGES, message) ? (message as MessageKey) : 'indicatorSettingUnknown');

/**
 * The draft's settings as indicatorInstanceSchema takes them, or its refusals by setting (message keys of the
 * contract's MESSAGES). An empty number field is a refusal, not the default.
 */
export function checkSettings(
  indicator: ChartIndicator['indicator'],
  draft: SettingsDraft,
): { ok: true; settings: ChartIndicator['settings'] } | { ok: false; errors: Record<string, MessageKey> } {
  const settings = Object.fromEntries(
    indicatorDescriptor(indicator).settings.map((setting) => {
      const text = (draft[setting.key] ?? '').trim();
      return [setting.key, setting.kind === 'choice' ? text : text === '' ? Number.NaN : Number(text)];
    }),
  );
  const parsed = indicatorInstanceSchema.safeParse({ indicator, settings });
  if (parsed.success) return { ok: true, settings: parsed.data.settings };
  const errors: Record<string, MessageKey> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[1] ?? '');
    errors[key] ??= asKey(issue.message);
  }
  return { ok: false, errors };
}
