import type { en } from './updateTexts.en.js';

export const zh: typeof en = {
  title: '发现新版本',
  text: '立即升级以加载新版本；安装完成后页面会自动刷新。',
  current: '当前版本：{{version}}',
  next: '新版本：{{version}}',
  upgrading: '正在升级',
  later: '稍后升级',
  now: '立即升级',
  updated: '已更新到版本 {{version}}',
};
