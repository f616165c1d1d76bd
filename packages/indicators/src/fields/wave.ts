import { AREA_NORM_BARS, WAVE_PERIODS, type Wave } from '../catalogue';
import { type State, type Step, ringSize } from '../core/state';
import type { Build } from '../engine/build';
import { macdStep } from '../kernels/oscillators';
import { stageOf, stepQuadrant } from './phase';

/** Sine (small wave) and chord (large wave): a MACD with a doubled column, then its phases and runs. */
export function waveFields(b: Build, w: Wave): void {
  const { fast, slow, smooth } = WAVE_PERIODS[w];
  b.add(
    macdStep(b.state, b.input.close, b.field(`${w}.kfast`), b.field(`${w}.kslow`), b.field(`${w}.bar`), fast, slow, smooth, 2),
    phaseAndRunStep(b, w),
  );
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

// Offsets of the scalars kept between chunks.
const QUADRANT = 0;
const STEP = 1;
const PREV_BAR = 2;
const SIDE = 3;
const AREA = 4;
/** Extremes of the current run, the last red run and the last green run: fast, slow, column, price. */
const RUN = 5;
const RED = 9;
const GREEN = 13;
const SIZES = 17; // columns seen, running total of the last AREA_NORM_BARS - 1 absolute columns
const SCALARS = 19;

/**
 * One pass over the column: quadrant, step, stage, cross signal, bands, and
 * the same-sign runs behind area, normalised area, altitudes and divergence.
 * A zero column continues the current run. Everything lives in locals during
 * the loop; the scalars are loaded and stored once per chunk.
 */
function phaseAndRunStep(b: Build, w: Wave): Step {
  const state: State = b.state;
  const init = new Array<number>(SCALARS).fill(Number.NaN);
  init[SIDE] = 0;
  init[SIZES] = 0;
  init[SIZES + 1] = 0;
  const at = state.alloc(...init);
  const n = AREA_NORM_BARS;
  const mask = ringSize(n) - 1;
  const sizes = new Float64Array(mask + 1);
  const { high, low } = b.input;
  const f = (key: WaveKey) => b.field(`${w}.${key}`);
  const inputs = [f('kfast'), f('kslow'), f('bar')] as const;
  const outputs = [
    f('quadrant'),
    f('step'),
    f('stage'),
    f('signal'),
    f('shortBand'),
    f('longBand'),
    f('showAwl'),
    f('area'),
    f('arean'),
    f('RDAltitude'),
    f('RSAltitude'),
    f('RBAltitude'),
    f('diverge'),
  ] as const;

  return (from, to) => {
    const s = state.values;
    const ring = sizes;
    const hs = high;
    const ls = low;
    const [fastIn, slowIn, barIn] = inputs;
    const [quadrants, steps, stages, signals, shorts, longs, awls, areas, areans, rds, rss, rbs, diverges] = outputs;
    // 0 stands for no quadrant yet inside the loop; NaN outside it.
    let quadrant = Number.isNaN(s[at + QUADRANT]!) ? 0 : s[at + QUADRANT]!;
    let step = s[at + STEP]!;
    let prevBar = s[at + PREV_BAR]!;
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
    let count = s[at + SIZES]!;
    let total = s[at + SIZES + 1]!;
    for (let i = from; i < to; i++) {
      const column = barIn[i]!;
      if (Number.isNaN(column)) {
        for (const col of outputs) col[i] = Number.NaN;
        continue;
      }
      const fast = fastIn[i]!;
      const slow = slowIn[i]!;
      if (Number.isNaN(prevBar)) {
        signals[i] = Number.NaN;
        quadrants[i] = Number.NaN;
      } else {
        const next = stepQuadrant(quadrant, column, prevBar);
        if (quadrant !== 0 && next !== quadrant) step = quadrant;
        quadrant = next;
        signals[i] = (+(prevBar <= 0) & +(column > 0)) - (+(prevBar >= 0) & +(column < 0));
        quadrants[i] = quadrant;
      }
      prevBar = column;
      steps[i] = step;
      stages[i] = stageOf(fast, column);
      const gap = fast - slow;
      // (g + |g|) / 2 and (|g| - g) / 2 are exactly max(g, 0) and max(-g, 0), without a jump.
      const width = Math.abs(gap);
      longs[i] = (gap + width) / 2;
      shorts[i] = (width - gap) / 2;
      awls[i] = +(gap >= 0) * 2 - 1;

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
        runPrice = now > 0 ? hs[i]! : ls[i]!;
      } else if (now > 0) {
        area += column;
        runFast = Math.max(runFast, fast);
        runSlow = Math.max(runSlow, slow);
        runBar = Math.max(runBar, column);
        runPrice = Math.max(runPrice, hs[i]!);
      } else {
        area += column;
        runFast = Math.min(runFast, fast);
        runSlow = Math.min(runSlow, slow);
        runBar = Math.min(runBar, column);
        runPrice = Math.min(runPrice, ls[i]!);
      }
      areas[i] = area;
      const red = side > 0;
      rds[i] = ratio(runFast, red ? redFast : greenFast);
      rss[i] = ratio(runSlow, red ? redSlow : greenSlow);
      rbs[i] = ratio(runBar, red ? redBar : greenBar);
      // Top divergence: a higher high than the last red run's with a lower fast-line peak;
      // bottom: the mirror. Against a missing run the comparisons are false: 0.
      const top = +(runPrice > redPrice) & +(runFast < redFast);
      const bottom = +(runPrice < greenPrice) & +(runFast > greenFast);
      diverges[i] = red ? top : 0 - bottom;

      // Mean absolute column over the last n bars, with TA-Lib's running total.
      const size = Math.abs(column);
      ring[count & mask] = size;
      if (count < n - 1) {
        total += size;
        areans[i] = Number.NaN;
      } else {
        const sum = total + size;
        const mean = sum / n;
        areans[i] = mean !== 0 ? area / mean : Number.NaN;
        total = sum - ring[(count - n + 1) & mask]!;
      }
      count++;
    }
    s[at + QUADRANT] = quadrant === 0 ? Number.NaN : quadrant;
    s[at + STEP] = step;
    s[at + PREV_BAR] = prevBar;
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
    s[at + SIZES] = count;
    s[at + SIZES + 1] = total;
  };
}

const ratio = (now: number, before: number) => (before !== 0 ? now / before : Number.NaN);
