import { type Analysis, type ComputeOptions, compute } from './engine/compute';
import { type KdLines, kd, kdLines, type MacdLines, macd, macdLines, ema, rsi, sma } from './primitives';
import type { Series } from './series';

/**
 * Outputs allocated once and reused: the normal way to run indicators over
 * many series (a screener, a backtest). Each method writes into memory the
 * workspace owns and returns views of it, valid until the next call of the
 * same method; a new length reallocates. On 2,500-candle series allocating a
 * fresh Float64Array per call costs about as much as an EMA pass itself
 * (typed arrays over 64 bytes live outside V8's heap).
 *
 * ```ts
 * const ws = new Workspace();
 * for (const s of universe) if (ws.rsi(s.close, 14)[s.close.length - 1]! < 30) …
 * ```
 */
export class Workspace {
  private line = new Float64Array(0);
  private macdOut: MacdLines = macdLines(0);
  private kdOut: KdLines = kdLines(0);
  private analysis: Analysis | undefined;

  private lineOf(n: number): Float64Array {
    if (this.line.length !== n) this.line = new Float64Array(n);
    return this.line;
  }

  ema(values: Float64Array, period: number): Float64Array {
    return ema(values, period, this.lineOf(values.length));
  }

  sma(values: Float64Array, period: number): Float64Array {
    return sma(values, period, this.lineOf(values.length));
  }

  rsi(values: Float64Array, period: number): Float64Array {
    return rsi(values, period, this.lineOf(values.length));
  }

  macd(values: Float64Array, fast = 12, slow = 26, smooth = 9): MacdLines {
    if (this.macdOut.macd.length !== values.length) this.macdOut = macdLines(values.length);
    return macd(values, fast, slow, smooth, this.macdOut);
  }

  kd(high: Float64Array, low: Float64Array, close: Float64Array, period = 9, kSmooth = 3, dSmooth = 3): KdLines {
    if (this.kdOut.k.length !== close.length) this.kdOut = kdLines(close.length);
    return kd(high, low, close, period, kSmooth, dSmooth, this.kdOut);
  }

  /** The catalogue (or the `fields` asked for), in the memory of the previous call when the length matches and it holds the columns. */
  compute(series: Series, options: ComputeOptions = {}): Analysis {
    this.analysis = compute(series, { ...options, reuse: this.analysis });
    return this.analysis;
  }
}
