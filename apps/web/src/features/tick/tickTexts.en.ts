export const en = {
  title: 'Tick view',
  subtitle: 'The intraday ticks of the symbols you watch.',
  symbol: 'Symbol',
  add: 'Add',
  empty: 'Add a symbol to watch its intraday ticks.',
  remove: 'Remove {{symbol}}',
  list: 'Tick list',
  tickPeriod: 'Tick',
};
