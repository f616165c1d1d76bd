import { AREA_NORM_BARS, WAVE_PERIODS, type Wave } from '../catalogue';
import { memoryOf, placeOf } from '../core/memory';
import { type State, type Step, ringSize } from '../core/state';
import { type Build, type Piece, piece } from '../engine/build';
import { macdStep } from '../kernels/oscillators';
import { A, B, C, D, MOVES, moveCode, stageOf } from './phase';

/**
 * Sine (small wave) and chord (large wave): a MACD with a doubled column, then
 * its phases, its same-sign runs (behind area, altitudes and divergence) and
 * the normalised area. Three loops over the chunk, each with a few scalars,
 * rather than one carrying all; the chunk's columns are still in the cache
 * for the next loop. A zero column continues the current run.
 */
export function wavePieces(w: Wave): Piece[] {
  const { fast, slow, smooth } = WAVE_PERIODS[w];
  const macd = piece([`${w}.kfast`, `${w}.kslow`, `${w}.bar`], (b) =>
    b.add(macdStep(b.state, b.input.close, b.field(`${w}.kfast`), b.field(`${w}.kslow`), b.field(`${w}.bar`), fast, slow, smooth, 2)),
  );
  const keys = (...k: WaveKey[]) => k.map((key) => `${w}.${key}` as const);
  const phase = piece(
    keys('quadrant', 'step', 'stage', 'signal', 'shortBand', 'longBand', 'showAwl'),
    (b) => b.add(phaseLoop(b.state, memoryOf(b.field(`${w}.bar`)), column(b, w))),
    [macd],
  );
  const runs = piece(
    keys('area', 'RDAltitude', 'RSAltitude', 'RBAltitude', 'diverge'),
    (b) => {
      const { high, low } = b.input;
      b.add(runLoop(b.state, memoryOf(high, low, b.field(`${w}.bar`)), placeOf(high), placeOf(low), column(b, w)));
    },
    [macd],
  );
  const arean = piece(
    keys('arean'),
    (b) => {
      const f = column(b, w);
      b.add(normalisedAreaLoop(b.state, memoryOf(b.field(`${w}.bar`)), f('bar'), f('area'), f('arean')));
    },
    [runs],
  );
  return [macd, phase, runs, arean];
}

type WaveKey =
  | 'kfast'
  | 'kslow'
  | 'bar'
  | 'quadrant'
  | 'step'
  | 'stage'
  | 'signal'
  | 'shortBand'
  | 'longBand'
  | 'showAwl'
  | 'area'
  | 'arean'
  | 'RDAltitude'
  | 'RSAltitude'
  | 'RBAltitude'
  | 'diverge';

/** A step code as a field value: none yet is NaN. */
const STEP_VALUE = Float64Array.of(Number.NaN, A, B, C, D);

/** Place of a wave field in the pipeline's memory. */
type Column = (key: WaveKey) => number;

const column =
  (b: Build, w: Wave): Column =>
  (key) =>
    placeOf(b.field(`${w}.${key}`));

// The phase machine's scalars kept between chunks.
const QUADRANT = 0; // 0 before the first quadrant
const STEP = 1; // 0 before the first move
const PREV_BAR = 2;

function phaseLoop(state: State, memory: Float64Array, f: Column): Step {
  const at = state.alloc(0, 0, Number.NaN);
  const [fastIn, slowIn, barIn] = [f('kfast'), f('kslow'), f('bar')];
  const [quadrants, steps, stages, signals] = [f('quadrant'), f('step'), f('stage'), f('signal')];
  const [shorts, longs, awls] = [f('shortBand'), f('longBand'), f('showAwl')];
  // Local references: an imported function called through the module namespace is not inlined.
  const codeOf = moveCode;
  const stageCode = stageOf;
  return (from, to) => {
    const s = state.values;
    const m = memory;
    const fs = fastIn | 0;
    const ws = slowIn | 0;
    const bs = barIn | 0;
    const qs = quadrants | 0;
    const ps = steps | 0;
    const gs = stages | 0;
    const ns = signals | 0;
    const ss = shorts | 0;
    const ls = longs | 0;
    const as = awls | 0;
    const codes = STEP_VALUE;
    const moves = MOVES;
    let quadrant = s[at + QUADRANT]! | 0;
    let step = s[at + STEP]! | 0;
    let prevBar = s[at + PREV_BAR]!;
    for (let i = from; i < to; i++) {
      const column = m[bs + i]!;
      if (Number.isNaN(column)) {
        m[qs + i] = Number.NaN;
        m[ps + i] = Number.NaN;
        m[gs + i] = Number.NaN;
        m[ns + i] = Number.NaN;
        m[ss + i] = Number.NaN;
        m[ls + i] = Number.NaN;
        m[as + i] = Number.NaN;
        continue;
      }
      const fast = m[fs + i]!;
      if (Number.isNaN(prevBar)) {
        m[ns + i] = Number.NaN;
        m[qs + i] = Number.NaN;
      } else {
        const next = moves[(quadrant << 4) | codeOf(column, prevBar)]!;
        // A move makes the quadrant left behind the step; arithmetic, as moves come at random.
        const moved = +(quadrant !== 0) & +(next !== quadrant);
        step += moved * (quadrant - step);
        quadrant = next;
        m[ns + i] = (+(prevBar <= 0) & +(column > 0)) - (+(prevBar >= 0) & +(column < 0));
        m[qs + i] = quadrant;
      }
      prevBar = column;
      m[ps + i] = codes[step]!;
      m[gs + i] = stageCode(fast, column);
      const gap = fast - m[ws + i]!;
      // (g + |g|) / 2 and (|g| - g) / 2 are exactly max(g, 0) and max(-g, 0), without a jump.
      const width = Math.abs(gap);
      m[ls + i] = (gap + width) / 2;
      m[ss + i] = (width - gap) / 2;
      m[as + i] = +(gap >= 0) * 2 - 1;
    }
    s[at + QUADRANT] = quadrant;
    s[at + STEP] = step;
    s[at + PREV_BAR] = prevBar;
  };
}

/** A ratio that is NaN rather than infinite when the divisor is 0: x + 0 * x is x unless x is infinite. */
const finite = (x: number) => x + 0 * x;

// The runs' scalars kept between chunks.
const SIDE = 0;
const AREA = 1;
/** Extremes of the current run, the last red run and the last green run: fast, slow, column, price. */
const RUN = 2;
const RED = 6;
const GREEN = 10;

function runLoop(state: State, memory: Float64Array, high: number, low: number, f: Column): Step {
  const at = state.alloc(0, ...new Array<number>(13).fill(Number.NaN));
  const [fastIn, slowIn, barIn] = [f('kfast'), f('kslow'), f('bar')];
  const [areas, rds, rss, rbs, diverges] = [f('area'), f('RDAltitude'), f('RSAltitude'), f('RBAltitude'), f('diverge')];
  return (from, to) => {
    const s = state.values;
    const m = memory;
    const hs = high | 0;
    const ls = low | 0;
    const fs = fastIn | 0;
    const ws = slowIn | 0;
    const bs = barIn | 0;
    const ar = areas | 0;
    const dr = rds | 0;
    const sr = rss | 0;
    const br = rbs | 0;
    const vr = diverges | 0;
    let side = s[at + SIDE]!;
    let area = s[at + AREA]!;
    let runFast = s[at + RUN]!;
    let runSlow = s[at + RUN + 1]!;
    let runBar = s[at + RUN + 2]!;
    let runPrice = s[at + RUN + 3]!;
    let redFast = s[at + RED]!;
    let redSlow = s[at + RED + 1]!;
    let redBar = s[at + RED + 2]!;
    let redPrice = s[at + RED + 3]!;
    let greenFast = s[at + GREEN]!;
    let greenSlow = s[at + GREEN + 1]!;
    let greenBar = s[at + GREEN + 2]!;
    let greenPrice = s[at + GREEN + 3]!;
    for (let i = from; i < to; i++) {
      const column = m[bs + i]!;
      if (Number.isNaN(column)) {
        m[ar + i] = Number.NaN;
        m[dr + i] = Number.NaN;
        m[sr + i] = Number.NaN;
        m[br + i] = Number.NaN;
        m[vr + i] = Number.NaN;
        continue;
      }
      const fast = m[fs + i]!;
      const slow = m[ws + i]!;
      const now = column > 0 ? 1 : column < 0 ? -1 : side || 1;
      if (now !== side) {
        // The finished run becomes the last run of its side.
        if (side > 0) {
          redFast = runFast;
          redSlow = runSlow;
          redBar = runBar;
          redPrice = runPrice;
        } else if (side < 0) {
          greenFast = runFast;
          greenSlow = runSlow;
          greenBar = runBar;
          greenPrice = runPrice;
        }
        side = now;
        area = column;
        runFast = fast;
        runSlow = slow;
        runBar = column;
        runPrice = now > 0 ? m[hs + i]! : m[ls + i]!;
      } else {
        // Extremes of the run, chosen arithmetically (see kdInto in kernels/series.ts):
        // whether a bar beats the run's high so far is a coin toss. now * a > now * b
        // compares for the highest in a red run and the lowest in a green one.
        area += column;
        const price = now > 0 ? m[hs + i]! : m[ls + i]!;
        const gf = +(now * fast > now * runFast);
        const gs = +(now * slow > now * runSlow);
        const gb = +(now * column > now * runBar);
        const gp = +(now * price > now * runPrice);
        runFast = gf * fast + (1 - gf) * runFast;
        runSlow = gs * slow + (1 - gs) * runSlow;
        runBar = gb * column + (1 - gb) * runBar;
        runPrice = gp * price + (1 - gp) * runPrice;
      }
      m[ar + i] = area;
      if (side > 0) {
        m[dr + i] = finite(runFast / redFast);
        m[sr + i] = finite(runSlow / redSlow);
        m[br + i] = finite(runBar / redBar);
        // Top divergence: a higher high than the last red run's with a lower fast-line peak.
        m[vr + i] = +(runPrice > redPrice) & +(runFast < redFast);
      } else {
        m[dr + i] = finite(runFast / greenFast);
        m[sr + i] = finite(runSlow / greenSlow);
        m[br + i] = finite(runBar / greenBar);
        // Bottom divergence, the mirror; against a missing run the comparisons are false: 0.
        m[vr + i] = 0 - (+(runPrice < greenPrice) & +(runFast > greenFast));
      }
    }
    s[at + SIDE] = side;
    s[at + AREA] = area;
    s[at + RUN] = runFast;
    s[at + RUN + 1] = runSlow;
    s[at + RUN + 2] = runBar;
    s[at + RUN + 3] = runPrice;
    s[at + RED] = redFast;
    s[at + RED + 1] = redSlow;
    s[at + RED + 2] = redBar;
    s[at + RED + 3] = redPrice;
    s[at + GREEN] = greenFast;
    s[at + GREEN + 1] = greenSlow;
    s[at + GREEN + 2] = greenBar;
    s[at + GREEN + 3] = greenPrice;
  };
}

/** Area over the mean absolute column of the last AREA_NORM_BARS bars, the mean by TA-Lib's running total. */
function normalisedAreaLoop(state: State, memory: Float64Array, barIn: number, areaIn: number, out: number): Step {
  const at = state.alloc(0, 0); // columns seen, running total of the last AREA_NORM_BARS - 1 absolute columns
  const n = AREA_NORM_BARS;
  const mask = ringSize(n) - 1;
  const sizes = new Float64Array(mask + 1);
  return (from, to) => {
    const s = state.values;
    const mem = memory;
    const bs = barIn | 0;
    const ar = areaIn | 0;
    const os = out | 0;
    const ring = sizes;
    const m = mask;
    let count = s[at]!;
    let total = s[at + 1]!;
    for (let i = from; i < to; i++) {
      const column = mem[bs + i]!;
      if (Number.isNaN(column)) {
        mem[os + i] = Number.NaN;
        continue;
      }
      const size = Math.abs(column);
      ring[count & m] = size;
      if (count < n - 1) {
        total += size;
        mem[os + i] = Number.NaN;
      } else {
        const sum = total + size;
        mem[os + i] = finite(mem[ar + i]! / (sum / n));
        total = sum - ring[(count - n + 1) & m]!;
      }
      count++;
    }
    s[at] = count;
    s[at + 1] = total;
  };
}
