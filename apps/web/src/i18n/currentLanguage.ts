import { type Language, pickLanguage } from '@signaldesk/contract';
import { i18n } from './i18n.js';

export function currentLanguage(): Language {
  return pickLanguage(i18n.resolvedLanguage ?? i18n.language);
}
