import type { en } from './riseFallTexts.en.js';

export const zh: typeof en = {
  title: '涨跌颜色',
  greenUp: '绿涨红跌',
  redUp: '红涨绿跌',
};
