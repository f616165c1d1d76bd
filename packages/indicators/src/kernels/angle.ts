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
/** |x| up to which the table holds the angle. */
const LIMIT = 8;
/** atan((k - 256) / 32) in degrees for k from 0 to 512: x from -8 to 8 in steps of 1/32. */
const TABLE = Float64Array.from({ length: 2 * STEPS * LIMIT + 1 }, (_, k) => Math.atan((k - STEPS * LIMIT) / STEPS) * DEGREES);

/**
 * atan(x) in degrees; NaN for NaN, ±90 for ±Infinity.
 *
 * The numbers are written out: V8 reads a module's constants from its
 * context on every use, with a check that the binding is initialised and an
 * unboxing, which inside the callers' loops cost as much as the arithmetic.
 * 6755399441055744 is 1.5 * 2^52, which added and subtracted rounds x * 32
 * to an integer; 256 is the table's middle; the series atan(d) = d - d³/3 +
 * d⁵/5 - d⁷/7 + d⁹/9 is in degrees (57.29577951308232 = 180 / π and its
 * thirds, fifths, sevenths and ninths); its next term is below 1e-20 of d.
 */
export function atanDegrees(x: number): number {
  // Beyond the table (and for NaN) the angle is ±90 less that of 1/x, which
  // lies inside: no call out of the loop, whose registers a call would spill.
  const far = !(Math.abs(x) <= 8);
  const y = far ? 1 / x : x;
  const steps = y * 32 + 6755399441055744 - 6755399441055744;
  const c = steps * 0.03125;
  const d = (y - c) / (1 + y * c);
  const z = d * d;
  const z2 = z * z;
  const series = 57.29577951308232 + z * -19.098593171027442 + z2 * (11.459155902616464 + z * -8.18511135901176 + z2 * 6.366197723675814);
  const angle = TABLE[(steps | 0) + 256]! + d * series;
  return far ? (x > 0 ? 90 : -90) - angle : angle;
}
