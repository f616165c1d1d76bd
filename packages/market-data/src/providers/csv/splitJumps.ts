import type { Candle } from '../../types.js';
import type { CsvProblem } from './candlesFromCsv.js';
import { when } from './csvWarnings.js';

interface Row {
  line: number;
  candle: Candle;
}

/** Split ratios seen in practice, for n-for-1 splits and 1-for-n reverse splits alike; the nearest one is named. */
const SPLIT_RATIOS = [2, 3, 4, 5, 7, 8, 10, 15, 20, 25, 30, 40, 50, 100];
/**
 * How far a split day's close may sit from the ratio: the stock trades on the day too. Real splits closed 2.6–9.7 %
 * off their ratio (a 1-for-5 reverse split at +9.7 %); 12 % still keeps 2 apart from 3 and 8 from 10.
 */
const SPLIT_DAY_MOVE = Math.log(1.12);
/** Below this no ratio is within reach (the smallest, 2, needs 1.79): most bars move far less and skip the search. */
const SMALLEST_JUMP = 2 / 1.12;
/**
 * A close fewer price steps than this from zero moves by whole ratios on a single step (a coin quoted in 1e-6 going
 * from 0.000002 to 0.000004), so its jumps say nothing of splits.
 */
const FEWEST_STEPS = 20;
/** Between dividends the adjusted close keeps within a few percent of the close's path; a split moves it past this. */
const ADJUSTED_SPLIT = Math.log(1.2);
/** How close the adjusted closes' ratio must come to a split's fraction: only dividends on the day move it. */
const FRACTION_FIT = 0.01;

const UNADJUSTED = 'if these prices are not adjusted for splits, use adjusted prices';

/**
 * Closes that jump between consecutive bars by a split's ratio, the mark of a file whose prices were not adjusted
 * for splits: its indicators would read the split as a crash or a rally, and a backtest would book it as a trade's
 * loss. A split moves the whole bar, so its open has gapped most of the way as well; a crash that opens near the
 * last close and falls through the day is not taken for one.
 */
export function splitLikeJumps(rows: readonly Row[]): CsvProblem[] {
  // Found only once a jump needs it: most files have none.
  let step: number | undefined;
  const warnings: CsvProblem[] = [];
  for (let i = 1; i < rows.length; i++) {
    const before = rows[i - 1]!.candle;
    const { line, candle } = rows[i]!;
    const change = candle.close / before.close;
    const factor = change < 1 ? 1 / change : change;
    if (factor < SMALLEST_JUMP) continue;
    step ??= priceStep(rows);
    if (Math.min(before.close, candle.close) < FEWEST_STEPS * step) continue;
    const ratio = nearestRatio(factor);
    if (Math.abs(Math.log(factor / ratio)) > SPLIT_DAY_MOVE) continue;
    const gap = Math.log(candle.open / before.close);
    if (gap * Math.log(change) <= 0 || Math.abs(gap) < Math.log(ratio) / 2) continue;
    const split = change < 1 ? `a ${ratio}-for-1 split` : `a 1-for-${ratio} reverse split`;
    warnings.push({ line, reason: `the close moves ${percent(change)} from ${before.close} on ${when(before.ts)} to ${candle.close} on ${when(candle.ts)}, as ${split} would; ${UNADJUSTED}` });
  }
  return warnings;
}

/**
 * Splits read off a file that holds an adjusted close beside the close (Tiingo's adjClose, some Yahoo exports):
 * the two part by the split's exact fraction on its day, whatever the stock did, so uneven splits (3-for-2) are
 * named and no price move is taken for one. `adjusted[i]` is row i's adjusted close, NaN where the file has none.
 */
export function splitsAgainstAdjusted(rows: readonly Row[], adjusted: readonly number[]): CsvProblem[] {
  const warnings: CsvProblem[] = [];
  for (let i = 1; i < rows.length; i++) {
    const before = rows[i - 1]!.candle;
    const { line, candle } = rows[i]!;
    const parted = Math.log(before.close / adjusted[i - 1]! / (candle.close / adjusted[i]!));
    if (!(Math.abs(parted) >= ADJUSTED_SPLIT)) continue;
    const fraction = splitFraction(Math.exp(Math.abs(parted)));
    if (fraction === null) continue;
    const [shares, from] = parted > 0 ? fraction : [fraction[1], fraction[0]];
    const split = parted > 0 ? `a ${shares}-for-${from} split` : `a ${shares}-for-${from} reverse split`;
    warnings.push({
      line,
      reason: `the close moves ${percent(candle.close / before.close)} from ${before.close} on ${when(before.ts)} to ${candle.close} on ${when(candle.ts)} while the adjusted close does not: ${split}; these closes are not adjusted for it, so use adjusted prices`,
    });
  }
  return warnings;
}

function nearestRatio(factor: number): number {
  let best = SPLIT_RATIOS[0]!;
  for (const ratio of SPLIT_RATIOS) if (Math.abs(Math.log(factor / ratio)) < Math.abs(Math.log(factor / best))) best = ratio;
  return best;
}

/** The split n-for-m (m up to 4: 3-for-2, 5-for-4) whose n/m is `factor`, or null when none is near. */
function splitFraction(factor: number): [number, number] | null {
  for (let from = 1; from <= 4; from++) {
    const shares = Math.round(factor * from);
    if (Math.abs((shares / from) * (1 / factor) - 1) <= FRACTION_FIT) return [shares, from];
  }
  return null;
}

/** Decimals past which a quoting step is too fine to matter: 20 steps of 1e-9 are below any price. */
const MOST_DECIMALS = 9;

/** The file's quoting step: one unit of the most decimals its closes are written with (0.01 for cents). */
function priceStep(rows: readonly Row[]): number {
  let decimals = 0;
  for (const { candle } of rows) {
    while (decimals < MOST_DECIMALS) {
      const scaled = candle.close * 10 ** decimals;
      if (Math.abs(scaled - Math.round(scaled)) <= 1e-9 * Math.max(1, scaled)) break;
      decimals++;
    }
    if (decimals === MOST_DECIMALS) break;
  }
  return 10 ** -decimals;
}

const percent = (change: number) => `${change < 1 ? '' : '+'}${((change - 1) * 100).toFixed(1)} %`;
