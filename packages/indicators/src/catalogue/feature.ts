import { field, SEEK, text } from './field';

const extreme = <const K extends string>(key: K, years: number, side: 'high' | 'low') =>
  field('feature', key, {
    name: text(
      `Close to ${years}-year ${side}`,
      `收盘对${years}年${side === 'high' ? '最高' : '最低'}`,
    ),
    unit: 'fraction',
    range: side === 'high' ? { min: -1, max: 0 } : { min: 0, max: null },
    durations: SEEK,
    meaning: text(
      `Close over the ${side === 'high' ? 'highest high' : 'lowest low'} of the last ${years} year(s), minus 1.`,
      `收盘价除以近${years}年${side === 'high' ? '最高价' : '最低价'}减1。`,
    ),
    warmUp: { years, extra: -1 },
  });

const change = <const K extends string>(key: K, n: number) =>
  field('feature', key, {
    name: text(`${n}-bar change`, `${n}根涨跌`),
    unit: 'fraction',
    range: { min: -1, max: null },
    durations: SEEK,
    meaning: text(`Close over the close ${n} bar(s) ago, minus 1.`, `收盘价除以${n}根前收盘价减1。`),
    warmUp: n,
  });

export const FEATURE_FIELDS = [
  extreme('rltop', 4, 'high'),
  extreme('rlbom', 4, 'low'),
  extreme('rrtop', 1, 'high'),
  extreme('rrbom', 1, 'low'),
  change('cd10', 10),
  change('cd5', 5),
  change('cd3', 3),
  change('cd1', 1),
];
