import { ALL, field, SEEK, text } from './field';

export const CANDLE_FIELDS = [
  field('candle', 'close', {
    name: text('Close', '收盘价'),
    unit: 'price',
    range: { min: 0, max: null },
    durations: ALL,
    meaning: text('Last traded price of the bar.', '本根K线的收盘价。'),
    warmUp: 0,
  }),
  field('candle', 'volume', {
    name: text('Volume', '成交量'),
    unit: 'volume',
    range: { min: 0, max: null },
    durations: ALL,
    meaning: text('Quantity traded during the bar.', '本根K线的成交量。'),
    warmUp: 0,
  }),
  field('candle', 'updown', {
    name: text('Change', '涨跌幅'),
    unit: 'percent',
    range: { min: -100, max: null },
    durations: ALL,
    meaning: text('Close against the previous close, in percent.', '收盘价相对前一根收盘价的涨跌百分比。'),
    warmUp: 1,
  }),
  field('candle', 'realupdown', {
    name: text('Body change', '实体涨跌幅'),
    unit: 'percent',
    range: { min: -100, max: null },
    durations: ALL,
    meaning: text('Close against the open of the same bar, in percent.', '收盘价相对本根开盘价的涨跌百分比。'),
    warmUp: 0,
  }),
  field('candle', 'amplitude', {
    name: text('Amplitude', '振幅'),
    unit: 'percent',
    range: { min: 0, max: null },
    durations: SEEK,
    meaning: text('High minus low over the previous close, in percent.', '最高价减最低价除以前收盘价的百分比。'),
    warmUp: 1,
  }),
  field('candle', 'volumeRatio', {
    name: text('Volume ratio', '量比'),
    unit: 'ratio',
    range: { min: 0, max: null },
    durations: SEEK,
    meaning: text(
      'Volume over the mean volume of the previous 5 bars; 2 means twice the usual.',
      '成交量除以前5根平均成交量；2表示放量一倍。',
    ),
    warmUp: 5,
  }),
];
