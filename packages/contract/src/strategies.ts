import { CATALOGUE, type FieldDef, type FieldId } from '@signaldesk/indicators';
import { z } from 'zod';
import { MARKETS, type Market } from './constants.js';

/**
 * The screener's query language. Every indicator rule is generated from the catalogue, so the form,
 * the server's validation and the seek result's positional arrays all follow the same list of fields.
 */

/** Form groups of a strategy and the bar duration each one reads. */
export const STRATEGY_GROUPS = ['day', 'week', 'hour'] as const;
export type StrategyGroup = (typeof STRATEGY_GROUPS)[number];
export const GROUP_DURATION = { day: '1d', week: '1wk', hour: '1h' } as const satisfies Record<StrategyGroup, string>;
export type SeekDuration = (typeof GROUP_DURATION)[StrategyGroup];
/** Shortest bar first: an alert belongs to the shortest duration its strategy reads. */
export const GROUPS_SHORTEST_FIRST: readonly StrategyGroup[] = ['hour', 'day', 'week'];

export const ORDER_TYPES = ['DESC', 'ASC'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const STRATEGY_LIMITS = {
  /** Spec §9 "Seek limits". */
  seekLimits: [50, 100, 200] as const,
  defaultLimit: 50,
  /** Runaway guard: a strategy matching a whole market at once cannot flood its owner. */
  alertsPerStrategyPerHour: 20,
  perUser: 50,
  nameLength: 40,
  symbolTextLength: 32,
} as const;

/**
 * Market cap is stored in millions of US dollars; the screener speaks in hundreds of millions of the
 * market's own currency. Fixed reference rates: the Hong Kong dollar is pegged, the yuan moves little.
 */
export const CAP_CURRENCY_PER_USD = { US: 1, HK: 7.8, CN: 7.2, USD: 1, GF: 1 } as const;

/** Units of a market's own currency per US dollar; ALL is no one market and counts in dollars. */
export const currencyPerUsd = (market: Market): number => CAP_CURRENCY_PER_USD[market === 'ALL' ? 'US' : market];

/** Fields the seek result carries per duration, in catalogue order: the positions of its arrays. */
export const SEEK_FIELDS: readonly FieldId[] = CATALOGUE.map((field) => field.id);

const byId = new Map<string, FieldDef>(CATALOGUE.map((field) => [field.id, field]));
export const screenerField = (id: string): FieldDef | undefined => byId.get(id);

export interface NumericRule {
  min?: number | undefined;
  max?: number | undefined;
  order?: OrderType | undefined;
}
export interface EnumRule {
  in: number[];
}
export type IndicatorRule = NumericRule | EnumRule;
export type GroupRules = Partial<Record<FieldId, IndicatorRule>>;

export const isEnumRule = (rule: IndicatorRule): rule is EnumRule => 'in' in rule;

const orderField = z.enum(ORDER_TYPES, { error: 'strategyOrderType' });

/** A range with an optional order; bounds outside [floor, ceiling] and reversed bounds are refused by name. */
function rangeRule(floor: number | null, ceiling: number | null, bound: z.ZodNumber = z.number({ error: 'strategyRangeValue' })) {
  const inside = bound
    .refine((v) => floor === null || v >= floor, 'strategyOutOfRange')
    .refine((v) => ceiling === null || v <= ceiling, 'strategyOutOfRange');
  return z
    .strictObject({ min: inside.optional(), max: inside.optional(), order: orderField.optional() })
    .refine((rule) => rule.min === undefined || rule.max === undefined || rule.min <= rule.max, {
      message: 'strategyRangeReversed',
      path: ['max'],
    });
}

/** Every select field takes several values at once: trend bull or bear, quadrant A or B, and so on. */
function enumRule(field: FieldDef) {
  const allowed = new Set((field.values ?? []).map((v) => v.value));
  const values = z.array(z.number({ error: 'strategyEnumValue' }).refine((v) => allowed.has(v), 'strategyEnumValue'));
  return z.strictObject({
    in: values.min(1, 'strategyEnumEmpty').refine((list) => new Set(list).size === list.length, 'strategyEnumValue'),
  });
}

const ruleOf = (field: FieldDef) => (field.unit === 'enum' ? enumRule(field) : rangeRule(field.range.min, field.range.max));

const groupSchema = z.strictObject(Object.fromEntries(CATALOGUE.map((field) => [field.id, ruleOf(field).optional()]))) as unknown as z.ZodType<
  GroupRules,
  GroupRules
>;

/** YYYYMMDD of a real calendar day. */
export function isIpoDate(value: number): boolean {
  if (!Number.isInteger(value) || value < 1_900_01_01 || value > 2_100_12_31) return false;
  const year = Math.floor(value / 10_000);
  const month = Math.floor(value / 100) % 100;
  const day = value % 100;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const ipoDate = z.number({ error: 'strategyIpoDate' }).refine(isIpoDate, 'strategyIpoDate');

/** The rules outside the day, week and hour groups. */
export const TOP_RULES = ['cap', 'heat', 'ipo'] as const;
export type TopRule = (typeof TOP_RULES)[number];
/** Heat: where the symbol's traded value today ranks in its region, 0 (least) to 100 (most). */
export const HEAT_RANGE = { min: 0, max: 100 } as const;

export const strategyQuerySchema = z
  .strictObject({
    limit: z
      .number({ error: 'strategyLimit' })
      .refine((v) => (STRATEGY_LIMITS.seekLimits as readonly number[]).includes(v), 'strategyLimit')
      .default(STRATEGY_LIMITS.defaultLimit),
    symbol: z.string().trim().toUpperCase().max(STRATEGY_LIMITS.symbolTextLength).optional(),
    region: z.enum(MARKETS, { error: 'strategyRegion' }).default('ALL'),
    /** Market cap in hundreds of millions of the market's own currency; ETFs and indices have 0. */
    cap: rangeRule(0, null).optional(),
    heat: rangeRule(HEAT_RANGE.min, HEAT_RANGE.max).optional(),
    ipo: rangeRule(null, null, ipoDate).optional(),
    day: groupSchema.optional(),
    week: groupSchema.optional(),
    hour: groupSchema.optional(),
  })
  .superRefine((query, ctx) => {
    let seen = false;
    for (const [path, rule] of ruleEntries(query)) {
      if (!('order' in rule) || rule.order === undefined) continue;
      if (seen) ctx.addIssue({ code: 'custom', message: 'strategyOneOrder', path: [...path, 'order'] });
      seen = true;
    }
  });

export type StrategyQuery = z.output<typeof strategyQuerySchema>;
export type StrategyQueryInput = z.input<typeof strategyQuerySchema>;

/** Every rule of a query with its path: ['cap'] or ['day', 'kd.k']. */
export function ruleEntries(query: Pick<StrategyQuery, TopRule | StrategyGroup>): [string[], IndicatorRule][] {
  const entries: [string[], IndicatorRule][] = [];
  for (const key of TOP_RULES) {
    const rule = query[key];
    if (rule) entries.push([[key], rule]);
  }
  for (const group of STRATEGY_GROUPS) {
    for (const [id, rule] of Object.entries(query[group] ?? {})) if (rule) entries.push([[group, id], rule]);
  }
  return entries;
}

/** The one ordered rule of a query; the largest cap first when none is. */
export function orderOf(query: StrategyQuery): { path: string[]; type: OrderType } {
  for (const [path, rule] of ruleEntries(query)) if ('order' in rule && rule.order) return { path, type: rule.order };
  return { path: ['cap'], type: 'DESC' };
}

export const strategyNameField = z
  .string({ error: 'strategyNameRequired' })
  .trim()
  .min(1, 'strategyNameRequired')
  .max(STRATEGY_LIMITS.nameLength, 'strategyNameLength');

export const strategyIdField = z.string().trim().min(1).max(64);

export const strategySchema = z.object({
  sid: z.string(),
  name: z.string(),
  query: strategyQuerySchema,
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type Strategy = z.infer<typeof strategySchema>;

/** One symbol of a seek answer: each duration's values in SEEK_FIELDS order, null where not computed. */
export const seekRowSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  cnname: z.string(),
  region: z.string(),
  type: z.number().int(),
  /** Hundreds of millions of the market's own currency. */
  cap: z.number(),
  heat: z.number().nullable(),
  ipo: z.number().int().nullable(),
  /** Opening time of each duration's bar, epoch seconds. */
  ts: z.object({ day: z.number().nullable(), week: z.number().nullable(), hour: z.number().nullable() }),
  day: z.array(z.number().nullable()).nullable(),
  week: z.array(z.number().nullable()).nullable(),
  hour: z.array(z.number().nullable()).nullable(),
});
export type SeekRow = z.infer<typeof seekRowSchema>;

/** Maps one positional array back to named fields. */
export function namedValues(fields: readonly string[], values: readonly (number | null)[]): Record<string, number | null> {
  const named: Record<string, number | null> = {};
  fields.forEach((id, i) => {
    named[id] = values[i] ?? null;
  });
  return named;
}
