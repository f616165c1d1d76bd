/** Where each field sits in a row; `clock` is a separate time-of-day column (MetaTrader's Date,Time). */
export interface ColumnLayout {
  time: number;
  clock: number | null;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number | null;
  /** A close adjusted for splits and dividends (Yahoo's Adj Close, Tiingo's adjClose): read only to find splits. */
  adjClose: number | null;
}

/**
 * Header names each field goes by, best first, compared in lower case without
 * spaces, dots, dashes or underscores: Yahoo (Date, Adj Close), Tiingo (date,
 * adjClose), Binance (open_time), Bitstamp (Unix, Volume BTC), spreadsheets
 * (Time, Price, Last, Vol.). An adjusted close is never taken for the close.
 */
const NAMES = {
  time: ['opentime', 'timestamp', 'unix', 'datetime', 'date', 'time', 'day', 'tradedate', 'tradingday'],
  open: ['open', 'openprice', 'o'],
  high: ['high', 'highprice', 'max', 'h'],
  low: ['low', 'lowprice', 'min', 'l'],
  close: ['close', 'closeprice', 'price', 'last', 'lastprice', 'c'],
  volume: ['volume', 'vol', 'basevolume', 'v'],
  adjClose: ['adjclose', 'adjustedclose'],
} as const;

/** Volumes counted in the quote currency; the base volume is wanted. */
const QUOTE_VOLUMES = /^(quote|taker|volume(usd|usdt|notional|to|quote))/;

export function headerKey(cell: string): string {
  return cell
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[\s._\-()%<>]/g, '');
}

/** The layout a header row names, or the fields it lacks. */
export function layoutFromHeader(cells: readonly string[]): ColumnLayout | { missing: string[] } {
  const keys = cells.map(headerKey);
  const find = (names: readonly string[]) => {
    for (const name of names) {
      const at = keys.indexOf(name);
      if (at >= 0) return at;
    }
    return -1;
  };
  const time = find(NAMES.time);
  const adjClose = find(NAMES.adjClose);
  // A Date column next to a Time column holds the day, the Time column the clock.
  const clock = keys[time] === 'date' ? keys.indexOf('time') : -1;
  let volume = find(NAMES.volume);
  if (volume < 0) volume = keys.findIndex((k) => k.startsWith('vol') && !QUOTE_VOLUMES.test(k));
  const layout = {
    time,
    clock: clock >= 0 ? clock : null,
    open: find(NAMES.open),
    high: find(NAMES.high),
    low: find(NAMES.low),
    close: find(NAMES.close),
    volume: volume >= 0 ? volume : null,
    adjClose: adjClose >= 0 ? adjClose : null,
  };
  const missing = (['time', 'open', 'high', 'low', 'close'] as const).filter((f) => layout[f] < 0);
  return missing.length > 0 ? { missing: [...missing] } : layout;
}

/**
 * A file without a header whose first cell is a timestamp: Binance's kline
 * export (open_time, open, high, low, close, volume, close_time, … in 12 columns)
 * and the plain time, open, high, low, close[, volume] that shares its first six.
 */
export function headerlessLayout(cellCount: number): ColumnLayout | null {
  if (cellCount < 5) return null;
  return { time: 0, clock: null, open: 1, high: 2, low: 3, close: 4, volume: cellCount >= 6 ? 5 : null, adjClose: null };
}
