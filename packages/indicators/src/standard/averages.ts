import { emaStep, smaStep, wmaStep } from '../kernels/average';
import { define } from './build';

/** Simple moving average of the close (TA-Lib SMA). */
export const SMA = define({
  defaults: { period: 20 },
  lines: ['sma'],
  build: (b, s, out) => b.add(smaStep(b.state, b.input.close, out.sma, s.period)),
});

/** Exponential moving average of the close, alpha 2 / (period + 1), seeded with the simple mean of the first `period` closes (TA-Lib EMA). */
export const EMA = define({
  defaults: { period: 20 },
  lines: ['ema'],
  build: (b, s, out) => b.add(emaStep(b.state, b.input.close, out.ema, s.period)),
});

/** Linearly weighted moving average of the close, weights 1 to period (TA-Lib WMA). */
export const WMA = define({
  defaults: { period: 20 },
  lines: ['wma'],
  build: (b, s, out) => b.add(wmaStep(b.state, b.input.close, out.wma, s.period)),
});
