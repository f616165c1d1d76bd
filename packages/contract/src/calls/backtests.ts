import { z } from 'zod';
import { backtestDayField, backtestStrategySchema, backtestSweepSchema } from '../backtests.js';
import { defineCall } from '../call.js';
import { emptyBody } from '../fields.js';
import { regionSchema } from '../market.js';
import { symbolField, tagField } from '../stocks.js';
import { strategyIdField } from '../strategies.js';

export { BACKTEST_ROLE_LIMITS, type BacktestRoleLimits, MEMBER_BACKTEST_LIMITS, VIP_BACKTEST_LIMITS } from '../backtestLimits.js';

export const BACKTEST_RUN_LIMITS = {
  nameLength: 80,
  /** Runs one account keeps; far above real use, it stops a script filling the database. */
  storedRuns: 200,
  /** Trades a stored result keeps; the metrics always count every trade. */
  storedTrades: 5_000,
  /** Points of the stored equity curve; longer curves are thinned keeping each stretch's highest and lowest equity. */
  curvePoints: 1_000,
} as const;

export const BACKTEST_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type BacktestStatus = (typeof BACKTEST_STATUSES)[number];

/** What a run trades: one symbol, a tag (an index such as sp500, hstech), a region, the trader's own list or a saved strategy's result set. */
export const backtestUniverseSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('symbol'), symbol: symbolField }),
    z.strictObject({ kind: z.literal('tag'), tag: tagField }),
    z.strictObject({ kind: z.literal('region'), region: regionSchema }),
    z.strictObject({ kind: z.literal('list'), list: z.enum(['favourites', 'followed'], { error: 'backtestUniverse' }) }),
    z.strictObject({ kind: z.literal('strategy'), sid: strategyIdField }),
  ],
  { error: 'backtestUniverse' },
);
export type BacktestUniverse = z.output<typeof backtestUniverseSchema>;

export const backtestNameField = z
  .string({ error: 'backtestNameRequired' })
  .trim()
  .min(1, 'backtestNameRequired')
  .max(BACKTEST_RUN_LIMITS.nameLength, 'backtestNameLength');

export const backtestIdField = z.string().trim().min(1).max(64);
const shareTokenField = z.string().trim().min(1).max(64);

export const backtestRequestSchema = z.strictObject({
  strategy: backtestStrategySchema,
  universe: backtestUniverseSchema,
  /** One to three thresholds varied over a grid; the heatmap's cells. */
  sweep: backtestSweepSchema.optional(),
  /** In-sample before this day, out-of-sample from it on (UTC). */
  splitAt: backtestDayField.optional(),
  /** Annual risk-free rate of Sharpe and Sortino, e.g. 0.02. */
  riskFreeRate: z.number({ error: 'backtestRiskFreeRate' }).min(0, 'backtestRiskFreeRate').max(0.2, 'backtestRiskFreeRate').default(0),
});
export type BacktestRequest = z.output<typeof backtestRequestSchema>;

/**
 * The step a running run is in: the candles of the symbol after the done ones being loaded, its indicators being
 * prepared, then, once every symbol is done, the run simulated and its report written.
 */
export const BACKTEST_STAGES = ['candles', 'indicators', 'report'] as const;
export type BacktestStage = (typeof BACKTEST_STAGES)[number];

const progressSchema = z.object({ done: z.number().int(), total: z.number().int(), stage: z.enum(BACKTEST_STAGES).nullable() });

/** Headline figures of a finished run, for the list. */
const summarySchema = z.object({
  totalReturn: z.number().nullable(),
  cagr: z.number().nullable(),
  sharpe: z.number().nullable(),
  maxDrawdown: z.number(),
  winRate: z.number().nullable(),
  profitFactor: z.number().nullable(),
  trades: z.number().int(),
});

export const backtestRunSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(BACKTEST_STATUSES),
  /** Symbols whose candles were read and whose indicators were computed, of all the run's symbols, and the step within. */
  progress: progressSchema,
  /** Candles the rules read: 1d, 1wk or 1h, from the strategy's group. */
  duration: z.enum(['1d', '1wk', '1h']),
  /** Message key of a failed run (e.g. backtestInterrupted), and the symbol it names when it names one. */
  errorKey: z.string().nullable(),
  errorSymbol: z.string().nullable(),
  createdAt: z.number().int(),
  finishedAt: z.number().int().nullable(),
  /** True when a share link opens it for other members. */
  shared: z.boolean(),
  summary: summarySchema.nullable(),
});
export type BacktestRunSummary = z.infer<typeof backtestRunSummarySchema>;

export const backtestRunSchema = backtestRunSummarySchema.extend({
  request: z.unknown(),
  /** The symbols resolved at creation, in the order they are read. */
  symbols: z.array(z.string()),
  /** False when opened through a share link: read only. */
  owned: z.boolean(),
  /** The share link's token, for the owner only. */
  shareToken: z.string().nullable(),
  /** The report (docs/cloud.md, Runs): null until the run is done. */
  result: z.unknown(),
});
export type BacktestRun = z.infer<typeof backtestRunSchema>;

const runReply = z.object({ run: backtestRunSchema });
const idBody = z.strictObject({ id: backtestIdField });

export const backtestCalls = {
  create: defineCall({
    path: '/api/backtest/mine/create',
    role: 'member',
    tag: 'backtests',
    summary: 'Queue a backtest of a strategy over a symbol, a list or a saved strategy’s result set; it runs off the request path',
    body: z.strictObject({ name: backtestNameField, request: backtestRequestSchema }),
    reply: runReply,
  }),
  list: defineCall({
    path: '/api/backtest/mine/list',
    role: 'member',
    tag: 'backtests',
    summary: "The signed-in trader's backtests, newest first, without their reports",
    body: emptyBody,
    reply: z.object({ list: z.array(backtestRunSummarySchema) }),
  }),
  get: defineCall({
    path: '/api/backtest/get',
    role: 'member',
    tag: 'backtests',
    summary: 'One backtest with its progress and report: one of your own, or another member’s through its share link',
    body: z.strictObject({ id: backtestIdField, share: shareTokenField.optional() }),
    reply: runReply,
  }),
  rename: defineCall({
    path: '/api/backtest/mine/rename',
    role: 'member',
    tag: 'backtests',
    summary: "Rename one of the signed-in trader's backtests",
    body: z.strictObject({ id: backtestIdField, name: backtestNameField }),
    reply: runReply,
  }),
  remove: defineCall({
    path: '/api/backtest/mine/remove',
    role: 'member',
    tag: 'backtests',
    summary: "Delete one of the signed-in trader's backtests, cancelling it first when it has not finished",
    body: idBody,
    reply: z.null(),
  }),
  cancel: defineCall({
    path: '/api/backtest/mine/cancel',
    role: 'member',
    tag: 'backtests',
    summary: 'Cancel a queued or running backtest; it stops before its next symbol',
    body: idBody,
    reply: runReply,
  }),
  share: defineCall({
    path: '/api/backtest/mine/share',
    role: 'member',
    tag: 'backtests',
    summary: 'Make a link another member can open read-only, or withdraw it',
    body: z.strictObject({ id: backtestIdField, shared: z.boolean() }),
    reply: runReply,
  }),
};
