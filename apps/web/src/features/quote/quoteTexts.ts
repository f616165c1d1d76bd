const en = {
  titleSuffix: 'SignalDesk',
  noSymbol: 'No symbol selected. Pick one from the list, or search for a name or ticker.',
  folders: { all: 'All', us: 'US', hk: 'Hong Kong', cn: 'China A', usd: 'Crypto', gf: 'Gold and forex' },
  filters: { index: 'Indices', etf: 'ETFs', option: 'With options' },
  favs: { follow: 'Following', feature: 'Favourites', like: 'Most followed' },
  label: 'Label: {{label}}',
  unknownList: 'There is no list called {{value}}.',
  empty: 'No symbols in this list.',
  loadFailed: 'The list could not be loaded: {{error}}',
  showList: 'Show the symbol list',
  hideList: 'Hide the symbol list',
};

/** Texts of the quote screen: the list beside the chart and the no-symbol message. */
export const quoteTexts: { en: typeof en; zh: typeof en } = {
  en,
  zh: {
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
  },
};
