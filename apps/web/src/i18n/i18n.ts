import { pickLanguage } from '@signaldesk/contract';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { languageTexts } from './languageTexts.js';

/**
 * Reads a namespace from its language's chunk. i18next asks it for every namespace of a language before switching
 * to it, so a switch waits for the chunk and then shows the whole screen in the new language at once.
 */
const languageChunks: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    languageTexts(pickLanguage(language)).then(
      (texts) => callback(null, texts[namespace] as ResourceKey),
      (error: Error) => callback(error, false),
    );
  },
};

export const i18n = i18next.createInstance();

const initialized = i18n
  .use(languageChunks)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: ['en', 'zh'],
    // Both languages have every key (i18n/namespaces.test.ts), so neither needs the other as a fallback.
    fallbackLng: false,
    initAsync: false,
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: 'language',
      caches: ['localStorage'],
      convertDetectedLanguage: (lng: string) => pickLanguage(lng),
    },
  });

/** Settles once every namespace of the reader's language is loaded; the app renders after it. */
export const i18nReady: Promise<unknown> = initialized
  .then(() => languageTexts(pickLanguage(i18n.language)))
  .then((texts) => i18n.loadNamespaces(Object.keys(texts)));

function markDocumentLanguage(lng: string) {
  document.documentElement.lang = pickLanguage(lng) === 'zh' ? 'zh-CN' : 'en';
}

markDocumentLanguage(i18n.language);
i18n.on('languageChanged', markDocumentLanguage);
