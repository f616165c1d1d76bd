import { z } from 'zod';
import { DRAWING_LIMITS, drawingPointSchema } from './calls/drawings.js';
import { DURATION_NAMES } from './durationNames.js';
import type { Duration } from './durations.js';
import type { Language } from './messages.js';
import { symbolField } from './stocks.js';
import { GROUP_DURATION, STRATEGY_GROUPS, type StrategyGroup, strategyQuerySchema } from './strategies.js';

/**
 * Price alerts a trader sets in one click: a condition read on bars of one duration, and a trigger that says how
 * often it may fire. The chart draws line and rectangle conditions from the same points as its drawings.
 */

export const ALERT_LIMITS = {
  messageLength: 500,
  /** Long enough for any real receiver's address with a token in its query. */
  webhookUrlLength: 2048,
  movePercent: 1000,
  moveBars: 500,
  /** Every time means at most once a minute: a feed ticking on a level cannot flood the trader. */
  shortestGapSeconds: 60,
  longestGapSeconds: 7 * 24 * 3600,
} as const;

/** The bars an alert can read; the session's intraday view is a picture of minute bars, not a duration of its own. */
export const ALERT_DURATIONS = ['1m', '5m', '15m', '30m', '1h', '4h', '1d', '1wk'] as const satisfies readonly Duration[];
export type AlertDuration = (typeof ALERT_DURATIONS)[number];

/** Read once when the bar closes, or at every tick within the bar. */
export const ALERT_READINGS = ['close', 'intrabar'] as const;
export type AlertReading = (typeof ALERT_READINGS)[number];

/** Crossing either way, or only upward ("goes above") or downward ("goes below"). */
export const CROSSINGS = ['crosses', 'goesAbove', 'goesBelow'] as const;
export type Crossing = (typeof CROSSINGS)[number];

export const ALERT_LINE_SHAPES = ['trend', 'horizontal', 'ray'] as const;
export type AlertLineShape = (typeof ALERT_LINE_SHAPES)[number];

const crossingField = z.enum(CROSSINGS, { error: 'alertConditionUnknown' });

const levelField = z
  .number({ error: 'alertLevelInvalid' })
  .refine(Number.isFinite, 'alertLevelInvalid')
  .positive('alertLevelInvalid')
  .max(DRAWING_LIMITS.largestPrice, 'alertLevelInvalid');

const priceCondition = z.strictObject({ kind: z.literal('price'), crossing: crossingField, level: levelField });

/** Up by `percent` from the lowest low of the last `bars` bars, or down from their highest high. */
const moveCondition = z.strictObject({
  kind: z.literal('move'),
  direction: z.enum(['up', 'down'], { error: 'alertConditionUnknown' }),
  percent: z.number({ error: 'alertPercentRange' }).gt(0, 'alertPercentRange').max(ALERT_LIMITS.movePercent, 'alertPercentRange'),
  bars: z.number({ error: 'alertBarsRange' }).int('alertBarsRange').min(1, 'alertBarsRange').max(ALERT_LIMITS.moveBars, 'alertBarsRange'),
});

/** A trend line runs between its two points, a ray from its first point through its second on, a horizontal line forever. */
const lineCondition = z
  .strictObject({
    kind: z.literal('line'),
    shape: z.enum(ALERT_LINE_SHAPES, { error: 'alertConditionUnknown' }),
    crossing: crossingField,
    points: z.array(drawingPointSchema, { error: 'alertLinePoints' }).min(1, 'alertLinePoints').max(2, 'alertLinePoints'),
  })
  .superRefine((line, ctx) => {
    const [a, b] = line.points;
    const wanted = line.shape === 'horizontal' ? 1 : 2;
    if (line.points.length !== wanted || (b !== undefined && a?.time === b.time)) {
      ctx.addIssue({ code: 'custom', path: ['points'], message: 'alertLinePoints' });
    }
  });

/** Watched while the time lies between the corners: entering or leaving is a move across its price band. */
const rectangleCondition = z
  .strictObject({
    kind: z.literal('rectangle'),
    motion: z.enum(['enters', 'leaves'], { error: 'alertConditionUnknown' }),
    corners: z.array(drawingPointSchema, { error: 'alertRectangleCorners' }).length(2, 'alertRectangleCorners'),
  })
  .superRefine((rectangle, ctx) => {
    const [a, b] = rectangle.corners;
    if (a && b && (a.time === b.time || a.price === b.price)) ctx.addIssue({ code: 'custom', path: ['corners'], message: 'alertRectangleCorners' });
  });

/** A rule group exactly as the screener's strategy query takes it, read on the alert's duration. */
const groupRules = strategyQuerySchema.shape.day.unwrap();
const indicatorCondition = z.strictObject({
  kind: z.literal('indicator'),
  rules: groupRules.refine((rules) => Object.values(rules).some((rule) => rule !== undefined), 'alertRulesEmpty'),
});

export const alertConditionSchema = z.discriminatedUnion('kind', [priceCondition, moveCondition, lineCondition, rectangleCondition, indicatorCondition], {
  error: 'alertConditionUnknown',
});
export type AlertCondition = z.output<typeof alertConditionSchema>;
export type PriceCondition = z.output<typeof priceCondition>;
export type MoveCondition = z.output<typeof moveCondition>;
export type LineCondition = z.output<typeof lineCondition>;
export type RectangleCondition = z.output<typeof rectangleCondition>;

export const alertTriggerSchema = z.discriminatedUnion(
  'mode',
  [
    z.strictObject({ mode: z.literal('once') }),
    z.strictObject({ mode: z.literal('oncePerBar') }),
    z.strictObject({
      mode: z.literal('every'),
      gapSeconds: z
        .number({ error: 'alertGapRange' })
        .int('alertGapRange')
        .min(ALERT_LIMITS.shortestGapSeconds, 'alertGapRange')
        .max(ALERT_LIMITS.longestGapSeconds, 'alertGapRange'),
    }),
  ],
  { error: 'alertConditionUnknown' },
);
export type AlertTrigger = z.output<typeof alertTriggerSchema>;

/** The rule group an indicator alert's duration reads: the screener computes its rules on hour, day and week bars only. */
export function indicatorGroupOf(duration: AlertDuration): StrategyGroup | undefined {
  return STRATEGY_GROUPS.find((group) => GROUP_DURATION[group] === duration);
}

/** An address the trader's receiver listens on: http or https only; where it may lead is the server's check at every send. */
export const webhookUrlField = z
  .string({ error: 'badUrl' })
  .trim()
  .max(ALERT_LIMITS.webhookUrlLength, 'urlTooLong')
  .refine((text) => {
    if (!URL.canParse(text)) return false;
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && url.username === '' && url.password === '';
  }, 'badUrl');

export const alertDraftSchema = z
  .strictObject({
    symbol: symbolField,
    duration: z.enum(ALERT_DURATIONS, { error: 'alertDurationUnknown' }),
    reading: z.enum(ALERT_READINGS, { error: 'alertConditionUnknown' }).default('close'),
    condition: alertConditionSchema,
    trigger: alertTriggerSchema.default({ mode: 'once' }),
    /** Epoch seconds after which the alert no longer fires; never when null. */
    expiresAt: z
      .number({ error: 'alertExpiryInvalid' })
      .int('alertExpiryInvalid')
      .positive('alertExpiryInvalid')
      .max(DRAWING_LIMITS.latestTime, 'alertExpiryInvalid')
      .nullable()
      .default(null),
    /** The trader's own words with {symbol}, {value} and {duration}; empty for the product's default. */
    message: z.string({ error: 'alertMessageLength' }).trim().max(ALERT_LIMITS.messageLength, 'alertMessageLength').default(''),
    webhookUrl: webhookUrlField.nullable().default(null),
  })
  .superRefine((alert, ctx) => {
    if (alert.condition.kind === 'indicator' && indicatorGroupOf(alert.duration) === undefined) {
      ctx.addIssue({ code: 'custom', path: ['duration'], message: 'alertIndicatorDuration' });
    }
  });
export type AlertDraft = z.output<typeof alertDraftSchema>;
export type AlertDraftInput = z.input<typeof alertDraftSchema>;

/** The product's words when the trader leaves the message empty. */
export const ALERT_DEFAULT_MESSAGE: Record<Language, string> = {
  en: '{symbol} alert on the {duration} chart: {value}',
  zh: '{symbol} {duration}提醒：{value}',
};

export interface AlertMessageValues {
  symbol: string;
  /** The price or value that set the alert off, as the reader's language writes it. */
  value: string;
  duration: AlertDuration;
}

/** The message of a firing: the trader's template (or the default) with its placeholders filled; other braces stay as written. */
export function alertMessage(template: string, lang: Language, values: AlertMessageValues): string {
  const words: Record<string, string> = { symbol: values.symbol, value: values.value, duration: DURATION_NAMES[lang][values.duration] };
  return (template === '' ? ALERT_DEFAULT_MESSAGE[lang] : template).replace(/\{(symbol|value|duration)\}/g, (_, name: string) => words[name] ?? '');
}
