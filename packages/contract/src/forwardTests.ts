import { z } from 'zod';
import { DIRECTIONS, maxPositionsField, positionSizeField } from './backtests.js';
import { paperFillSchema, paperIdField, paperOrderSchema } from './paper.js';
import { symbolField } from './stocks.js';
import { strategyIdField } from './strategies.js';

/**
 * Forward tests: a saved strategy trading a paper account by itself. At each candle of the strategy's duration that
 * closes on the live feed, its rules are read as the backtest reads them and become market orders of the account:
 * a long strategy buys to enter and sells to leave, a short one sells short to enter and buys to cover. How many may
 * run at once is the plan's (`PAPER_LIMITS[plan].forwardTests`).
 */

export const FORWARD_TEST_BOUNDS = {
  /** Symbols one forward test follows: the strategy's result set is cut to the first ones, largest first. */
  symbols: 20,
  /** Candles a position is held at most when the strategy sets no exit. */
  maxBars: 1_000,
  /** Starts and stops a trader makes a minute: each one follows or lets go of live series. */
  changesPerMinute: 30,
} as const;

export const FORWARD_TEST_STATUSES = ['running', 'stopped'] as const;
export type ForwardTestStatus = (typeof FORWARD_TEST_STATUSES)[number];

/** What a signal asked the account to do: a long enters with a buy and leaves with a sale, a short the other way round. */
export const FORWARD_SIGNAL_SIDES = ['buy', 'sell'] as const;

/** Why a test stopped by itself, a message key: its account was reset, which ends the run it traded in. */
export const FORWARD_STOP_REASONS = ['forwardTestAccountReset'] as const;

export const forwardTestIdField = z.string().trim().min(1).max(64);

/** The sizing and exits of a forward test, named and bounded as the backtest's own. */
export const forwardTestRequestSchema = z.strictObject({
  sid: strategyIdField,
  accountId: paperIdField,
  /** The symbols traded; the strategy's result set (those of the account's markets) when left out. */
  symbols: z
    .array(symbolField, { error: 'forwardTestNoSymbols' })
    .min(1, 'forwardTestNoSymbols')
    .max(FORWARD_TEST_BOUNDS.symbols, 'forwardTestTooManySymbols')
    .optional(),
  /** Long buys to enter; short sells short to enter and buys to cover, where the account's market allows short sales. */
  direction: z.enum(DIRECTIONS, { error: 'backtestDirection' }).default('long'),
  /** Fraction of the account's equity each entry buys (or sells short), as the backtest's `positionSize`. */
  positionSize: positionSizeField.default(0.25),
  maxPositions: maxPositionsField.default(1),
  /** A position is closed at the close of its `maxBars`-th candle, as the backtest's `maxBars`. */
  maxBars: z.number({ error: 'backtestMaxBars' }).int('backtestMaxBars').min(1, 'backtestMaxBars').max(FORWARD_TEST_BOUNDS.maxBars, 'backtestMaxBars').default(5),
});
export type ForwardTestRequest = z.input<typeof forwardTestRequestSchema>;

export const forwardTestSchema = z.object({
  id: z.string(),
  sid: z.string(),
  strategyName: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  /** The account's run the test trades in. */
  run: z.number().int(),
  symbols: z.array(z.string()),
  /** The candles the rules read. */
  duration: z.enum(['1d', '1wk', '1h']),
  direction: z.enum(DIRECTIONS),
  positionSize: z.number(),
  maxPositions: z.number().int(),
  maxBars: z.number().int(),
  status: z.enum(FORWARD_TEST_STATUSES),
  startedAt: z.number().int(),
  stoppedAt: z.number().int().nullable(),
  /** Why it stopped by itself (a message key), or null while running or when the trader stopped it. */
  stopReason: z.enum(FORWARD_STOP_REASONS).nullable(),
  /** Orders its signals placed. */
  orders: z.number().int(),
  /** Opening time of the last candle whose close was read, or null before the first. */
  lastCandle: z.number().int().nullable(),
});
export type ForwardTest = z.infer<typeof forwardTestSchema>;

/** A signal at a candle's close, recorded once: the order it placed, or why none was placed (a message key). */
export const forwardSignalSchema = z.object({
  symbol: z.string(),
  /** Opening time of the candle whose close gave the signal. */
  candleTime: z.number().int(),
  side: z.enum(FORWARD_SIGNAL_SIDES),
  orderId: z.string().nullable(),
  reason: z.string().nullable(),
  at: z.number().int(),
});
export type ForwardSignal = z.infer<typeof forwardSignalSchema>;

export const forwardReportSchema = z.object({
  forwardTest: forwardTestSchema,
  signals: z.array(forwardSignalSchema),
  orders: z.array(paperOrderSchema),
  fills: z.array(paperFillSchema),
  /** The account's equity when the test started: the backtest beside it starts with as much. */
  startingEquity: z.number(),
  /**
   * The test's account at each candle's close over the backtest's candles (opening times): the starting equity, what
   * its fills realised by then, and its open positions marked at that close; thinned as the backtest's curve is.
   */
  equity: z.object({ time: z.array(z.number()), equity: z.array(z.number()) }),
  /** The backtest's `computeMetrics` of that curve over every candle, with the options of the backtest beside (a Metrics). */
  metrics: z.unknown(),
  /** The backtest of the same strategy over the test's days on the stored candles (a BacktestReport), or null before a candle. */
  backtest: z.unknown(),
});
export type ForwardReport = z.infer<typeof forwardReportSchema>;
