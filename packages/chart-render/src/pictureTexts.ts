import type { Language } from '@signaldesk/contract';

/** The words a chart picture prints, in the quote screen's terms. */
const TEXTS = {
  en: {
    open: 'O',
    high: 'H',
    low: 'L',
    close: 'C',
    noCandles: 'No candles to draw',
  },
  zh: {
    open: '开',
    high: '高',
    low: '低',
    close: '收',
    noCandles: '没有可画的K线',
  },
} as const;

export const pictureTexts = (language: Language) => TEXTS[language];

