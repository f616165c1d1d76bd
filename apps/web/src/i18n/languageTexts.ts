import type { Language } from '@signaldesk/contract';
import { namespacesOf } from './namespacesOf.js';

/** Each language's texts are a chunk of their own (`languages/*.ts`), so a reader downloads only the language read. */
const chunks: Record<Language, () => Promise<{ modules: Record<string, unknown> }>> = {
  en: () => import('./languages/en.js'),
  zh: () => import('./languages/zh.js'),
};

const loaded = new Map<Language, Promise<Record<string, unknown>>>();

/** Every namespace of one language, fetched once; a failed fetch is tried again on the next call. */
export function languageTexts(language: Language): Promise<Record<string, unknown>> {
  let texts = loaded.get(language);
  if (!texts) {
    texts = chunks[language]().then(({ modules }) => namespacesOf(modules));
    texts.catch(() => loaded.delete(language));
    loaded.set(language, texts);
  }
  return texts;
}
