/**
 * Arctangent in degrees for the line angles, within 3 ulps of
 * `Math.atan(x) * 180 / π` (a test checks a million arguments). A slope comes
 * from `(v / REF(v, 1) - 1) * 100`, whose subtraction already leaves a
 * relative error near 1e-13, so nothing a trader sees depends on the last
 * bits; what matters is that thirteen angles a bar cost little.
 *
 * V8's Math.atan is fdlibm's, called out of optimised code: it chooses one of
 * five argument ranges by comparisons that a random walk's slopes keep
 * mispredicting, and evaluates an eleven-term polynomial one term after the
 * other. Here the argument is rounded to the nearest 1/32 (c) without a jump
 * or an integer conversion, atan(x) = atan(c) + atan((x - c) / (1 + x c)),
 * atan(c) comes from a table, and the remainder, at most 1/64, needs only
 * five terms of the series, evaluated as a tree (Estrin) so that the
 * multiplications run side by side. Beyond |x| = 8, a line moving 8 % in one
 * bar, the angle is ±90 less that of 1/x, behind a jump nearly never taken.
 */

const DEGREES = 180 / Math.PI;
/** Table points per unit of x. */
const STEPS = 32;
const STEP = 1 / STEPS;
/** |x| up to which the table holds the angle. */
const LIMIT = 8;
/** Table index of x = 0. */
const MIDDLE = STEPS * LIMIT;
/** atan((k - MIDDLE) / STEPS) in degrees: x from -8 to 8 in steps of 1/32. */
const TABLE = Float64Array.from({ length: 2 * MIDDLE + 1 }, (_, k) => Math.atan((k - MIDDLE) / STEPS) * DEGREES);
/** Adding and subtracting 1.5 * 2^52 rounds a double below 2^51 to the nearest integer. */
const ROUNDER = 6755399441055744;
// The series atan(d) = d - d³/3 + d⁵/5 - d⁷/7 + d⁹/9 in degrees; its next term is below 1e-20 of d.
const D1 = DEGREES;
const D3 = -DEGREES / 3;
const D5 = DEGREES / 5;
const D7 = -DEGREES / 7;
const D9 = DEGREES / 9;

/** atan(x) in degrees; NaN for NaN, ±90 for ±Infinity. */
export function atanDegrees(x: number): number {
  // Beyond the table (and for NaN) the angle is ±90 less that of 1/x, which
  // lies inside: no call out of the loop, whose registers a call would spill.
  const far = !(Math.abs(x) <= LIMIT);
  const y = far ? 1 / x : x;
  const steps = y * STEPS + ROUNDER - ROUNDER;
  const c = steps * STEP;
  const d = (y - c) / (1 + y * c);
  const z = d * d;
  const z2 = z * z;
  const angle = TABLE[(steps | 0) + MIDDLE]! + d * (D1 + z * D3 + z2 * (D5 + z * D7 + z2 * D9));
  return far ? (x > 0 ? 90 : -90) - angle : angle;
}
