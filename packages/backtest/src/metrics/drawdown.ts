import type { EquityCurve } from './types.js';

/** The deepest fall of equity from a running peak, with where it started, bottomed and ended. */
export interface Drawdown {
  /** 1 − trough / peak: 0.25 when equity fell a quarter below its peak; 0 when it never fell. */
  depth: number;
  peakIndex: number;
  troughIndex: number;
  /** First bar back at or above the peak; -1 when the run ended below it. */
  recoveryIndex: number;
}

/** Equity / running peak − 1 at every bar: 0 at a new high, −0.25 a quarter below the best close so far. */
export function drawdownCurve(curve: EquityCurve): Float64Array {
  const { equity } = curve;
  const out = new Float64Array(equity.length);
  let peak = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < equity.length; i++) {
    const e = equity[i]!;
    if (e > peak) peak = e;
    out[i] = peak > 0 ? e / peak - 1 : 0;
  }
  return out;
}

/**
 * The deepest drawdown of `equity[from..to-1]`. Its length runs from the peak to the first bar back at the
 * peak, so a long slow recovery counts, not only the fall; ties keep the earlier drawdown.
 */
export function deepestDrawdown(equity: Float64Array, from: number, to: number): Drawdown {
  const worst: Drawdown = { depth: 0, peakIndex: from, troughIndex: from, recoveryIndex: -1 };
  if (to <= from) return worst;
  let peak = equity[from]!;
  let peakIndex = from;
  let worstStillOpen = false;
  for (let i = from + 1; i < to; i++) {
    const e = equity[i]!;
    if (e >= peak) {
      if (worstStillOpen) {
        worst.recoveryIndex = i;
        worstStillOpen = false;
      }
      peak = e;
      peakIndex = i;
    } else if (peak > 0) {
      const depth = 1 - e / peak;
      if (depth > worst.depth) {
        worst.depth = depth;
        worst.peakIndex = peakIndex;
        worst.troughIndex = i;
        worst.recoveryIndex = -1;
        worstStillOpen = true;
      }
    }
  }
  return worst;
}
