/**
 * The house strategies' records on the demo market, printing JSON (not a test): each published source on each index
 * list, computed as the signal boards compute them (`computeBook`: the whole list as one account, 1/N of equity a
 * member, the whole history, the markets' default costs), on a fixed clock so that every run prints the same figures.
 * What a trader judges the demo market by: trades, win rate, drawdown and return should read like a real market's.
 * Run: npx tsx apps/server/bench/houseRecords.ts [list ...]   (every list by default)
 */
import { prepareSymbols } from '@signaldesk/backtest';
import { seriesFromCandles } from '@signaldesk/indicators';
import { DemoMarket, INDEX_LISTS } from '@signaldesk/market-data';
import { barsPerYear } from '../src/quotes/barsPerYear.js';
import { HOUSE_SOURCES } from '../src/signals/houseSources.js';
import { computeBook } from '../src/signals/signalBook.js';
import { round } from './benchFigures.js';

/** Thursday 2026-01-08 18:00 UTC, as the other server benches. */
const NOW = Date.UTC(2026, 0, 8, 18) / 1000;
const wanted = process.argv.slice(2);
const lists = INDEX_LISTS.filter((list) => wanted.length === 0 || wanted.includes(list.slug));
const demo = new DemoMarket({ now: () => NOW });
const percent = (ratio: number | null) => (ratio === null ? null : round(ratio * 100));
const isoDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

const records = [];
for (const list of lists) {
  const candles = [];
  for (const symbol of list.members) candles.push({ symbol, series: seriesFromCandles(await demo.candles({ symbol, duration: '1d' })) });
  for (const source of HOUSE_SOURCES) {
    const { record } = computeBook({
      symbols: prepareSymbols(candles, source.strategy),
      strategy: source.strategy,
      barsPerYear: barsPerYear(list.members[0]!, '1d'),
    });
    records.push({
      list: list.slug,
      source: source.key,
      ...(record && {
        symbols: record.symbols,
        from: isoDay(record.from),
        to: isoDay(record.to),
        trades: record.trades,
        winRatePct: percent(record.winRate),
        averageTradePct: percent(record.averageReturn),
        maxDrawdownPct: percent(record.maxDrawdown),
        totalReturnPct: percent(record.totalReturn),
      }),
    });
  }
}
console.log(JSON.stringify({ clock: new Date(NOW * 1000).toISOString(), records }, null, 1));
