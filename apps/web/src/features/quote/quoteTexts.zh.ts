import type { en } from './quoteTexts.en.js';

export const zh: typeof en = {
  titleSuffix: 'SignalDesk',
  noSymbol: '未选择股票。请从列表中选择，或搜索名称或代码。',
  folders: { all: '全部', us: '美股', hk: '港股', cn: 'A股', usd: '加密货币', gf: '黄金与外汇' },
  filters: { index: '指数', etf: 'ETF', option: '有期权' },
  favs: { follow: '已关注', feature: '收藏', like: '关注最多' },
  label: '标签：{{label}}',
  unknownList: '没有名为 {{value}} 的列表。',
  empty: '该列表中没有股票。',
  loadFailed: '无法加载列表：{{error}}',
  showList: '显示股票列表',
  hideList: '隐藏股票列表',
};
