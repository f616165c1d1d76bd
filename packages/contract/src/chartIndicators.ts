import { INDICATOR_IDS, type IndicatorId, type IndicatorInstance, STANDARD, VWAP_ANCHORS } from '@signaldesk/indicators';
import { z } from 'zod';
import type { Language, MessageKey } from './messages.js';

/**
 * The chart's standard indicators as forms, the server and the chart read
 * them: each indicator's settings with defaults and bounds, its output lines
 * and where it draws. A chart holds instances, { indicator, settings }, so it
 * may show several of one kind (EMA 20 and EMA 50). The defaults and the line
 * names come from the engine (`@signaldesk/indicators`), which computes them.
 */

export interface PeriodSetting {
  key: string;
  kind: 'period';
  default: number;
  /** Whole bars, inclusive. */
  min: number;
  max: number;
}

export interface MultiplierSetting {
  key: string;
  kind: 'multiplier';
  default: number;
  /** Above 0 (exclusive) and at most `max`. */
  max: number;
}

export interface ChoiceSetting {
  key: string;
  kind: 'choice';
  default: string;
  values: readonly string[];
}

export type SettingDescriptor = PeriodSetting | MultiplierSetting | ChoiceSetting;

export interface OutputDescriptor {
  line: string;
  /**
   * Bars the chart draws the line away from the candle it belongs to: `setting` − 1 bars ahead (1) or
   * behind (−1). Ichimoku's spans and lagging line only; the engine gives every line on its own candle.
   */
  shift?: { setting: string; direction: 1 | -1 };
}

export interface IndicatorDescriptor {
  id: IndicatorId;
  /** Over the candles (price scale) or in a pane of its own below them. */
  placement: 'price' | 'pane';
  settings: readonly SettingDescriptor[];
  outputs: readonly OutputDescriptor[];
}

export const INDICATOR_PERIOD_LIMITS = { min: 1, max: 1000 } as const;
/** Band widths in deviations or ATRs. */
const MULTIPLIER_MAX = 100;
/** Parabolic SAR's accelerations are fractions of the distance to the extreme point. */
const ACCELERATION_MAX = 1;

const ACCELERATIONS = new Set(['start', 'step', 'maximum']);
const MULTIPLIERS = new Set(['deviations', 'multiplier']);
/** VWAP's anchor: `auto` is the session on intraday candles, the month on daily and the year on weekly ones. */
export const VWAP_ANCHOR_CHOICES = ['auto', ...VWAP_ANCHORS] as const;

function describeSetting(key: string, value: number | string): SettingDescriptor {
  if (typeof value === 'string') return { key, kind: 'choice', default: value, values: VWAP_ANCHOR_CHOICES };
  if (ACCELERATIONS.has(key)) return { key, kind: 'multiplier', default: value, max: ACCELERATION_MAX };
  if (MULTIPLIERS.has(key)) return { key, kind: 'multiplier', default: value, max: MULTIPLIER_MAX };
  return { key, kind: 'period', default: value, ...INDICATOR_PERIOD_LIMITS };
}

const PRICE_OVERLAYS = new Set<IndicatorId>(['sma', 'ema', 'wma', 'vwap', 'bollinger', 'keltner', 'donchian', 'ichimoku', 'supertrend', 'psar']);
const ICHIMOKU_SHIFTS: Record<string, OutputDescriptor['shift']> = {
  spanA: { setting: 'base', direction: 1 },
  spanB: { setting: 'base', direction: 1 },
  lagging: { setting: 'base', direction: -1 },
};

/** Every standard indicator, in the order of the chart's indicator menu. */
export const INDICATOR_CATALOGUE: readonly IndicatorDescriptor[] = INDICATOR_IDS.map((id) => {
  const definition = STANDARD[id];
  return {
    id,
    placement: PRICE_OVERLAYS.has(id) ? 'price' : 'pane',
    settings: Object.entries(definition.defaults as Record<string, number | string>).map(([key, value]) => describeSetting(key, value)),
    outputs: definition.lines.map((line: string) => {
      const shift = id === 'ichimoku' ? ICHIMOKU_SHIFTS[line] : undefined;
      return shift ? { line, shift } : { line };
    }),
  };
});

const descriptors = new Map(INDICATOR_CATALOGUE.map((d) => [d.id, d]));
export const indicatorDescriptor = (id: IndicatorId): IndicatorDescriptor => descriptors.get(id)!;

/** Names in the indicator menu and legend: `short` is the legend's abbreviation, the same in both languages. */
export const INDICATOR_NAMES: Record<IndicatorId, { short: string } & Record<Language, string>> = {
  sma: { short: 'SMA', en: 'Simple Moving Average', zh: '简单移动平均线' },
  ema: { short: 'EMA', en: 'Exponential Moving Average', zh: '指数移动平均线' },
  wma: { short: 'WMA', en: 'Weighted Moving Average', zh: '加权移动平均线' },
  vwap: { short: 'VWAP', en: 'Volume-Weighted Average Price', zh: '成交量加权平均价' },
  bollinger: { short: 'BB', en: 'Bollinger Bands', zh: '布林带' },
  keltner: { short: 'KC', en: 'Keltner Channels', zh: '肯特纳通道' },
  donchian: { short: 'DC', en: 'Donchian Channels', zh: '唐奇安通道' },
  ichimoku: { short: 'Ichimoku', en: 'Ichimoku Cloud', zh: '一目均衡表' },
  supertrend: { short: 'Supertrend', en: 'Supertrend', zh: '超级趋势' },
  psar: { short: 'SAR', en: 'Parabolic SAR', zh: '抛物线转向指标' },
  rsi: { short: 'RSI', en: 'Relative Strength Index', zh: '相对强弱指数' },
  macd: { short: 'MACD', en: 'Moving Average Convergence Divergence', zh: '指数平滑异同移动平均线' },
  stochastic: { short: 'Stoch', en: 'Stochastic', zh: '随机指标' },
  stochRsi: { short: 'Stoch RSI', en: 'Stochastic RSI', zh: '随机相对强弱指数' },
  atr: { short: 'ATR', en: 'Average True Range', zh: '平均真实波幅' },
  adx: { short: 'ADX', en: 'Average Directional Index', zh: '平均趋向指数' },
  cci: { short: 'CCI', en: 'Commodity Channel Index', zh: '顺势指标' },
  williamsR: { short: '%R', en: 'Williams %R', zh: '威廉指标' },
  mfi: { short: 'MFI', en: 'Money Flow Index', zh: '资金流量指标' },
  obv: { short: 'OBV', en: 'On-Balance Volume', zh: '能量潮' },
};

/** A setting's rule, its default filled in when the setting is left out. */
function settingField(setting: SettingDescriptor): z.ZodType {
  switch (setting.kind) {
    case 'period':
      return z
        .number({ error: 'indicatorPeriod' })
        .int('indicatorPeriod')
        .min(setting.min, 'indicatorPeriod')
        .max(setting.max, 'indicatorPeriod')
        .default(setting.default);
    case 'multiplier': {
      const key: MessageKey = setting.max === ACCELERATION_MAX ? 'indicatorAcceleration' : 'indicatorMultiplier';
      return z.number({ error: key }).gt(0, key).max(setting.max, key).default(setting.default);
    }
    case 'choice':
      return z.enum(setting.values as [string, ...string[]], { error: 'indicatorAnchor' }).default(setting.default);
  }
}

/** One indicator's instance; settings left out take their defaults, so a stored instance always carries all of them. */
function instanceSchema(descriptor: IndicatorDescriptor) {
  const shape = Object.fromEntries(descriptor.settings.map((s) => [s.key, settingField(s)]));
  return z.strictObject({
    indicator: z.literal(descriptor.id),
    settings: z.strictObject(shape, { error: 'indicatorSettingUnknown' }).prefault({}),
  });
}

/** An indicator instance as a chart stores it; each message is a key of MESSAGES. */
export const indicatorInstanceSchema = z
  .discriminatedUnion('indicator', INDICATOR_CATALOGUE.map(instanceSchema) as never, { error: 'indicatorUnknown' })
  .superRefine((instance: { indicator: string; settings: Record<string, number> }, ctx) => {
    if (instance.indicator === 'macd' && instance.settings.fast! >= instance.settings.slow!) {
      ctx.addIssue({ code: 'custom', path: ['settings', 'fast'], message: 'indicatorMacdPeriods' });
    }
  }) as unknown as z.ZodType<IndicatorInstance & { settings: Record<string, number | string> }>;

/** What a trader's chart keeps of its indicators, on the server as in the browser. */
export const CHART_INDICATOR_LIMITS = {
  /** Instances on one chart: more than any readable chart holds; it stops a script filling the database. */
  perChart: 30,
  /** Colours of the web chart's palette an instance's first line is picked from. */
  colours: 10,
  /** A pane indicator's own height in pixels, as a drag on its separator leaves it. */
  paneHeight: { min: 30, max: 4000 },
} as const;

/**
 * One indicator on the chart as it is kept: an instance of the catalogue (checked by indicatorInstanceSchema, its
 * settings complete) with its id in the legend, its colour, whether it is hidden and its pane's height.
 */
export const chartIndicatorSchema = z
  .strictObject({
    id: z.string().regex(/^\w{1,32}$/, 'chartIndicatorId'),
    indicator: z.string().max(32),
    // Any value here: indicatorInstanceSchema names what is wrong with it (a period of null, as a NaN is sent, too).
    settings: z.record(z.string().max(32), z.custom<number | string>()),
    colour: z.number().int().min(0).max(CHART_INDICATOR_LIMITS.colours - 1),
    hidden: z.boolean(),
    height: z.number().int().min(CHART_INDICATOR_LIMITS.paneHeight.min).max(CHART_INDICATOR_LIMITS.paneHeight.max).optional(),
  })
  .superRefine((item, ctx) => {
    const instance = indicatorInstanceSchema.safeParse({ indicator: item.indicator, settings: item.settings });
    for (const issue of instance.error?.issues ?? []) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
export type StoredChartIndicator = z.output<typeof chartIndicatorSchema>;

/** The chart's indicators in the order the trader added them, each id once. */
export const chartIndicatorListSchema = z
  .array(chartIndicatorSchema)
  .max(CHART_INDICATOR_LIMITS.perChart, 'chartIndicatorsTooMany')
  .refine((list) => new Set(list.map((item) => item.id)).size === list.length, 'chartIndicatorIdRepeated');
