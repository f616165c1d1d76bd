import type { FieldId } from '@signaldesk/indicators';
import { z } from 'zod';
import { BACKTEST_LIMITS } from './backtestLimits.js';
import type { Region } from './market.js';
import { type GroupRules, STRATEGY_GROUPS, type StrategyGroup, screenerField, strategyQuerySchema } from './strategies.js';

/**
 * A backtest reads the screener's rules: entry and exit rules are one group of a strategy query
 * (`{ "day": { "kd.k": { "max": 20 } } }`), so a saved strategy's rules can be tested as they are.
 */

export { BACKTEST_LIMITS } from './backtestLimits.js';

export const DIRECTIONS = ['long', 'short'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** Markets where a backtest may not sell short: A-shares are bought before they are sold. */
export const NO_SHORT_REGIONS: readonly Region[] = ['CN'];

/**
 * What a trade costs in one market, each side. Commission is `max(minimum, shares × per-share + value × bps)`;
 * stamp duty, exchange fees and slippage are in basis points of the traded value.
 */
export interface MarketCosts {
  commissionPerShare: number;
  commissionBps: number;
  minimumCommission: number;
  stampDutyBuyBps: number;
  stampDutySellBps: number;
  /** Exchange and regulator fees, or a crypto exchange's taker fee. */
  feeBps: number;
  slippageBps: number;
}

const NO_COSTS: MarketCosts = {
  commissionPerShare: 0,
  commissionBps: 0,
  minimumCommission: 0,
  stampDutyBuyBps: 0,
  stampDutySellBps: 0,
  feeBps: 0,
  slippageBps: 0,
};

/**
 * Defaults a trader would recognise. US: a broker's fixed plan, $0.005 a share, $1 minimum. HK: 0.03 %
 * commission (HK$3 minimum), stamp duty 0.1 % on buys and sells (since 17 Nov 2023), trading fee and SFC and
 * AFRC levies 0.0085 %. CN: 0.025 % commission (¥5 minimum), stamp duty 0.05 % on sells only (since 28 Aug
 * 2023), transfer fee 0.001 %. Crypto: a 0.1 % taker fee. Gold and forex: the spread as slippage.
 */
export const DEFAULT_COSTS: Record<Region, MarketCosts> = {
  US: { ...NO_COSTS, commissionPerShare: 0.005, minimumCommission: 1, slippageBps: 5 },
  HK: { ...NO_COSTS, commissionBps: 3, minimumCommission: 3, stampDutyBuyBps: 10, stampDutySellBps: 10, feeBps: 0.85, slippageBps: 5 },
  CN: { ...NO_COSTS, commissionBps: 2.5, minimumCommission: 5, stampDutySellBps: 5, feeBps: 0.1, slippageBps: 5 },
  USD: { ...NO_COSTS, feeBps: 10, slippageBps: 5 },
  GF: { ...NO_COSTS, slippageBps: 2 },
};

const cost = z.number({ error: 'backtestCost' }).finite('backtestCost').min(0, 'backtestCost');
const marketCostsSchema = z.strictObject({
  commissionPerShare: cost.optional(),
  commissionBps: cost.optional(),
  minimumCommission: cost.optional(),
  stampDutyBuyBps: cost.optional(),
  stampDutySellBps: cost.optional(),
  feeBps: cost.optional(),
  slippageBps: cost.optional(),
});
/** `"none"` for a frictionless run; otherwise changes to the defaults, per market. */
const costsSchema = z.union([
  z.literal('none'),
  z.strictObject({
    US: marketCostsSchema.optional(),
    HK: marketCostsSchema.optional(),
    CN: marketCostsSchema.optional(),
    USD: marketCostsSchema.optional(),
    GF: marketCostsSchema.optional(),
  }),
]);
export type CostsInput = z.output<typeof costsSchema>;

/** The costs a backtest charges in a market: the defaults with the strategy's changes. */
export function costsOf(costs: CostsInput | undefined, region: Region): MarketCosts {
  if (costs === 'none') return NO_COSTS;
  return { ...DEFAULT_COSTS[region], ...costs?.[region] };
}

/** A rule group exactly as the screener's strategy query takes it. */
const groupRules = strategyQuerySchema.shape.day;
const rulesSchema = z.strictObject({ day: groupRules, week: groupRules, hour: groupRules });
export type BacktestRules = z.output<typeof rulesSchema>;

const percent = (key: 'backtestStopPercent' | 'backtestTakeProfitPercent', ceiling: number) =>
  z
    .number({ error: key })
    .finite(key)
    .gt(0, key)
    .max(ceiling, key)
    .optional();

/** A calendar day written YYYY-MM-DD: text that is not one never reaches toISOString, which throws on it. */
function isCalendarDay(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
}

/** Fraction of equity each new position takes: a backtest's, and a forward test's as the backtest sizes it. */
export const positionSizeField = z.number({ error: 'backtestPositionSize' }).gt(0, 'backtestPositionSize').max(1, 'backtestPositionSize');

/** Positions held at once. */
export const maxPositionsField = z
  .number({ error: 'backtestMaxPositions' })
  .int('backtestMaxPositions')
  .min(1, 'backtestMaxPositions')
  .max(BACKTEST_LIMITS.maxOpenPositions, 'backtestMaxPositions');

/** A backtest's day (UTC): its first and last, or where its out-of-sample stretch starts. */
export const backtestDayField = z.string({ error: 'backtestDate' }).refine(isCalendarDay, 'backtestDate');

const groupsOf = (rules: BacktestRules | undefined): StrategyGroup[] =>
  STRATEGY_GROUPS.filter((group) => Object.values(rules?.[group] ?? {}).some((rule) => rule !== undefined));

export const backtestStrategySchema = z
  .strictObject({
    entry: rulesSchema,
    exit: rulesSchema.optional(),
    direction: z.enum(DIRECTIONS, { error: 'backtestDirection' }).default('long'),
    /** Percent of the entry price; a long stops below, a short above. */
    stopLoss: percent('backtestStopPercent', 100),
    takeProfit: percent('backtestTakeProfitPercent', 10_000),
    /** Percent below the highest high since entry (long) or above the lowest low (short). */
    trailingStop: percent('backtestStopPercent', 100),
    maxBars: z.number({ error: 'backtestMaxBars' }).int('backtestMaxBars').min(1, 'backtestMaxBars').optional(),
    /** Fraction of equity each new position takes. */
    positionSize: positionSizeField.default(1),
    maxPositions: maxPositionsField.default(1),
    startingCash: z.number({ error: 'backtestStartingCash' }).finite('backtestStartingCash').gt(0, 'backtestStartingCash').default(100_000),
    costs: costsSchema.optional(),
    /** First and last day of the run (UTC dates, both included); the whole history when omitted. */
    from: backtestDayField.optional(),
    to: backtestDayField.optional(),
  })
  .superRefine((strategy, ctx) => {
    const entryGroups = groupsOf(strategy.entry);
    if (entryGroups.length === 0) ctx.addIssue({ code: 'custom', message: 'backtestEntryEmpty', path: ['entry'] });
    if (entryGroups.length > 1) ctx.addIssue({ code: 'custom', message: 'backtestOneGroup', path: ['entry'] });
    const exitGroups = groupsOf(strategy.exit);
    if (exitGroups.length > 1 || (exitGroups[0] !== undefined && entryGroups.length === 1 && exitGroups[0] !== entryGroups[0])) {
      ctx.addIssue({ code: 'custom', message: 'backtestOneGroup', path: ['exit'] });
    }
    if (strategy.from !== undefined && strategy.to !== undefined && strategy.from > strategy.to) {
      ctx.addIssue({ code: 'custom', message: 'backtestDateRange', path: ['from'] });
    }
  });

export type BacktestStrategy = z.output<typeof backtestStrategySchema>;
export type BacktestStrategyInput = z.input<typeof backtestStrategySchema>;

/** The one duration group a valid strategy's rules read. */
export function strategyGroup(strategy: Pick<BacktestStrategy, 'entry'>): StrategyGroup {
  return groupsOf(strategy.entry)[0] ?? 'day';
}

/** The entry or exit rules of the strategy's group. */
export function rulesOf(strategy: BacktestStrategy, side: 'entry' | 'exit'): GroupRules {
  return strategy[side]?.[strategyGroup(strategy)] ?? {};
}

/** One threshold a sweep varies: a rule's min or max, from `from` to `to` by `step`. */
const sweepAxisSchema = z.strictObject({
  side: z.enum(['entry', 'exit'], { error: 'backtestSweepField' }),
  field: z.string({ error: 'backtestSweepField' }).refine((id) => {
    const unit = screenerField(id)?.unit;
    return unit !== undefined && unit !== 'enum';
  }, 'backtestSweepField'),
  bound: z.enum(['min', 'max'], { error: 'backtestSweepField' }),
  from: z.number({ error: 'backtestSweepValue' }).finite('backtestSweepValue'),
  to: z.number({ error: 'backtestSweepValue' }).finite('backtestSweepValue'),
  step: z.number({ error: 'backtestSweepValue' }).finite('backtestSweepValue').gt(0, 'backtestSweepValue'),
});
export type SweepAxis = Omit<z.output<typeof sweepAxisSchema>, 'field'> & { field: FieldId };

/** The values an axis takes, from `from` up to `to` inclusive. */
export function axisValues(axis: Pick<SweepAxis, 'from' | 'to' | 'step'>): number[] {
  if (axis.to < axis.from) return [];
  const count = Math.floor((axis.to - axis.from) / axis.step + 1e-9) + 1;
  return Array.from({ length: count }, (_, i) => Number((axis.from + i * axis.step).toPrecision(12)));
}

export const backtestSweepSchema = z
  .array(sweepAxisSchema, { error: 'backtestSweepAxes' })
  .min(1, 'backtestSweepAxes')
  .max(BACKTEST_LIMITS.sweepAxes, 'backtestSweepAxes')
  .superRefine((axes, ctx) => {
    axes.forEach((axis, i) => {
      if (axis.to < axis.from) ctx.addIssue({ code: 'custom', message: 'backtestSweepValue', path: [i, 'to'] });
    });
    const runs = axes.reduce((product, axis) => product * Math.max(1, axisValues(axis).length), 1);
    if (runs > BACKTEST_LIMITS.sweepRuns) ctx.addIssue({ code: 'custom', message: 'backtestSweepSize', path: [] });
  }) as unknown as z.ZodType<SweepAxis[], z.input<typeof sweepAxisSchema>[]>;

/** Axes that name a threshold the strategy's rules do not set are refused by field. */
export function sweepProblems(strategy: BacktestStrategy, axes: readonly SweepAxis[]): { path: (string | number)[]; key: 'backtestSweepField' }[] {
  const problems: { path: (string | number)[]; key: 'backtestSweepField' }[] = [];
  axes.forEach((axis, i) => {
    const rule = rulesOf(strategy, axis.side)[axis.field];
    if (!rule || 'in' in rule || rule[axis.bound] === undefined) {
      problems.push({ path: [i, 'field'], key: 'backtestSweepField' });
    }
  });
  return problems;
}
