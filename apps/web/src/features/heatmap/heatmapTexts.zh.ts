import type { en } from './heatmapTexts.en.js';

export const zh: typeof en = {
  title: '热力图',
  subtitle: '每个方块代表一家公司，面积为市值，颜色为涨跌幅；点击打开图表。',
  region: '市场',
  period: '周期',
  group: '分组',
  periods: { '1d': '1日', '1wk': '1周', '1mo': '1月' },
  groups: { sector: '行业', type: '类型' },
  regions: { ALL: '全部', US: '美股', HK: '港股', CN: 'A股', USD: '加密货币', GF: '黄金外汇' },
  types: { stock: '股票', index: '指数', etf: 'ETF', crypto: '加密货币', future: '期货', forex: '外汇' },
  unclassified: '未分类',
  empty: '该市场没有带市值的品种。',
  cap: '市值',
  change: '涨跌幅',
  close: '收盘价',
  noChange: '无数据',
};
