/**
 * Arctangent in degrees for the line angles, bit for bit `Math.atan` (a test
 * checks a million arguments), in two shapes that suit different lines.
 * V8's Math.atan is fdlibm's, called out of optimised code: it picks one of
 * five argument ranges by comparisons, reduces the argument with the range's
 * own formula, and evaluates one polynomial.
 *
 * - `atanDegrees` has no jumps: the range is the count of thresholds below
 *   |x|, and every reduction is written as (p·|x| − q) / (r + s·|x|) with the
 *   range's p, q, r, s from a table (the same arithmetic as fdlibm's formulas,
 *   exact scalings included). Bar-to-bar slopes of the short lines fall in
 *   different ranges at random, and a mispredicted jump costs more than the
 *   division every bar pays here.
 * - `steadyAtanDegrees` is for the longer lines, whose slopes stay under 7/16
 *   on nearly every bar, where fdlibm reduces nothing: it runs the polynomial
 *   alone behind one well-predicted jump.
 */

/** fdlibm's s_atan.c coefficients aT[0..10], in the shortest digits that give the same doubles. */
const T0 = 0.3333333333333293;
const T1 = -0.19999999999876483;
const T2 = 0.14285714272503466;
const T3 = -0.11111110405462356;
const T4 = 0.09090887133436507;
const T5 = -0.0769187620504483;
const T6 = 0.06661073137387531;
const T7 = -0.058335701337905735;
const T8 = 0.049768779946159324;
const T9 = -0.036531572744216916;
const T10 = 0.016285820115365782;
const DEGREES = 180 / Math.PI;

// Per range (|x| below 7/16, 11/16, 19/16, 39/16, above): fdlibm's reductions
// x, (2x − 1) / (2 + x), (x − 1) / (x + 1), (x − 1.5) / (1 + 1.5x), −1 / x,
// and atanhi/atanlo, the angle of the range's centre in two parts.
const P = Float64Array.of(1, 2, 1, 1, 0);
const Q = Float64Array.of(0, 1, 1, 1.5, 1);
const R = Float64Array.of(1, 2, 1, 1, 0);
const S = Float64Array.of(0, 1, 1, 1.5, 1);
const HIGH = Float64Array.of(0, 0.4636476090008061, 0.7853981633974483, 0.982793723247329, 1.5707963267948966);
const LOW = Float64Array.of(0, 2.2698777452961687e-17, 3.061616997868383e-17, 1.3903311031230998e-17, 6.123233995736766e-17);
const SIGN = Float64Array.of(1, -1);

/** fdlibm's polynomial part: atan(t) for a reduced t, less the range's angle. */
function series(t: number): number {
  const z = t * t;
  const w = z * z;
  const odd = z * (T0 + w * (T2 + w * (T4 + w * (T6 + w * (T8 + w * T10)))));
  const even = w * (T1 + w * (T3 + w * (T5 + w * (T7 + w * T9))));
  return t * (odd + even);
}

/** atan(x) in degrees; NaN for NaN and for an infinite x (which only a zero divisor gives here). */
export function atanDegrees(x: number): number {
  const size = Math.abs(x);
  const range = +(size >= 0.4375) + +(size >= 0.6875) + +(size >= 1.1875) + +(size >= 2.4375);
  const t = (P[range]! * size - Q[range]!) / (R[range]! + S[range]! * size);
  return (HIGH[range]! - (series(t) - LOW[range]! - t)) * SIGN[+(x < 0)]! * DEGREES;
}

/** atan(x) in degrees, the same values, faster when |x| < 7/16 on most calls. */
export function steadyAtanDegrees(x: number): number {
  return Math.abs(x) < 0.4375 ? (x - series(x)) * DEGREES : atanDegrees(x);
}
