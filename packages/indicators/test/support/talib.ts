import { createRequire } from 'node:module';

interface TalibResult {
  begIndex: number;
  nbElement: number;
  result: Record<string, number[]>;
}

interface Talib {
  execute(params: Record<string, unknown>): TalibResult;
}

function load(): Talib | undefined {
  try {
    return createRequire(import.meta.url)('talib') as Talib;
  } catch {
    return undefined;
  }
}

/** The `talib` package (TA-Lib's C code), or undefined when it is not built here; its tests then skip. */
export const talib = load();

/**
 * Runs a TA-Lib function over whole arrays and lays each output out on the
 * input's bar positions, NaN before TA-Lib's first value.
 */
export function runTalib(name: string, inputs: Record<string, Float64Array>, options: Record<string, number>) {
  if (!talib) throw new Error('talib is not available');
  const n = Object.values(inputs)[0]!.length;
  const params: Record<string, unknown> = { name, startIdx: 0, endIdx: n - 1, ...options };
  for (const [key, values] of Object.entries(inputs)) params[key] = Array.from(values);
  const { begIndex, result } = talib.execute(params);
  const out: Record<string, Float64Array> = {};
  for (const [key, values] of Object.entries(result)) {
    const column = new Float64Array(n).fill(Number.NaN);
    column.set(values, begIndex);
    out[key] = column;
  }
  return out;
}

/** Largest difference from `from` on, relative to the value's size when it is above 1. */
export function maxRelativeDiff(a: Float64Array, b: Float64Array, from: number): number {
  let worst = 0;
  for (let i = from; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (Number.isNaN(x) !== Number.isNaN(y)) return Number.POSITIVE_INFINITY;
    if (Number.isNaN(x)) continue;
    const diff = Math.abs(x - y) / Math.max(1, Math.abs(y));
    if (diff > worst) worst = diff;
  }
  return worst;
}
