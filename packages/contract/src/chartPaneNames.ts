import type { Language } from './messages.js';

/**
 * The names of the chart's lower panes, as the quote screen says them mid-sentence ("Collapse the small wave pane")
 * and the chart pictures print them over each pane, so both read the same words.
 */
export const CHART_PANE_NAMES: Record<Language, Record<'sine' | 'chord' | 'kd' | 'volume', string>> = {
  en: { sine: 'small wave', chord: 'large wave', kd: 'KD', volume: 'volume' },
  zh: { sine: '小波', chord: '大波', kd: 'KD', volume: '成交量' },
};
