/**
 * Before anything is timed: does each library compute what the engine
 * computes? Each line is compared with the engine's over the last 1,000 of
 * 2,500 candles, aligned at the last candle, where every way of starting an
 * average (its first value, an SMA, a 50) has long faded. KD is checked on
 * its %K, where the engine's and the libraries' smoothings have not yet
 * parted: the window's %K (plain loops here), its 3-bar average, or the
 * engine's 1/3-weighted K. A library that fails is not compared with.
 */
import type { Series } from '../src/series';
import { makeSeries } from './data';
import { type Compared, IMPLEMENTATIONS, INDICATORS, type Indicator, prepare } from './libraries';
import { round } from './timing';

const LENGTH = 2_500;
const TAIL = 1_000;
/** Prices near 100: a millionth is far below any difference of method. Oscillators (0 to 100): two libraries round them to 2 decimals. */
const TOLERANCE: Record<Indicator, number> = {
  'EMA(12)': 1e-6,
  'SMA(30)': 1e-6,
  'MACD(12,26,9)': 1e-6,
  'KD(9,3,3)': 0.006,
  'RSI(14)': 0.006,
};

/** %K of a 9-bar window, its 3-bar average, and the Chinese K (1/3 weights from 50), by plain loops. */
function kdReferences(s: Series) {
  const n = s.close.length;
  const raw = new Float64Array(n).fill(Number.NaN);
  for (let i = 8; i < n; i++) {
    let hi = -Infinity;
    let lo = Infinity;
    for (let j = i - 8; j <= i; j++) {
      hi = Math.max(hi, s.high[j]!);
      lo = Math.min(lo, s.low[j]!);
    }
    raw[i] = ((s.close[i]! - lo) / (hi - lo)) * 100;
  }
  const slow = new Float64Array(n).fill(Number.NaN);
  for (let i = 10; i < n; i++) slow[i] = (raw[i]! + raw[i - 1]! + raw[i - 2]!) / 3;
  const chinese = new Float64Array(n).fill(Number.NaN);
  let k = 50;
  for (let i = 8; i < n; i++) chinese[i] = k = (2 * k + raw[i]!) / 3;
  return { raw, slow, chinese };
}

/** Largest difference over the tail, both lines read back from their last value; NaN where a value is missing. */
function tailDifference(ours: ArrayLike<number>, theirs: ArrayLike<number>): number {
  let worst = 0;
  for (let back = 1; back <= TAIL; back++) {
    const d = Math.abs(ours[ours.length - back]! - theirs[theirs.length - back]!);
    if (!(d <= worst)) worst = d;
  }
  return worst;
}

export interface Agreement {
  agrees: boolean;
  maxDifference: number;
  compared: string;
}

export function checkAgreement(): Record<Indicator, Record<string, Agreement>> {
  const series = makeSeries(LENGTH, 4242);
  const p = prepare(series);
  const kdRef = kdReferences(series);
  const result = {} as Record<Indicator, Record<string, Agreement>>;
  for (const ind of INDICATORS) {
    const engine = IMPLEMENTATIONS.engine![ind]!;
    const ours = engine.read(engine.run(p)).line;
    result[ind] = {};
    for (const [name, impl] of Object.entries(IMPLEMENTATIONS)) {
      const got: Compared = impl[ind]!.read(impl[ind]!.run(p));
      const against = got.kd ? kdRef[got.kd] : ours;
      const maxDifference = tailDifference(against, got.line);
      result[ind][name] = {
        agrees: maxDifference <= TOLERANCE[ind],
        maxDifference: Number(maxDifference.toPrecision(2)),
        compared: got.kd
          ? `%K ${got.kd === 'chinese' ? 'smoothed by 1/3 weights (Chinese K)' : got.kd === 'slow' ? 'averaged over 3 bars' : 'of the window'} against plain loops`
          : `last ${TAIL} values against the engine's`,
      };
    }
  }
  return result;
}

/** The implementations that may be compared on each indicator, and what is said of the others. */
export function comparable(agreement: Record<Indicator, Record<string, Agreement>>) {
  const excluded: string[] = [];
  for (const ind of INDICATORS) {
    for (const [name, a] of Object.entries(agreement[ind])) {
      if (!a.agrees) excluded.push(`${name} ${ind}: computes something else (differs by ${round(a.maxDifference, 6)}), not compared`);
    }
  }
  return { ok: (ind: Indicator, name: string) => agreement[ind][name]?.agrees === true, excluded };
}
