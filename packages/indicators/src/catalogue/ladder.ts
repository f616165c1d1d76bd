import { CROSS, ROUTE, TREND } from './enums';
import { ALL, field, SEEK, text } from './field';
import type { Duration } from './types';

/** The ladder's three exponential lines of close: short, mid and long. */
export const LADDER_PERIODS = { st: 20, mt: 60, lt: 120 } as const;

/** The lines' names in texts that speak of them, which read the line's name rather than its key. */
const LINE_NAMES = {
  st: { en: 'short line', zh: '短线' },
  mt: { en: 'mid line', zh: '中线' },
  lt: { en: 'long line', zh: '长线' },
} as const;

const line = <const K extends 'st' | 'mt' | 'lt'>(key: K, en: string, zh: string) =>
  field('ladder', key, {
    name: text(en, zh),
    unit: 'price',
    range: { min: 0, max: null },
    durations: ALL,
    meaning: text(
      `Exponential mean of close over ${LADDER_PERIODS[key]} bars (alpha 2/(n+1)).`,
      `收盘价的${LADDER_PERIODS[key]}周期指数平均。`,
    ),
    warmUp: LADDER_PERIODS[key] - 1,
  });

const distance = <const K extends string>(
  key: K,
  of: 'st' | 'mt' | 'lt',
  en: string,
  zh: string,
  durations: readonly Duration[] = ALL,
) =>
  field('ladder', key, {
    name: text(en, zh),
    unit: 'percent',
    range: { min: -100, max: null },
    durations,
    meaning: text(`Close against the ${LINE_NAMES[of].en}, in percent.`, `收盘价偏离${LINE_NAMES[of].zh}的百分比。`),
    warmUp: LADDER_PERIODS[of] - 1,
  });

const slope = <const K extends string>(key: K, of: 'st' | 'mt' | 'lt', en: string, zh: string) =>
  field('ladder', key, {
    name: text(en, zh),
    unit: 'degrees',
    range: { min: -90, max: 90 },
    durations: SEEK,
    meaning: text(`Angle of the ${LINE_NAMES[of].en}: 45 means it rose 1 % this bar.`, `${LINE_NAMES[of].zh}的角度：每根上升1%为45度。`),
    warmUp: LADDER_PERIODS[of],
  });

const cross = <const K extends string>(key: K, en: string, zh: string, warmUp: number) =>
  field('ladder', key, {
    name: text(en, zh),
    unit: 'enum',
    range: { min: 0, max: 1 },
    values: CROSS,
    durations: SEEK,
    meaning: text(`1 on the bar where ${en.toLowerCase()}.`, `${zh}的那根K线为1。`),
    warmUp,
  });

export const LADDER_FIELDS = [
  line('st', 'Short line', '短线'),
  line('mt', 'Mid line', '中线'),
  line('lt', 'Long line', '长线'),
  distance('rst', 'st', 'Close to short line', '收盘对短线'),
  distance('rmt', 'mt', 'Close to mid line', '收盘对中线'),
  distance('rlt', 'lt', 'Close to long line', '收盘对长线', SEEK),
  slope('kst', 'st', 'Short line angle', '短线角度'),
  slope('kmt', 'mt', 'Mid line angle', '中线角度'),
  slope('klt', 'lt', 'Long line angle', '长线角度'),
  cross('crossUpSt', 'Close crosses above the short line', '收盘上穿短线', 20),
  cross('crossDownSt', 'Close crosses below the short line', '收盘下穿短线', 20),
  cross('stCrossUpMt', 'Short line crosses above the mid line', '短线上穿中线', 60),
  cross('stCrossDownMt', 'Short line crosses below the mid line', '短线下穿中线', 60),
  field('ladder', 'trend', {
    name: text('Ladder trend', '阶梯趋势'),
    unit: 'enum',
    range: { min: 0, max: 3 },
    values: TREND,
    durations: SEEK,
    meaning: text('Bull when short > mid > long, bear when short < mid < long.', '短线>中线>长线为多头，短线<中线<长线为空头。'),
    warmUp: 119,
  }),
  field('ladder', 'route', {
    name: text('Ladder route', '阶梯路径'),
    unit: 'enum',
    range: { min: 0, max: 6 },
    values: ROUTE,
    durations: SEEK,
    meaning: text(
      'Up or retracement in a bull trend, down or rebound in a bear trend, by the close against the short line; sideways when the lines are flat and within 3 %.',
      '多头中按收盘对短线分上涨或回调，空头中分下跌或反弹；三线走平且相距3%以内为横盘。',
    ),
    warmUp: 119,
  }),
];
