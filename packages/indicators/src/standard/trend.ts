import { directionalStep } from '../kernels/range';
import { sarStep, supertrendStep } from '../kernels/stops';
import { define } from './build';
import { atrInto } from './channels';

/** Average true range (TA-Lib ATR): Wilder's average of the true range. */
export const ATR = define({
  defaults: { period: 14 },
  lines: ['atr'],
  build: (b, s, out) => {
    atrInto(b, s.period, out.atr);
  },
});

/** Average directional index with +DI and −DI (TA-Lib ADX, PLUS_DI, MINUS_DI). */
export const ADX = define({
  defaults: { period: 14 },
  lines: ['adx', 'plusDi', 'minusDi'],
  build: (b, s, out) =>
    b.add(directionalStep(b.state, b.input.high, b.input.low, b.input.close, out.adx, out.plusDi, out.minusDi, s.period)),
});

/** Parabolic SAR (TA-Lib SAR when start equals step, SAREXT otherwise). */
export const PSAR = define({
  defaults: { start: 0.02, step: 0.02, maximum: 0.2 },
  lines: ['sar'],
  build: (b, s, out) => b.add(sarStep(b.state, b.input.high, b.input.low, out.sar, s.start, s.step, s.maximum)),
});

/** Supertrend over TA-Lib's ATR(period), bands multiplier × ATR from the candle's middle. */
export const SUPERTREND = define({
  defaults: { period: 10, multiplier: 3 },
  lines: ['supertrend', 'direction'],
  build: (b, s, out) => {
    const atr = atrInto(b, s.period, b.scratch());
    b.add(supertrendStep(b.state, b.input.high, b.input.low, b.input.close, atr, out.supertrend, out.direction, s.multiplier));
  },
});
