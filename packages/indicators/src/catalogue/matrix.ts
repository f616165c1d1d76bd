import { BAND_ORDER, ROUTE, TREND } from './enums';
import { ALL, field, SEEK, text } from './field';

/** Periods of the matrix's simple moving averages of close. */
export const MATRIX_PERIODS = [3, 5, 10, 20, 30, 40, 60, 120, 150, 240] as const;
export type MatrixPeriod = (typeof MATRIX_PERIODS)[number];
/** Lines on the chart candle; help lines add 20, 40 and 240. */
const CHART_LINES: readonly number[] = [3, 10, 20, 30, 40, 60, 120, 150, 240];
const CHART_SLOPES: readonly number[] = [10, 30, 60, 120];

const averages = MATRIX_PERIODS.map((n) =>
  field('matrix', `mma${n}`, {
    name: text(`MA ${n}`, `${n}周期均线`),
    unit: 'price',
    range: { min: 0, max: null },
    durations: CHART_LINES.includes(n) ? ALL : SEEK,
    meaning: text(`Simple mean of the last ${n} closes.`, `最近${n}根收盘价的简单平均。`),
    warmUp: n - 1,
  }),
);

const slopes = MATRIX_PERIODS.map((n) =>
  field('matrix', `k${n}`, {
    name: text(`MA ${n} angle`, `${n}周期均线角度`),
    unit: 'degrees',
    range: { min: -90, max: 90 },
    durations: CHART_SLOPES.includes(n) ? ALL : SEEK,
    meaning: text(
      `Angle of the ${n}-bar line: 45 means it rose 1 % this bar; (-5, 5) is the reversal zone.`,
      `${n}周期均线的角度：每根上升1%为45度；(-5, 5)为反转区间。`,
    ),
    warmUp: n,
  }),
);

const bias = (key: 'bias10' | 'bias30' | 'bias120', n: number) =>
  field('matrix', key, {
    name: text(`Bias ${n}`, `${n}周期乖离率`),
    unit: 'percent',
    range: { min: -100, max: null },
    durations: ALL,
    meaning: text(`Close above (+) or below (-) the ${n}-bar line, in percent.`, `收盘价偏离${n}周期均线的百分比。`),
    warmUp: n - 1,
  });

const lowBias = (key: 'bias10l' | 'bias30l' | 'bias120l', n: number) =>
  field('matrix', key, {
    name: text(`Low bias ${n}`, `${n}周期低点乖离率`),
    unit: 'percent',
    range: { min: -100, max: null },
    durations: ALL,
    meaning: text(`Low of the bar against the ${n}-bar line, in percent.`, `最低价偏离${n}周期均线的百分比。`),
    warmUp: n - 1,
  });

const lineBias = (key: 'bias1030' | 'bias10120' | 'bias30120', a: number, b: number) =>
  field('matrix', key, {
    name: text(`Bias ${a} to ${b}`, `${a}周期线对${b}周期线乖离`),
    unit: 'percent',
    range: { min: -100, max: null },
    durations: ALL,
    meaning: text(`The ${a}-bar line against the ${b}-bar line, in percent.`, `${a}周期均线偏离${b}周期均线的百分比。`),
    warmUp: b - 1,
  });

const run = <const K extends string>(key: K, name: [string, string], meaning: [string, string], warmUp: number) =>
  field('matrix', key, {
    name: text(...name),
    unit: 'count',
    range: { min: 0, max: null },
    durations: ALL,
    meaning: text(...meaning),
    warmUp,
  });

const runs = [
  run('bandOrderUplen', ['Bull order bars', '多头排列K线数'], ['Bars in a row in bull order, this bar included.', '连续多头排列的K线数（含本根）。'], 119),
  run('bandOrderDownlen', ['Bear order bars', '空头排列K线数'], ['Bars in a row in bear order, this bar included.', '连续空头排列的K线数（含本根）。'], 119),
  run('mma10On30len', ['MA10 over MA30 bars', '10周期线在30周期线上方K线数'], ['Bars in a row with the 10-bar line above the 30-bar line.', '10周期均线连续位于30周期均线之上的K线数。'], 29),
  run('mma30On10len', ['MA10 under MA30 bars', '10周期线在30周期线下方K线数'], ['Bars in a row with the 10-bar line below the 30-bar line.', '10周期均线连续位于30周期均线之下的K线数。'], 29),
];

export const MATRIX_FIELDS = [
  ...averages,
  ...slopes,
  bias('bias10', 10),
  bias('bias30', 30),
  bias('bias120', 120),
  lowBias('bias10l', 10),
  lowBias('bias30l', 30),
  lowBias('bias120l', 120),
  lineBias('bias1030', 10, 30),
  lineBias('bias10120', 10, 120),
  lineBias('bias30120', 30, 120),
  field('matrix', 'bandWidth', {
    name: text('Band width', '均线带宽'),
    unit: 'fraction',
    range: { min: 0, max: null },
    durations: ALL,
    meaning: text('Spread of the 10, 30, 60 and 120 lines over the close.', '10、30、60、120周期均线的最大最小差除以收盘价。'),
    warmUp: 119,
  }),
  field('matrix', 'bwr', {
    name: text('Band width ratio', '带宽比'),
    unit: 'ratio',
    range: { min: 0, max: null },
    durations: ALL,
    meaning: text('Band width over the previous bar’s; above 1 the band opens.', '带宽除以前一根带宽；大于1为张口。'),
    warmUp: 120,
  }),
  field('matrix', 'bwr2', {
    name: text('Band width to its mean', '带宽均值比'),
    unit: 'ratio',
    range: { min: 0, max: null },
    durations: ALL,
    meaning: text('Band width over its 20-bar mean.', '带宽除以其20根平均。'),
    warmUp: 138,
  }),
  field('matrix', 'bandOrder', {
    name: text('Band order', '均线排列'),
    unit: 'enum',
    range: { min: -1, max: 1 },
    values: BAND_ORDER,
    durations: ALL,
    meaning: text('Bull when 10 > 30 > 60 > 120, bear when strictly reversed.', '10>30>60>120为多头排列，严格相反为空头排列。'),
    warmUp: 119,
  }),
  ...runs,
  field('matrix', 'trend', {
    name: text('Matrix trend', '均线趋势'),
    unit: 'enum',
    range: { min: 0, max: 3 },
    values: TREND,
    durations: SEEK,
    meaning: text('Bull when the 10, 30 and 120 lines stack upward, bear when downward.', '10、30、120周期线依次向上为多头，向下为空头。'),
    warmUp: 119,
  }),
  field('matrix', 'route', {
    name: text('Matrix route', '均线路径'),
    unit: 'enum',
    range: { min: 0, max: 6 },
    values: ROUTE,
    durations: SEEK,
    meaning: text(
      'Where the close runs against the 10-bar line within the matrix trend; sideways when the lines are flat and close together.',
      '在均线趋势中收盘价相对10周期线的位置；均线走平且靠拢为横盘。',
    ),
    warmUp: 119,
  }),
];
