import type { State, Step } from '../core/state';
import { smaStep } from '../kernels/average';
import { copyStep, relativeStep } from '../kernels/elementwise';
import { changeStep, overPreviousStep } from '../kernels/lagged';
import type { Build } from '../engine/build';

/** Bars of the mean volume that the volume ratio compares with. */
const VOLUME_RATIO_BARS = 5;

export function candleFields(b: Build): void {
  const { close, open, high, low, volume } = b.input;
  const meanVolume = b.scratch();
  b.add(
    copyStep(close, b.field('candle.close')),
    copyStep(volume, b.field('candle.volume')),
    changeStep(b.state, close, b.field('candle.updown'), 1, 100),
    relativeStep(close, open, b.field('candle.realupdown'), 100),
    amplitudeStep(b.state, high, low, close, b.field('candle.amplitude')),
    smaStep(b.state, volume, meanVolume, VOLUME_RATIO_BARS),
    overPreviousStep(b.state, volume, meanVolume, b.field('candle.volumeRatio')),
  );
}

/** (H - L) / REF(C, 1) * 100. */
function amplitudeStep(state: State, high: Float64Array, low: Float64Array, close: Float64Array, out: Float64Array): Step {
  const at = state.alloc(Number.NaN); // previous close
  return (from, to) => {
    const hs = high;
    const ls = low;
    const cs = close;
    const os = out;
    const s = state.values;
    let prev = s[at]!;
    for (let i = from; i < to; i++) {
      os[i] = ((hs[i]! - ls[i]!) / prev) * 100;
      prev = cs[i]!;
    }
    s[at] = prev;
  };
}
