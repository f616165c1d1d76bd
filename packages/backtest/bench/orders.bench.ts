/**
 * Speed of the order module: 10,000 open orders of every type over 500 symbols of four markets, checked against
 * one tick round (a price per symbol) by fillsOn, beside a plain loop over the same orders that only compares
 * each trigger with its price. The two are timed in turns, round after round, on the same orders and prices
 * (rebuilt between rounds, untimed, so that each round starts with 10,000 open), in processor time, so that
 * a shared machine's other work does not land in one of them. Prints JSON. Not part of the test suite.
 * Run: npm run bench:orders -w packages/backtest
 */
import { cpus, loadavg } from 'node:os';
import type { Region } from '@signaldesk/contract';
import { seeded } from '../test/support/candles.js';
import { bracket, type FillRound, fillsOn, flatState, newOrder, type Order, setDailyLimits, symbolRules } from '../src/orders/index.js';

const SYMBOLS = 500;
const ORDERS = 10_000;
const ROUNDS = 60;
const WARM_UP = 20;

const MARKETS: readonly [Region, string][] = [
  ['US', 'AAPL'],
  ['HK', '0700.HK'],
  ['CN', '600000.SS'],
  ['USD', 'BTC-USD'],
];
const rules = Array.from({ length: SYMBOLS }, (_, s) => {
  const [market, symbol] = MARKETS[s % MARKETS.length]!;
  return symbolRules(symbol, market);
});
const random = seeded(32);
const levels = Float64Array.from({ length: SYMBOLS }, () => 10 + random() * 90);

/** 10,000 orders around each symbol's level: limits and stops on both sides, stop-limits, trailing stops, brackets. */
function ordersAround(level: Float64Array, next: () => number): Order[] {
  const orders: Order[] = [];
  while (orders.length < ORDERS) {
    const slot = Math.floor(next() * SYMBOLS);
    const p = level[slot]!;
    const away = (sign: number) => p * (1 + sign * (0.001 + next() * 0.03));
    const side = next() < 0.5 ? 'buy' : 'sell';
    const below = side === 'buy' ? -1 : 1;
    const kind = Math.floor(next() * 6);
    const base = { slot, side, quantity: 100, timeInForce: 'gtc' } as const;
    if (kind === 0) orders.push(newOrder({ ...base, type: 'limit', limit: away(below) }));
    else if (kind === 1) orders.push(newOrder({ ...base, type: 'stop', stop: away(-below) }));
    else if (kind === 2) orders.push(newOrder({ ...base, type: 'stopLimit', stop: away(-below), limit: away(-below) }));
    else if (kind === 3) orders.push(newOrder({ ...base, type: 'trailingStop', trailPercent: 1 + next() * 4, lastPrice: p }));
    else if (kind === 4) orders.push(...bracket({ ...base, type: 'limit', limit: away(below) }, { takeProfitPercent: 5, stopLossPercent: 3 }));
    else orders.push(...bracket({ ...base, type: 'market' }, { takeProfit: away(-below), stopLoss: away(below) }).slice(1).map(open));
  }
  return orders.slice(0, ORDERS);
}
/** A bracket's child as if its entry had filled: open, priced in advance. */
function open(order: Order): Order {
  order.status = 'open';
  order.quantity = 100;
  return order;
}

/** The plain loop: each open order's trigger against its symbol's price, nothing else. */
function compareOnly(orders: readonly Order[], prices: Float64Array): number {
  let hits = 0;
  for (const order of orders) {
    if (order.status !== 'open') continue;
    const p = prices[order.slot]!;
    const level = order.type === 'limit' ? order.limit : order.stop;
    const buying = order.side === 'buy';
    const limitLike = order.type === 'limit';
    if (buying === limitLike ? p <= level : p >= level) hits++;
  }
  return hits;
}

const states = rules.map(() => ({ ...flatState(), held: 1e9 }));
const fills: Order[] = [];
const middle = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
const spread = (times: number[]) => ({ min: round(Math.min(...times)), median: round(middle(times)), max: round(Math.max(...times)) });
const round = (v: number) => Number(v.toFixed(3));
/** Processor time of this process in ms. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const gc = () => (globalThis as { gc?: () => void }).gc?.();

const fillTimes: number[] = [];
const plainTimes: number[] = [];
let filled = 0;
for (let r = 0; r < WARM_UP + ROUNDS; r++) {
  const next = seeded(1000 + r);
  const prices = levels.map((p) => p * (1 + (next() - 0.5) * 0.02));
  const orders = ordersAround(levels, next);
  const copy = ordersAround(levels, seeded(1000 + r));
  states.forEach((state, s) => {
    setDailyLimits(state, rules[s]!.market === 'CN' ? levels[s]! : Number.NaN, 0.1);
  });
  const fillRound: FillRound = { time: r, rules, states, dayOf: () => r, inSession: () => true };
  const quotes = { open: prices, high: prices, low: prices };
  gc();
  let start = cpuMs();
  const count = fillsOn(orders, quotes, fillRound, fills);
  const fillMs = cpuMs() - start;
  gc();
  start = cpuMs();
  compareOnly(copy, prices);
  const plainMs = cpuMs() - start;
  if (r < WARM_UP) continue;
  fillTimes.push(fillMs);
  plainTimes.push(plainMs);
  filled += count;
}

const report = {
  // The machine is shared: the load average says how much of it the figures had.
  machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version, loadAverage: loadavg().map((v) => round(v)) },
  orders: ORDERS,
  symbols: SYMBOLS,
  rounds: ROUNDS,
  fillsPerRound: Math.round(filled / ROUNDS),
  fillsOnMs: spread(fillTimes),
  goalMs: 20,
  compareOnlyMs: spread(plainTimes),
  fillsOnOverCompareOnly: round(middle(fillTimes) / middle(plainTimes)),
};
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
