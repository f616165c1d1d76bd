/**
 * The chart's first answer: its size as JSON and the event loop's cost of encoding it, for 400 daily candles with
 * every indicator, built the way the chart channel builds it, beside the same answer with every value's full 17
 * digits (the answer before values were rounded to 7 significant digits). Prints JSON with both and the ratios.
 */
import { loadavg } from 'node:os';
import { compute, FIELD_COUNT, seriesFromCandles } from '@signaldesk/indicators';
import type { Candle } from '@signaldesk/market-data';
import { candleRows } from '../src/quotes/chartCandles.js';
import { tailBlock } from '../src/quotes/computedCharts.js';

const BARS = 1_500;
const SHOWN = 400;

function randomWalk(): Candle[] {
  let seed = 7;
  const random = () => {
    seed = (seed * 16_807) % 2_147_483_647;
    return seed / 2_147_483_647;
  };
  const candles: Candle[] = [];
  let close = 180;
  for (let i = 0; i < BARS; i++) {
    const open = close;
    close = open * (1 + (random() - 0.5) * 0.04);
    const high = Math.max(open, close) * (1 + random() * 0.01);
    const low = Math.min(open, close) * (1 - random() * 0.01);
    candles.push({ ts: 1_500_000_000 + i * 86_400, open, high, low, close, volume: Math.round(1e6 + random() * 5e7) });
  }
  return candles;
}

const candles = randomWalk();
const analysis = compute(seriesFromCandles(candles));
const bars = candles.slice(-SHOWN);
const block = tailBlock(analysis, SHOWN);

const timeOf = (work: () => unknown, runs: number) => {
  for (let i = 0; i < 20; i++) work();
  const start = performance.now();
  for (let i = 0; i < runs; i++) work();
  return (performance.now() - start) / runs;
};
/** The answer with the float64 values as computed: the reference. */
function fullDigits() {
  const from = analysis.length - SHOWN;
  return {
    fields: candleRows(bars, block).fields,
    rows: bars.map((bar, i) => [
      bar.ts,
      bar.open,
      bar.high,
      bar.low,
      bar.close,
      bar.volume,
      ...Array.from({ length: FIELD_COUNT }, (_, f) => {
        const value = analysis.block[f * analysis.length + from + i]!;
        return Number.isNaN(value) ? null : value;
      }),
    ]),
  };
}

const figures = (build: () => { fields: string[]; rows: (number | null)[][] }) => {
  const answer = build();
  const text = JSON.stringify(answer);
  const numbers = answer.rows.reduce((sum, row) => sum + row.filter((value) => value !== null).length, 0);
  return {
    bytes: text.length,
    bytesPerNumber: Number((text.length / numbers).toFixed(1)),
    encodeMs: Number(timeOf(() => JSON.stringify(answer), 200).toFixed(2)),
  };
};
const reference = figures(fullDigits);
const rounded = { ...figures(() => candleRows(bars, block)), buildMs: Number(timeOf(() => candleRows(bars, block), 200).toFixed(2)) };
console.log(
  JSON.stringify({
    candles: SHOWN,
    fields: FIELD_COUNT + 6,
    reference,
    rounded,
    ratio: { bytes: Number((rounded.bytes / reference.bytes).toFixed(2)), encodeMs: Number((rounded.encodeMs / reference.encodeMs).toFixed(2)) },
    load: loadavg().map((value) => Number(value.toFixed(2))),
  }),
);
