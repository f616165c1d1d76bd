import type { en } from './tickTexts.en.js';

export const zh: typeof en = {
  title: '分时',
  subtitle: '您关注的股票的当日分时走势。',
  symbol: '股票代码',
  add: '添加',
  empty: '添加股票以查看分时走势。',
  remove: '移除 {{symbol}}',
  list: '分时列表',
  tickPeriod: '分时',
};
