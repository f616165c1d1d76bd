/**
 * Price alert check benchmark, printing JSON (not a test): 100,000 active alerts on 2,000 symbols (50 a symbol, on one
 * duration, as price levels, lines, rectangles and moves, read at the close or at every tick), checked in one tick
 * round, every symbol's bar updated once. The requirement is a round under 20 ms. Beside it, in the same run:
 * - the naive loop: each symbol's update walks all 100,000 alerts and reads those of its symbol;
 * - the plain loop: every alert read once, in one array, with nothing of the book's bookkeeping: the floor.
 * Each round is timed on the wall clock and in this process's CPU time: on a machine busy with other work the wall
 * clock counts the time other processes had the core, which the load average printed beside it shows.
 * Run: npx tsx apps/server/bench/alertCheck.ts
 */
import { loadavg } from 'node:os';
import type { AlertCondition, AlertReading } from '@signaldesk/contract';
import type { Candle } from '@signaldesk/market-data';
import { AlertBook, type Candidate, seriesKey, type WatchedAlert } from '../src/alerts/alertBook.js';
import { type ConditionReadings, conditionMet } from '../src/alerts/conditions.js';
import { cpuMs, quantile, round } from './benchFigures.js';

const ALERTS = 100_000;
const SYMBOLS = 2_000;
const ROUNDS = 60;
const NAIVE_ROUNDS = 5;
const WARM_UP_ROUNDS = 5;
const BUDGET_MS = 20;
const HOUR = 3_600;
const START = 1_767_711_600;

/** A fixed sequence, so every run draws the same alerts and ticks. */
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

const symbols = Array.from({ length: SYMBOLS }, (_, n) => `S${n}`);
const prices = symbols.map(() => 20 + random() * 400);

function conditionNear(price: number): AlertCondition {
  const draw = random();
  const level = price * (0.9 + random() * 0.2);
  if (draw < 0.7) return { kind: 'price', crossing: 'crosses', level };
  if (draw < 0.8) return { kind: 'line', shape: 'ray', crossing: 'goesAbove', points: [{ time: START - HOUR, price: level }, { time: START, price: level * 1.001 }] };
  if (draw < 0.9) return { kind: 'rectangle', motion: 'enters', corners: [{ time: START - HOUR, price: level }, { time: START + 400 * HOUR, price: level * 1.02 }] };
  return { kind: 'move', direction: random() < 0.5 ? 'up' : 'down', percent: 5 + random() * 10, bars: 20 };
}

const alerts: Omit<WatchedAlert, 'previous' | 'firing'>[] = Array.from({ length: ALERTS }, (_, n) => {
  const at = n % SYMBOLS;
  const id = `alert-${n}`;
  const reading: AlertReading = random() < 0.5 ? 'intrabar' : 'close';
  return {
    id,
    userid: `trader-${n % 5_000}`,
    symbol: symbols[at] as string,
    duration: '1h',
    reading,
    condition: conditionNear(prices[at] as number),
    message: '',
    webhookUrl: null,
    updatedAt: START,
    state: { id, trigger: { mode: 'every', gapSeconds: 3_600 }, active: true, expiresAt: null, armedAt: START, lastFired: null },
  };
});

const book = new AlertBook(() => () => false);
for (const alert of alerts) book.put(alert, START);
const history = (price: number): Candle[] => Array.from({ length: 21 }, (_, n) => ({ ts: START - (21 - n) * HOUR, open: price, high: price * 1.01, low: price * 0.99, close: price, volume: 1 }));
symbols.forEach((symbol, n) => {
  book.seed(seriesKey(symbol, '1h'), history(prices[n] as number), START);
});

/** Each symbol's bar of one round: the forming bar moves, and every tenth round a new one opens. */
function roundBars(round: number): { mode: 'append' | 'replace'; bar: Candle; before: Candle | null }[] {
  const opens = round % 10 === 0;
  const barTs = START + Math.floor(round / 10) * HOUR;
  return symbols.map((_, n) => {
    const price = (prices[n] as number) * (1 + (random() - 0.5) * 0.004);
    prices[n] = price;
    const bar = { ts: barTs, open: price, high: price * 1.002, low: price * 0.998, close: price, volume: 1 };
    return { mode: opens ? 'append' : 'replace', bar, before: opens ? { ...bar, ts: barTs - HOUR } : null };
  });
}

function ours(round: number): { ms: number; cpuMs: number; fired: number } {
  const bars = roundBars(round);
  const now = START + round * 60;
  const started = performance.now();
  const cpuStarted = cpuMs();
  const candidates: Candidate[] = [];
  bars.forEach(({ mode, bar, before }, n) => {
    candidates.push(...book.update(seriesKey(symbols[n] as string, '1h'), mode, bar, before, now));
  });
  const figures = { ms: performance.now() - started, cpuMs: cpuMs() - cpuStarted, fired: candidates.length };
  // Kept, as the watch keeps them after the round: their trigger holds them back for the gap.
  for (const { alert, moment } of candidates) alert.state.lastFired = moment;
  return figures;
}

/** The same reading, without the index: each symbol's update walks every alert. */
const naiveAlerts = alerts.map((alert) => ({ ...alert, previous: null as ConditionReadings['previous'] }));
function naive(round: number): number {
  const bars = roundBars(round);
  const now = START + round * 60;
  const started = performance.now();
  bars.forEach(({ bar }, n) => {
    const symbol = symbols[n];
    const readings: ConditionReadings = { previous: null, current: { time: now, price: bar.close }, recentBars: [bar], rulesHold: () => false };
    for (const alert of naiveAlerts) {
      if (alert.symbol !== symbol) continue;
      readings.previous = alert.previous;
      conditionMet(alert.condition, readings);
      alert.previous = readings.current;
    }
  });
  return performance.now() - started;
}

/** Every alert read once in one pass: what reading 100,000 conditions costs at the least. */
function plain(round: number): number {
  const bars = roundBars(round);
  const now = START + round * 60;
  const started = performance.now();
  const readings: ConditionReadings = { previous: null, current: { time: now, price: 0 }, recentBars: [], rulesHold: () => false };
  for (let n = 0; n < naiveAlerts.length; n++) {
    const alert = naiveAlerts[n] as (typeof naiveAlerts)[number];
    const { bar } = bars[n % SYMBOLS] as { bar: Candle };
    readings.previous = alert.previous;
    readings.current = { time: now, price: bar.close };
    readings.recentBars = [bar];
    conditionMet(alert.condition, readings);
    alert.previous = readings.current;
  }
  return performance.now() - started;
}

for (let n = 0; n < WARM_UP_ROUNDS; n++) {
  ours(n);
  plain(n);
}
const ourMs: number[] = [];
const ourCpuMs: number[] = [];
const plainMs: number[] = [];
let fired = 0;
for (let n = 0; n < ROUNDS; n++) {
  const one = ours(WARM_UP_ROUNDS + n);
  ourMs.push(one.ms);
  ourCpuMs.push(one.cpuMs);
  fired += one.fired;
  plainMs.push(plain(WARM_UP_ROUNDS + n));
}
const naiveMs = Array.from({ length: NAIVE_ROUNDS }, (_, n) => naive(WARM_UP_ROUNDS + ROUNDS + n));

const figures = (ms: number[]) => ({ medianMs: round(quantile(ms, 0.5)), p99Ms: round(quantile(ms, 0.99)), maxMs: round(Math.max(...ms)) });
const median = (ms: number[]) => quantile(ms, 0.5);
console.log(
  JSON.stringify(
    {
      alerts: ALERTS,
      symbols: SYMBOLS,
      rounds: ROUNDS,
      firedPerRound: round(fired / ROUNDS, 1),
      ourCheck: figures(ourMs),
      ourCheckCpu: figures(ourCpuMs),
      naiveLoop: figures(naiveMs),
      plainLoop: figures(plainMs),
      ratioToNaive: round(median(ourMs) / median(naiveMs), 4),
      ratioToPlain: round(median(ourMs) / median(plainMs), 2),
      budgetMs: BUDGET_MS,
      withinBudget: { wallMedian: median(ourMs) < BUDGET_MS, cpuMedian: median(ourCpuMs) < BUDGET_MS },
      loadAverage: round(loadavg()[0] ?? 0),
    },
    null,
    2,
  ),
);
