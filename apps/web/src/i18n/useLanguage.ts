import { type Language, pickLanguage } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';

/** The interface language and a setter that persists it. */
export function useLanguage(): [Language, (next: Language) => void] {
  const { i18n } = useTranslation();
  return [pickLanguage(i18n.resolvedLanguage ?? i18n.language), (next) => void i18n.changeLanguage(next)];
}
