import type { en } from './compareTexts.en.js';

export const zh: typeof en = {
  button: '对比',
  title: '对比股票',
  add: '要对比的股票代码',
  none: '尚未对比任何股票：最多可添加 {{limit}} 只，任何市场均可。',
  full: '最多同时对比 {{limit}} 只股票。',
  same: '这是图表本身的股票。',
  scale: '坐标',
  scales: {
    percent: '以视图中第一根K线为基准的百分比',
    own: '各用自己的坐标',
  },
  remove: '停止对比 {{symbol}}',
  close: '关闭',
  loading: '正在载入 {{symbol}}…',
};
