const en = {
  title: 'Ranking',
  subtitle: 'Today’s movers among companies worth at least {{mincap}}, per market.',
  minCap: 'Minimum cap, in $100 million',
  apply: 'Show',
  symbol: 'Symbol',
  count: '{{count}} companies above the floor',
  lists: {
    gainers: 'Top gainers',
    losers: 'Top losers',
    active: 'Most active',
    trend: 'Strongest matrix trend',
    highs: 'New 1-year highs',
  },
  values: {
    gainers: 'Change',
    losers: 'Change',
    active: 'Traded value',
    trend: 'MA30 angle',
    highs: 'From high',
  },
  empty: 'Nothing to rank yet.',
  regions: { US: 'US', HK: 'Hong Kong', CN: 'A-shares', USD: 'Crypto', GF: 'Gold & forex' },
};

export const rankingTexts: { en: typeof en; zh: typeof en } = {
  en,
  zh: {
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
  },
};
