import { emaStep, smaStep, wilderStep } from '../kernels/average';
import { deviationBandsStep, midpointStep, offsetBandsStep } from '../kernels/bands';
import { copyStep } from '../kernels/elementwise';
import { trueRangeStep } from '../kernels/range';
import { channelStep } from '../kernels/window';
import { define, type StandardBuild } from './build';

/** TA-Lib's ATR: Wilder's average of the true range, first value on bar `period`. */
export function atrInto(b: StandardBuild, period: number, atr: Float64Array): Float64Array {
  const range = b.scratch();
  b.add(trueRangeStep(b.state, b.input.high, b.input.low, b.input.close, range), wilderStep(b.state, range, atr, period));
  return atr;
}

/** Bollinger Bands (TA-Lib BBANDS with an SMA): SMA(close, period) ± deviations × population standard deviation. */
export const BOLLINGER = define({
  defaults: { period: 20, deviations: 2 },
  lines: ['upper', 'middle', 'lower'],
  build: (b, s, out) =>
    b.add(
      smaStep(b.state, b.input.close, out.middle, s.period),
      deviationBandsStep(b.state, b.input.close, out.middle, out.upper, out.lower, s.period, s.deviations),
    ),
});

/** Keltner Channels: EMA(close, period) ± multiplier × ATR(atrPeriod). */
export const KELTNER = define({
  defaults: { period: 20, atrPeriod: 10, multiplier: 2 },
  lines: ['upper', 'middle', 'lower'],
  build: (b, s, out) => {
    b.add(emaStep(b.state, b.input.close, out.middle, s.period));
    const atr = atrInto(b, s.atrPeriod, b.scratch());
    b.add(offsetBandsStep(out.middle, atr, out.upper, out.lower, s.multiplier));
  },
});

/** Donchian Channels: the highest high and lowest low of `period` bars (this one included) and their middle. */
export const DONCHIAN = define({
  defaults: { period: 20 },
  lines: ['upper', 'middle', 'lower'],
  build: (b, s, out) =>
    b.add(
      channelStep(b.state, b.input.high, b.input.low, out.upper, out.lower, s.period),
      midpointStep(out.upper, out.lower, out.middle),
    ),
});

/**
 * Ichimoku Kinko Hyo, each line on the bar it is computed from. conversion
 * (tenkan) and base (kijun): the middle of the highest high and lowest low of
 * their periods; spanA: the middle of the two; spanB: the middle of the
 * `spanB` period's range; lagging (chikou): the close. A chart draws the two
 * spans base − 1 bars ahead and the lagging line base − 1 bars behind (the
 * catalogue's `shift`: the current bar counts as the first of `base`, as
 * TradingView draws them), so a value never depends on a future bar and the
 * last bar streams like any other.
 */
export const ICHIMOKU = define({
  defaults: { conversion: 9, base: 26, spanB: 52 },
  lines: ['conversion', 'base', 'spanA', 'spanB', 'lagging'],
  build: (b, s, out) => {
    const { high, low, close } = b.input;
    const channel = (period: number, into: Float64Array) => {
      const top = b.scratch();
      const bottom = b.scratch();
      b.add(channelStep(b.state, high, low, top, bottom, period), midpointStep(top, bottom, into));
    };
    channel(s.conversion, out.conversion);
    channel(s.base, out.base);
    channel(s.spanB, out.spanB);
    b.add(midpointStep(out.conversion, out.base, out.spanA), copyStep(close, out.lagging));
  },
});
