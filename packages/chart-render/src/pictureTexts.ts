import type { Language } from '@signaldesk/contract';
import type { LowerPane } from './chartPanes.js';

/** The words a chart picture prints, in the quote screen's terms. */
const TEXTS = {
  en: {
    panes: { sine: 'Small wave', chord: 'Large wave', kd: 'KD', volume: 'Volume' } satisfies Record<LowerPane, string>,
    open: 'O',
    high: 'H',
    low: 'L',
    close: 'C',
    noCandles: 'No candles to draw',
  },
  zh: {
    panes: { sine: '小波', chord: '大波', kd: 'KD', volume: '成交量' } satisfies Record<LowerPane, string>,
    open: '开',
    high: '高',
    low: '低',
    close: '收',
    noCandles: '没有可画的K线',
  },
} as const;

export const pictureTexts = (language: Language) => TEXTS[language];

/** A volume as traders read it: thousands, millions and billions in English, 万 and 亿 in Chinese. */
export function compactVolume(volume: number, language: Language): string {
  const steps: [number, string][] = language === 'zh' ? [[1e8, '亿'], [1e4, '万']] : [[1e9, 'B'], [1e6, 'M'], [1e3, 'K']];
  for (const [size, unit] of steps) if (Math.abs(volume) >= size) return `${(volume / size).toFixed(1)}${unit}`;
  return String(Math.round(volume));
}
