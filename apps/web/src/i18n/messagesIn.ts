import { type Language, MESSAGES } from '@signaldesk/contract';

/** One language of the contract's product texts, by message key. */
export function messagesIn(lang: Language): Record<string, string> {
  return Object.fromEntries(Object.entries(MESSAGES).map(([key, texts]) => [key, texts[lang]]));
}
