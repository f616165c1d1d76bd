import type { Build } from '../engine/build';
import { relativeStep } from '../kernels/elementwise';
import { changeStep } from '../kernels/lagged';
import { highestStep, lowestStep } from '../kernels/window';

export function featureFields(b: Build): void {
  const { high, low, close } = b.input;
  const extremes = [
    { years: 4, top: b.field('feature.rltop'), bottom: b.field('feature.rlbom') },
    { years: 1, top: b.field('feature.rrtop'), bottom: b.field('feature.rrbom') },
  ];
  for (const { years, top, bottom } of extremes) {
    const bars = Math.round(years * b.barsPerYear);
    const highestHigh = b.scratch();
    const lowestLow = b.scratch();
    b.add(
      highestStep(b.state, high, highestHigh, bars),
      lowestStep(b.state, low, lowestLow, bars),
      relativeStep(close, highestHigh, top, 1),
      relativeStep(close, lowestLow, bottom, 1),
    );
  }
  b.add(
    changeStep(b.state, close, b.field('feature.cd10'), 10, 1),
    changeStep(b.state, close, b.field('feature.cd5'), 5, 1),
    changeStep(b.state, close, b.field('feature.cd3'), 3, 1),
    changeStep(b.state, close, b.field('feature.cd1'), 1, 1),
  );
}
