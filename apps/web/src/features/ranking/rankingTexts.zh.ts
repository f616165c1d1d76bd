import type { en } from './rankingTexts.en.js';

export const zh: typeof en = {
  title: '排行榜',
  subtitle: '各市场市值不低于{{mincap}}的公司今日表现。',
  minCap: '最低市值（亿美元）',
  apply: '查看',
  symbol: '代码',
  count: '{{count}} 家公司达到市值门槛',
  lists: {
    gainers: '涨幅榜',
    losers: '跌幅榜',
    active: '成交额榜',
    trend: '均线趋势最强',
    highs: '创一年新高',
  },
  values: {
    gainers: '涨跌幅',
    losers: '涨跌幅',
    active: '成交额',
    trend: '30日线角度',
    highs: '距高点',
  },
  empty: '暂无可排行的数据。',
  regions: { US: '美股', HK: '港股', CN: 'A股', USD: '加密货币', GF: '黄金外汇' },
};
