export const en = {
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
