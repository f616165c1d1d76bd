import type { Language } from './messages.js';

/**
 * Which colour a rise takes: green as in the US and Hong Kong, or red as in mainland China. The fall takes the other.
 */
export const RISE_FALL_COLOURS = ['greenUp', 'redUp'] as const;
export type RiseFallColours = (typeof RISE_FALL_COLOURS)[number];


/** A trader who never chose sees the convention of the language they read: red up in Chinese, green up in English. */
export const riseFallColoursFor = (chosen: RiseFallColours | null | undefined, language: Language): RiseFallColours =>
  chosen ?? (language === 'zh' ? 'redUp' : 'greenUp');
