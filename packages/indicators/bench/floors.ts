/**
 * Lower bounds of the whole catalogue on this runtime, each against one EMA
 * pass over the same 2,500 candles in the same run: what any JavaScript
 * engine pays for the catalogue's outputs, its 13 line angles and the
 * divisions of its ratio fields before it computes anything else. Their sum
 * over the EMA pass is the smallest ratio the catalogue could reach.
 */
import { ema, FIELD_COUNT } from '../src';
import { atanDegrees } from '../src/kernels/angle';
import type { Series } from '../src/series';
import { medianOf, round } from './timing';

const FIELDS = FIELD_COUNT + ((8 - (FIELD_COUNT % 8)) % 8); // every field, rounded up to whole loops of eight
const ANGLES = 13;
/** Divisions of the ratio fields besides the angles' own two each. */
const DIVISIONS = 36;
const REPEATS = 400;

/** Eight output columns a loop over one memory: the cheapest way of storing a bar's values that was measured (docs/indicators.md). */
function storeEight(m: Float64Array, n: number, to: number): void {
  for (let i = 0; i < n; i++) {
    const v = m[i]!;
    m[to + i] = v;
    m[to + n + i] = v;
    m[to + 2 * n + i] = v;
    m[to + 3 * n + i] = v;
    m[to + 4 * n + i] = v;
    m[to + 5 * n + i] = v;
    m[to + 6 * n + i] = v;
    m[to + 7 * n + i] = v;
  }
}

function angle(m: Float64Array, n: number, to: number): void {
  const atan = atanDegrees;
  for (let i = 1; i < n; i++) m[to + i] = atan((m[i]! / m[i - 1]! - 1) * 100);
}

/** Six divisions a bar by six other columns, into one output so the loop stores little. */
function divideSix(m: Float64Array, n: number, by: number, to: number): void {
  for (let i = 0; i < n; i++) {
    const v = m[i]!;
    m[to + i] =
      v / m[by + i]! + v / m[by + n + i]! + v / m[by + 2 * n + i]! + v / m[by + 3 * n + i]! + v / m[by + 4 * n + i]! + v / m[by + 5 * n + i]!;
  }
}

export function catalogueFloors(series: Series, length: number) {
  const n = length;
  const m = new Float64Array(n * (1 + FIELDS));
  m.set(series.close.subarray(0, n));
  const emaOut = new Float64Array(n);
  const times = medianOf(
    {
      stores: () => {
        for (let r = 0; r < REPEATS; r++) for (let c = 1; c < 1 + FIELDS; c += 8) storeEight(m, n, c * n);
      },
      angles: () => {
        for (let r = 0; r < REPEATS; r++) for (let a = 0; a < ANGLES; a++) angle(m, n, (1 + a) * n);
      },
      divisions: () => {
        for (let r = 0; r < REPEATS; r++) for (let d = 0; d < DIVISIONS; d += 6) divideSix(m, n, (20 + d) * n, (1 + d / 6) * n);
      },
      ema: () => {
        for (let r = 0; r < REPEATS; r++) ema(series.close.subarray(0, n), 12, emaOut);
      },
    },
    5,
  );
  const perCandle = (ns: number) => ns / (REPEATS * n);
  const sum = perCandle(times.stores + times.angles + times.divisions);
  const emaNs = perCandle(times.ema);
  return {
    candles: n,
    note: `${FIELDS} values stored a bar eight columns a loop over one memory; ${ANGLES} line angles; ${DIVISIONS} divisions; each timed over ${REPEATS} passes, median of 5 rounds in turns with one EMA(12) pass`,
    storeNsPerCandle: round(perCandle(times.stores)),
    anglesNsPerCandle: round(perCandle(times.angles)),
    divisionsNsPerCandle: round(perCandle(times.divisions)),
    sumNsPerCandle: round(sum),
    emaNsPerCandle: round(emaNs),
    sumOverEma: round(sum / emaNs, 1),
  };
}
