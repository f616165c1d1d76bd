const en = {
  titleSuffix: 'SignalDesk',
  noSymbol: 'No symbol selected. Pick one from the list, or search for a name or ticker.',
  folders: { all: 'All', us: 'US', hk: 'Hong Kong', cn: 'China A', usd: 'Crypto', gf: 'Gold and forex' },
  filters: { index: 'Indices', etf: 'ETFs', option: 'With options' },
  fav: 'Favourites',
  label: 'Label: {{label}}',
  listsLater:
    'Favourites and labels come with the user lists, which are not built yet; until then this list stays empty. Use a folder or a filter to find a symbol.',
  unknownList: 'There is no list called {{value}}.',
  empty: 'No symbols in this list.',
  loadFailed: 'The list could not be loaded: {{error}}',
};

/** Texts of the quote screen: the list beside the chart and the no-symbol message. */
export const quoteTexts: { en: typeof en; zh: typeof en } = {
  en,
  zh: {
    titleSuffix: 'SignalDesk',
    noSymbol: '未选择股票。请从列表中选择，或搜索名称或代码。',
    folders: { all: '全部', us: '美股', hk: '港股', cn: 'A股', usd: '加密货币', gf: '黄金与外汇' },
    filters: { index: '指数', etf: 'ETF', option: '有期权' },
    fav: '自选',
    label: '标签：{{label}}',
    listsLater: '自选与标签随用户列表一起提供，用户列表尚未开发；在此之前该列表为空。请用文件夹或筛选查找股票。',
    unknownList: '没有名为 {{value}} 的列表。',
    empty: '该列表中没有股票。',
    loadFailed: '无法加载列表：{{error}}',
  },
};
