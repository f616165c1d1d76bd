import { STANDARD_FIELD_SETTINGS as S } from '../catalogue/standard';
import type { Build } from '../engine/build';
import { rangePositionStep } from '../kernels/bands';
import { relativeStep } from '../kernels/elementwise';
import { cloudStep, shareStep, sideStep, spreadStep } from '../kernels/sides';
import { EMA, SMA, WMA } from '../standard/averages';
import type { StandardBuild } from '../standard/build';
import { BOLLINGER, DONCHIAN, ICHIMOKU, KELTNER } from '../standard/channels';
import { CCI, MACD, RSI, STOCH_RSI, STOCHASTIC, WILLIAMS_R } from '../standard/oscillators';
import { ADX, ATR, PSAR, SUPERTREND } from '../standard/trend';
import { MFI, OBV, VWAP } from '../standard/volume';

/**
 * The standard indicators' fields, built by the chart's own indicator
 * definitions, so a screen, an alert or a backtest reads the very numbers the
 * chart draws at the same settings.
 */
export function standardFields(b: Build): void {
  const { close } = b.input;
  const sb: StandardBuild = { state: b.state, input: b.input, scratch: b.scratch, duration: b.duration, add: b.add };
  const lines = (count: number) => Array.from({ length: count }, () => b.scratch());

  const sma = [b.scratch(), b.scratch(), b.scratch()] as const;
  for (const [i, period] of S.averages.entries()) SMA.build(sb, { period }, { sma: sma[i]! });
  b.add(
    relativeStep(close, sma[0], b.field('standard.sma20'), 100),
    relativeStep(close, sma[1], b.field('standard.sma50'), 100),
    relativeStep(close, sma[2], b.field('standard.sma200'), 100),
    sideStep(b.state, sma[1], sma[2], b.field('standard.goldenCross')),
  );
  const ema = [b.scratch(), b.scratch(), b.scratch()] as const;
  for (const [i, period] of S.averages.entries()) EMA.build(sb, { period }, { ema: ema[i]! });
  b.add(
    relativeStep(close, ema[0], b.field('standard.ema20'), 100),
    relativeStep(close, ema[1], b.field('standard.ema50'), 100),
    relativeStep(close, ema[2], b.field('standard.ema200'), 100),
  );
  const [wma, vwap] = lines(2) as [Float64Array, Float64Array];
  WMA.build(sb, { period: S.wma }, { wma });
  VWAP.build(sb, { anchor: 'auto' }, { vwap });
  b.add(relativeStep(close, wma, b.field('standard.wma20'), 100), relativeStep(close, vwap, b.field('standard.vwap'), 100));

  const [upper, middle, lower] = lines(3) as [Float64Array, Float64Array, Float64Array];
  BOLLINGER.build(sb, S.bollinger, { upper, middle, lower });
  b.add(
    rangePositionStep(close, lower, upper, b.field('standard.bollingerB'), 1),
    spreadStep(upper, lower, middle, b.field('standard.bollingerWidth'), 100),
  );
  const keltner = lines(3) as [Float64Array, Float64Array, Float64Array];
  KELTNER.build(sb, S.keltner, { upper: keltner[0], middle: keltner[1], lower: keltner[2] });
  b.add(rangePositionStep(close, keltner[2], keltner[0], b.field('standard.keltnerPosition'), 1));
  const donchian = lines(3) as [Float64Array, Float64Array, Float64Array];
  DONCHIAN.build(sb, { period: S.donchian }, { upper: donchian[0], middle: donchian[1], lower: donchian[2] });
  b.add(rangePositionStep(close, donchian[2], donchian[0], b.field('standard.donchianPosition'), 1));

  const [conversion, base, spanA, spanB, lagging] = lines(5) as [Float64Array, Float64Array, Float64Array, Float64Array, Float64Array];
  ICHIMOKU.build(sb, S.ichimoku, { conversion, base, spanA, spanB, lagging });
  b.add(cloudStep(b.state, close, spanA, spanB, b.field('standard.ichimokuCloud'), S.ichimoku.base - 1));
  const [supertrend, direction] = lines(2) as [Float64Array, Float64Array];
  SUPERTREND.build(sb, S.supertrend, { supertrend, direction });
  b.add(sideStep(b.state, close, supertrend, b.field('standard.supertrend')));
  const sar = b.scratch();
  PSAR.build(sb, S.psar, { sar });
  b.add(sideStep(b.state, close, sar, b.field('standard.psar')));

  RSI.build(sb, { period: S.rsi }, { rsi: b.field('standard.rsi') });
  const macd = { macd: b.field('standard.macd'), signal: b.field('standard.macdSignal'), histogram: b.field('standard.macdHistogram') };
  MACD.build(sb, S.macd, macd);
  b.add(sideStep(b.state, macd.macd, macd.signal, b.field('standard.macdCross')));
  STOCHASTIC.build(sb, S.stochastic, { k: b.field('standard.stochK'), d: b.field('standard.stochD') });
  STOCH_RSI.build(sb, S.stochRsi, { k: b.field('standard.stochRsiK'), d: b.field('standard.stochRsiD') });
  CCI.build(sb, { period: S.cci }, { cci: b.field('standard.cci') });
  WILLIAMS_R.build(sb, { period: S.williamsR }, { r: b.field('standard.williamsR') });
  MFI.build(sb, { period: S.mfi }, { mfi: b.field('standard.mfi') });
  ADX.build(sb, { period: S.adx }, { adx: b.field('standard.adx'), plusDi: b.field('standard.plusDi'), minusDi: b.field('standard.minusDi') });
  const atr = b.scratch();
  ATR.build(sb, { period: S.atr }, { atr });
  b.add(shareStep(atr, close, b.field('standard.atr'), 100));
  OBV.build(sb, {}, { obv: b.field('standard.obv') });
}
