import { field, SEEK, text } from './field';
import type { EnumValue, Text } from './types';

/**
 * The standard chart indicators at the settings screeners everywhere use, as
 * fields a strategy, an alert or a backtest can read. Lines in price units
 * (averages, VWAP, bands, stops) are given relative to the close, so one
 * threshold means the same on a $5 stock and on Bitcoin; oscillators are
 * their own readings. The chart draws any settings; these are fixed so every
 * symbol's value is computed once per candle.
 */
export const STANDARD_FIELD_SETTINGS = {
  averages: [20, 50, 200],
  wma: 20,
  bollinger: { period: 20, deviations: 2 },
  keltner: { period: 20, atrPeriod: 10, multiplier: 2 },
  donchian: 20,
  ichimoku: { conversion: 9, base: 26, spanB: 52 },
  supertrend: { period: 10, multiplier: 3 },
  psar: { start: 0.02, step: 0.02, maximum: 0.2 },
  rsi: 14,
  macd: { fast: 12, slow: 26, signal: 9 },
  stochastic: { period: 14, kSmooth: 3, dSmooth: 3 },
  stochRsi: { rsiPeriod: 14, period: 14, kSmooth: 3, dSmooth: 3 },
  atr: 14,
  adx: 14,
  cci: 20,
  williamsR: 14,
  mfi: 14,
} as const;

const v = (value: number, code: string, en: string, zh: string): EnumValue => ({ value, code, label: { en, zh } });

/** Which side of another line a line is on (1, −1), and whether it crossed to that side on this candle (2, −2). */
const side = (above: Text, below: Text, crossedUp: Text, crossedDown: Text): readonly EnumValue[] => [
  v(2, 'crossUp', crossedUp.en, crossedUp.zh),
  v(1, 'above', above.en, above.zh),
  v(-1, 'below', below.en, below.zh),
  v(-2, 'crossDown', crossedDown.en, crossedDown.zh),
];

const oscillator = { unit: 'oscillator', range: { min: 0, max: 100 }, durations: SEEK } as const;
const unbounded = { range: { min: null, max: null }, durations: SEEK } as const;

const closeVs = <const K extends string>(key: K, line: Text, warmUp: number) =>
  field('standard', key, {
    name: text(`Close vs ${line.en}`, `收盘对${line.zh}`),
    unit: 'percent',
    range: { min: -100, max: null },
    durations: SEEK,
    meaning: text(`How far the close is above (+) or below (−) the ${line.en}, in % of the line.`, `收盘价高于（+）或低于（−）${line.zh}的幅度，以该线的百分比计。`),
    warmUp,
  });

const average = <const K extends string>(key: K, name: string, zh: string, n: number) =>
  closeVs(key, text(`${name} ${n}`, `${n}日${zh}`), n - 1);

const { macd, stochastic, stochRsi, ichimoku, supertrend } = STANDARD_FIELD_SETTINGS;
const [short, mid, long] = STANDARD_FIELD_SETTINGS.averages;

export const STANDARD_FIELDS = [
  average('sma20', 'SMA', '简单均线', short),
  average('sma50', 'SMA', '简单均线', mid),
  average('sma200', 'SMA', '简单均线', long),
  average('ema20', 'EMA', '指数均线', short),
  average('ema50', 'EMA', '指数均线', mid),
  average('ema200', 'EMA', '指数均线', long),
  average('wma20', 'WMA', '加权均线', STANDARD_FIELD_SETTINGS.wma),
  closeVs('vwap', text('VWAP', '成交量加权均价'), 0),
  field('standard', 'goldenCross', {
    name: text(`SMA ${mid} vs SMA ${long}`, `${mid}日与${long}日均线`),
    unit: 'enum',
    range: { min: -2, max: 2 },
    values: side(
      text(`above SMA ${long}`, `在${long}日均线之上`),
      text(`below SMA ${long}`, `在${long}日均线之下`),
      text('golden cross on this candle', '本根金叉'),
      text('death cross on this candle', '本根死叉'),
    ),
    multiple: true,
    durations: SEEK,
    meaning: text(
      `Whether the ${mid}-candle simple average is above or below the ${long}-candle one, and whether it crossed on this candle.`,
      `${mid}日简单均线在${long}日均线之上还是之下，以及是否在本根交叉。`,
    ),
    warmUp: long - 1,
  }),
  field('standard', 'bollingerB', {
    name: text('Bollinger %B', '布林%B'),
    unit: 'ratio',
    ...unbounded,
    meaning: text('Where the close is between the lower (0) and upper (1) Bollinger Band (20, 2); beyond them below 0 or above 1.', '收盘价在布林带（20，2）下轨（0）与上轨（1）之间的位置；越出时小于0或大于1。'),
    warmUp: STANDARD_FIELD_SETTINGS.bollinger.period - 1,
  }),
  field('standard', 'bollingerWidth', {
    name: text('Bollinger bandwidth', '布林带宽'),
    unit: 'percent',
    range: { min: 0, max: null },
    durations: SEEK,
    meaning: text('Upper minus lower Bollinger Band (20, 2), in % of the middle band: low values mark a squeeze.', '布林带（20，2）上轨减下轨，以中轨的百分比计：数值低表示收窄。'),
    warmUp: STANDARD_FIELD_SETTINGS.bollinger.period - 1,
  }),
  field('standard', 'keltnerPosition', {
    name: text('Keltner position', '肯特纳通道位置'),
    unit: 'ratio',
    ...unbounded,
    meaning: text('Where the close is between the lower (0) and upper (1) Keltner Channel (20, ATR 10, ×2).', '收盘价在肯特纳通道（20，ATR 10，×2）下轨（0）与上轨（1）之间的位置。'),
    warmUp: STANDARD_FIELD_SETTINGS.keltner.period - 1,
  }),
  field('standard', 'donchianPosition', {
    name: text('Donchian position', '唐奇安通道位置'),
    unit: 'ratio',
    range: { min: 0, max: 1 },
    durations: SEEK,
    meaning: text('Where the close is between the lowest low (0) and highest high (1) of 20 candles; 0 when they are equal.', '收盘价在20根最低价（0）与最高价（1）之间的位置；两者相等时为0。'),
    warmUp: STANDARD_FIELD_SETTINGS.donchian - 1,
  }),
  field('standard', 'ichimokuCloud', {
    name: text('Close vs Ichimoku cloud', '收盘对一目均衡云'),
    unit: 'enum',
    range: { min: -1, max: 1 },
    values: [v(1, 'above', 'above the cloud', '云上'), v(0, 'inside', 'inside the cloud', '云中'), v(-1, 'below', 'below the cloud', '云下')],
    multiple: true,
    durations: SEEK,
    meaning: text(
      'The close against the cloud drawn over this candle (9, 26, 52): the spans computed 25 candles before.',
      '收盘价对本根上方所画的云（9，26，52）：即25根之前算出的先行带。',
    ),
    warmUp: ichimoku.spanB - 1 + ichimoku.base - 1,
  }),
  field('standard', 'supertrend', {
    name: text('Supertrend', '超级趋势'),
    unit: 'enum',
    range: { min: -2, max: 2 },
    values: side(
      text('up (close above the line)', '上升（收盘在线上）'),
      text('down (close below the line)', '下降（收盘在线下）'),
      text('turned up on this candle', '本根转升'),
      text('turned down on this candle', '本根转降'),
    ),
    multiple: true,
    durations: SEEK,
    meaning: text(`The Supertrend's direction (${supertrend.period}, ×${supertrend.multiplier}) and whether it turned on this candle.`, `超级趋势（${supertrend.period}，×${supertrend.multiplier}）的方向，以及是否在本根转向。`),
    warmUp: supertrend.period,
  }),
  field('standard', 'psar', {
    name: text('Parabolic SAR', '抛物线转向'),
    unit: 'enum',
    range: { min: -2, max: 2 },
    values: side(
      text('up (stop below the close)', '上升（止损点在收盘下）'),
      text('down (stop above the close)', '下降（止损点在收盘上）'),
      text('reversed up on this candle', '本根转升'),
      text('reversed down on this candle', '本根转降'),
    ),
    multiple: true,
    durations: SEEK,
    meaning: text('The side of the Parabolic SAR (0.02, 0.2) and whether it reversed on this candle.', '抛物线转向（0.02，0.2）所在一侧，以及是否在本根反转。'),
    warmUp: 1,
  }),
  field('standard', 'rsi', {
    name: text('RSI 14', '相对强弱 RSI 14'),
    ...oscillator,
    meaning: text("Wilder's relative strength index of the close over 14 candles: above 70 overbought, below 30 oversold.", '收盘价14根的威尔德相对强弱指数：70以上超买，30以下超卖。'),
    warmUp: STANDARD_FIELD_SETTINGS.rsi,
  }),
  field('standard', 'macd', {
    name: text('MACD line', 'MACD线'),
    unit: 'price',
    ...unbounded,
    meaning: text(`EMA ${macd.fast} minus EMA ${macd.slow} of the close, in price.`, `收盘价${macd.fast}日指数均线减${macd.slow}日指数均线，以价格计。`),
    warmUp: macd.slow - 1,
  }),
  field('standard', 'macdSignal', {
    name: text('MACD signal', 'MACD信号线'),
    unit: 'price',
    ...unbounded,
    meaning: text(`The MACD line's EMA ${macd.signal}.`, `MACD线的${macd.signal}日指数均线。`),
    warmUp: macd.slow + macd.signal - 2,
  }),
  field('standard', 'macdHistogram', {
    name: text('MACD histogram', 'MACD柱'),
    unit: 'price',
    ...unbounded,
    meaning: text('MACD line minus its signal.', 'MACD线减信号线。'),
    warmUp: macd.slow + macd.signal - 2,
  }),
  field('standard', 'macdCross', {
    name: text('MACD vs signal', 'MACD对信号线'),
    unit: 'enum',
    range: { min: -2, max: 2 },
    values: side(
      text('above the signal', '在信号线之上'),
      text('below the signal', '在信号线之下'),
      text('crossed above the signal on this candle', '本根上穿信号线'),
      text('crossed below the signal on this candle', '本根下穿信号线'),
    ),
    multiple: true,
    durations: SEEK,
    meaning: text('Whether the MACD line is above or below its signal, and whether it crossed on this candle.', 'MACD线在信号线之上还是之下，以及是否在本根交叉。'),
    warmUp: macd.slow + macd.signal - 2,
  }),
  field('standard', 'stochK', {
    name: text('Stochastic %K', '随机指标%K'),
    ...oscillator,
    meaning: text(`Where the close is in the ${stochastic.period}-candle high-low range, averaged over ${stochastic.kSmooth}.`, `收盘价在${stochastic.period}根高低区间中的位置，取${stochastic.kSmooth}根平均。`),
    warmUp: stochastic.period + stochastic.kSmooth - 2,
  }),
  field('standard', 'stochD', {
    name: text('Stochastic %D', '随机指标%D'),
    ...oscillator,
    meaning: text(`%K averaged over ${stochastic.dSmooth}.`, `%K取${stochastic.dSmooth}根平均。`),
    warmUp: stochastic.period + stochastic.kSmooth + stochastic.dSmooth - 3,
  }),
  field('standard', 'stochRsiK', {
    name: text('Stochastic RSI %K', '随机RSI %K'),
    ...oscillator,
    meaning: text(`Where RSI ${stochRsi.rsiPeriod} is in its own ${stochRsi.period}-candle range, averaged over ${stochRsi.kSmooth}.`, `RSI ${stochRsi.rsiPeriod}在其${stochRsi.period}根区间中的位置，取${stochRsi.kSmooth}根平均。`),
    warmUp: stochRsi.rsiPeriod + stochRsi.period + stochRsi.kSmooth - 2,
  }),
  field('standard', 'stochRsiD', {
    name: text('Stochastic RSI %D', '随机RSI %D'),
    ...oscillator,
    meaning: text(`Stochastic RSI %K averaged over ${stochRsi.dSmooth}.`, `随机RSI %K取${stochRsi.dSmooth}根平均。`),
    warmUp: stochRsi.rsiPeriod + stochRsi.period + stochRsi.kSmooth + stochRsi.dSmooth - 3,
  }),
  field('standard', 'cci', {
    name: text('CCI 20', '顺势指标 CCI 20'),
    unit: 'ratio',
    ...unbounded,
    meaning: text('Commodity channel index of the typical price over 20 candles: above 100 strong, below −100 weak.', '典型价格20根的顺势指标：100以上强，−100以下弱。'),
    warmUp: STANDARD_FIELD_SETTINGS.cci - 1,
  }),
  field('standard', 'williamsR', {
    name: text('Williams %R 14', '威廉指标 14'),
    unit: 'oscillator',
    range: { min: -100, max: 0 },
    durations: SEEK,
    meaning: text('Where the close is in the 14-candle range, 0 at the high and −100 at the low: above −20 overbought, below −80 oversold.', '收盘价在14根区间中的位置，最高处为0，最低处为−100：−20以上超买，−80以下超卖。'),
    warmUp: STANDARD_FIELD_SETTINGS.williamsR - 1,
  }),
  field('standard', 'mfi', {
    name: text('MFI 14', '资金流量指标 14'),
    ...oscillator,
    meaning: text('Money flow index: the RSI of typical price times volume over 14 candles.', '资金流量指标：典型价格乘成交量在14根上的相对强弱。'),
    warmUp: STANDARD_FIELD_SETTINGS.mfi,
  }),
  field('standard', 'adx', {
    name: text('ADX 14', '平均趋向 ADX 14'),
    ...oscillator,
    meaning: text('Average directional index: the strength of the trend either way, above 25 trending.', '平均趋向指数：趋势强度（不分方向），25以上为有趋势。'),
    warmUp: 2 * STANDARD_FIELD_SETTINGS.adx - 1,
  }),
  field('standard', 'plusDi', {
    name: text('+DI 14', '正向指标 +DI 14'),
    ...oscillator,
    meaning: text('Plus directional indicator: the share of the true range made by rising highs.', '正向指标：最高价上升占真实波幅的比例。'),
    warmUp: STANDARD_FIELD_SETTINGS.adx,
  }),
  field('standard', 'minusDi', {
    name: text('−DI 14', '负向指标 −DI 14'),
    ...oscillator,
    meaning: text('Minus directional indicator: the share of the true range made by falling lows.', '负向指标：最低价下降占真实波幅的比例。'),
    warmUp: STANDARD_FIELD_SETTINGS.adx,
  }),
  field('standard', 'atr', {
    name: text('ATR 14 % of close', 'ATR 14 占收盘%'),
    unit: 'percent',
    range: { min: 0, max: null },
    durations: SEEK,
    meaning: text("Wilder's average true range over 14 candles, in % of the close.", '14根威尔德平均真实波幅，以收盘价的百分比计。'),
    warmUp: STANDARD_FIELD_SETTINGS.atr,
  }),
  field('standard', 'obv', {
    name: text('OBV', '能量潮'),
    unit: 'volume',
    ...unbounded,
    meaning: text("On-balance volume: each candle's volume added when the close rose, taken away when it fell.", '能量潮：收盘上涨时加上当根成交量，下跌时减去。'),
    warmUp: 0,
  }),
];
