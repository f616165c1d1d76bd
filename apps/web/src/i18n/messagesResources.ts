import { type Language, MESSAGES } from '@signaldesk/contract';

function pick(lang: Language): Record<string, string> {
  return Object.fromEntries(Object.entries(MESSAGES).map(([key, texts]) => [key, texts[lang]]));
}

/** The contract's product texts as the i18next namespace "messages". */
export const messagesResources = { en: pick('en'), zh: pick('zh') };
