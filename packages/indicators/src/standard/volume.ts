import type { Duration } from '../catalogue';
import { mfiStep, obvStep, type VwapAnchor, vwapStep } from '../kernels/flow';
import { define } from './build';

export type VwapAnchorSetting = VwapAnchor | 'auto';

/**
 * The anchor `auto` picks: each session for intraday candles; on daily
 * candles a session is one candle, whose VWAP is just its typical price, so
 * the month; on weekly candles the year.
 */
export function autoAnchor(duration: Duration): VwapAnchor {
  if (duration === '1d') return 'month';
  if (duration === '1wk') return 'year';
  return 'session';
}

/** Volume-weighted average price, starting again with each anchor period (kernels/flow.ts). */
export const VWAP = define({
  defaults: { anchor: 'auto' as VwapAnchorSetting },
  lines: ['vwap'],
  build: (b, s, out) => {
    const { ts, high, low, close, volume } = b.input;
    const anchor = s.anchor === 'auto' ? autoAnchor(b.duration) : s.anchor;
    b.add(vwapStep(b.state, ts, high, low, close, volume, out.vwap, anchor));
  },
});

/** On-balance volume (TA-Lib OBV of the close). */
export const OBV = define({
  defaults: {},
  lines: ['obv'],
  build: (b, _s, out) => b.add(obvStep(b.state, b.input.close, b.input.volume, out.obv)),
});

/** Money Flow Index (TA-Lib MFI). */
export const MFI = define({
  defaults: { period: 14 },
  lines: ['mfi'],
  build: (b, s, out) => b.add(mfiStep(b.state, b.input.high, b.input.low, b.input.close, b.input.volume, out.mfi, s.period)),
});
