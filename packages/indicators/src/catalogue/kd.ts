import { ALL, field, SEEK, text } from './field';

export const KD_PERIODS = { n: 9, kSmooth: 3, dSmooth: 3 } as const;

const oscillator = { unit: 'oscillator', range: { min: 0, max: 100 } } as const;

export const KD_FIELDS = [
  field('kd', 'k', {
    name: text('K', 'K值'),
    ...oscillator,
    durations: ALL,
    meaning: text(
      'Where the close sits in the 9-bar high-low range, smoothed 1/3 a bar from 50.',
      '收盘价在9根高低区间中的位置，从50起按1/3平滑。',
    ),
    warmUp: 8,
  }),
  field('kd', 'd', {
    name: text('D', 'D值'),
    ...oscillator,
    durations: ALL,
    meaning: text('K smoothed again 1/3 a bar from 50.', 'K值再按1/3平滑。'),
    warmUp: 8,
  }),
  field('kd', 'j', {
    name: text('J', 'J值'),
    unit: 'oscillator',
    range: { min: null, max: null },
    durations: SEEK,
    meaning: text('3K - 2D: leads K and can leave 0 to 100.', '3K-2D：领先于K，可超出0到100。'),
    warmUp: 8,
  }),
];
