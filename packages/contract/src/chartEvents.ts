/** Event names of the live chart channel (socket.io at /socket.io). */
export const CHART_EVENTS = {
  compute: 'compute',
  ohlcs: 'kline:ohlcs',
  error: 'kline:error',
} as const;
