/** Texts of the symbols set beside a chart: the Compare button and dialog, and their rows in the chart's legend. */
export const en = {
  button: 'Compare',
  title: 'Compare symbols',
  add: 'Symbol to compare',
  none: 'Nothing is compared yet: add up to {{limit}} symbols from any market.',
  full: 'At most {{limit}} symbols are compared at once.',
  same: 'This is the chart’s own symbol.',
  scale: 'Scale',
  scales: {
    percent: 'In % from the first candle in view',
    own: 'Each on a scale of its own',
  },
  remove: 'Stop comparing {{symbol}}',
  close: 'Close',
  loading: 'Loading {{symbol}}…',
};
