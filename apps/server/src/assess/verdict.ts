import type { AssessReason, Verdict } from '@signaldesk/contract';

/** The snapshot readings an assessment uses, by catalogue field id. */
export const ASSESSED_FIELDS = ['matrix.trend', 'matrix.bandOrder', 'chord.quadrant', 'feature.rrtop', 'feature.rrbom'] as const;
export type AssessedField = (typeof ASSESSED_FIELDS)[number];
export type Readings = Record<AssessedField, number | null>;

/** Within 5 % of the 1-year high or low the price is testing it. */
export const NEAR_EXTREME = 0.05;

const PHASES = ['A', 'B', 'C', 'D'] as const;
/**
 * Points of each large-wave phase: C (column above zero and rising) is the strongest, A (below zero and falling)
 * the weakest; B is a recovery, D a fading rise, so each gets half.
 */
const PHASE_POINTS = { A: -1, B: 0.5, C: 1, D: -0.5 } as const;

function trend(value: number | null): AssessReason {
  if (value === 3) return { factor: 'trend', code: 'bull', points: 2, value };
  if (value === 2) return { factor: 'trend', code: 'bear', points: -2, value };
  return { factor: 'trend', code: value === null ? 'missing' : 'unknown', points: 0, value };
}

function bandOrder(value: number | null): AssessReason {
  if (value === 1) return { factor: 'bandOrder', code: 'bull', points: 1, value };
  if (value === -1) return { factor: 'bandOrder', code: 'bear', points: -1, value };
  return { factor: 'bandOrder', code: value === null ? 'missing' : 'none', points: 0, value };
}

function phase(value: number | null): AssessReason {
  const code = value === null ? undefined : PHASES[value - 1];
  if (!code) return { factor: 'phase', code: 'missing', points: 0, value };
  return { factor: 'phase', code, points: PHASE_POINTS[code], value };
}

/** rrtop is close over the 1-year high minus 1 (0 at the high); near it the stock shows strength. */
function high(value: number | null): AssessReason {
  if (value === null) return { factor: 'high', code: 'missing', points: 0, value };
  return -value <= NEAR_EXTREME ? { factor: 'high', code: 'near', points: 1, value } : { factor: 'high', code: 'far', points: 0, value };
}

/** rrbom is close over the 1-year low minus 1 (0 at the low); near it the stock shows weakness. */
function low(value: number | null): AssessReason {
  if (value === null) return { factor: 'low', code: 'missing', points: 0, value };
  return value <= NEAR_EXTREME ? { factor: 'low', code: 'near', points: -1, value } : { factor: 'low', code: 'far', points: 0, value };
}

/** Score to verdict: the score runs from -5 to 5. */
export function verdictOf(score: number): Verdict {
  if (score >= 3) return 'bull';
  if (score >= 1) return 'leanBull';
  if (score > -1) return 'neutral';
  if (score > -3) return 'leanBear';
  return 'bear';
}

/** The verdict of one daily snapshot and every reason it rests on, in a fixed order. */
export function assess(readings: Readings): { verdict: Verdict; score: number; reasons: AssessReason[] } {
  const reasons = [
    trend(readings['matrix.trend']),
    bandOrder(readings['matrix.bandOrder']),
    phase(readings['chord.quadrant']),
    high(readings['feature.rrtop']),
    low(readings['feature.rrbom']),
  ];
  const score = reasons.reduce((sum, reason) => sum + reason.points, 0);
  return { verdict: verdictOf(score), score, reasons };
}
