import { KD_PERIODS } from '../catalogue';
import type { Build } from '../engine/build';
import { jLineStep } from '../kernels/elementwise';
import { kdStep } from '../kernels/kd';

export function kdFields(b: Build): void {
  const { high, low, close } = b.input;
  const k = b.field('kd.k');
  const d = b.field('kd.d');
  b.add(
    kdStep(b.state, high, low, close, k, d, KD_PERIODS.n, KD_PERIODS.kSmooth, KD_PERIODS.dSmooth),
    jLineStep(k, d, b.field('kd.j')),
  );
}
