const en = {
  title: 'Tick view',
  subtitle: 'The intraday ticks of the symbols you watch.',
  symbol: 'Symbol',
  add: 'Add',
  empty: 'Add a symbol to watch its intraday ticks.',
  remove: 'Remove {{symbol}}',
  list: 'Tick list',
  tickPeriod: 'Tick',
};

export const tickTexts: { en: typeof en; zh: typeof en } = {
  en,
  zh: {
    title: '分时',
    subtitle: '您关注的股票的当日分时走势。',
    symbol: '股票代码',
    add: '添加',
    empty: '添加股票以查看分时走势。',
    remove: '移除 {{symbol}}',
    list: '分时列表',
    tickPeriod: '分时',
  },
};
