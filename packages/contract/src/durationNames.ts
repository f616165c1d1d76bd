import type { Duration } from './durations.js';
import type { Language } from './messages.js';

/**
 * The durations as a title names them, the chart pictures' included, in the quote screen's order. Its tabs say the
 * same in Chinese and shorten the English to fit a tab ("Day", "1 h").
 */
export const DURATION_NAMES: Record<Language, Record<Duration, string>> = {
  en: {
    '1d': 'Daily',
    '1wk': 'Weekly',
    '4h': '4 hours',
    '1h': '1 hour',
    '30m': '30 minutes',
    '15m': '15 minutes',
    '5m': '5 minutes',
    '1m': '1 minute',
    intraday: 'Intraday',
  },
  zh: {
    '1d': '日线',
    '1wk': '周线',
    '4h': '4小时',
    '1h': '1小时',
    '30m': '30分',
    '15m': '15分',
    '5m': '5分',
    '1m': '1分',
    intraday: '分时',
  },
};
