import { BOT_SETTINGS_TEXTS } from '../../src/window/windowApi.js';
import { type Language, MESSAGES, pickLanguage } from '@signaldesk/contract';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { windowTexts } from './windowTexts.js';

const pick = (texts: Record<string, { en: string; zh: string }>, lang: Language) =>
  Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, text[lang]]));

const resourcesFor = (lang: Language) => ({ window: windowTexts[lang], bot: pick(BOT_SETTINGS_TEXTS, lang), messages: pick(MESSAGES, lang) });

/** Until the assistant says which language the trader chose, the system's. */
export const systemLanguage = (): Language => pickLanguage(navigator.language);

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: resourcesFor('en'), zh: resourcesFor('zh') },
  lng: systemLanguage(),
  supportedLngs: ['en', 'zh'],
  fallbackLng: 'en',
  initAsync: false,
  ns: ['window', 'bot', 'messages'],
  defaultNS: 'window',
  interpolation: { escapeValue: false },
});

function markDocument(lng: string) {
  document.documentElement.lang = pickLanguage(lng) === 'zh' ? 'zh-CN' : 'en';
  document.title = i18n.t('title');
}

markDocument(i18n.language);
i18n.on('languageChanged', markDocument);

export const currentLanguage = (): Language => pickLanguage(i18n.language);

/** The window's language, re-rendering the caller when the trader switches it. */
export function useWindowLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return pickLanguage(instance.language);
}
