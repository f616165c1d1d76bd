/** Texts of the quote screen: the list beside the chart and the no-symbol message. */
export const en = {
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
