import type { en } from './searchTexts.en.js';

export const zh: typeof en = {
  placeholder: '搜索代码或名称',
  label: '搜索股票',
};
