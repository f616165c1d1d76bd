import { describe, expect, it } from 'vitest';
import { atanDegrees } from '../src/kernels/angle';
import { seeded } from './support/random';

const DEGREES = 180 / Math.PI;

/** Arguments from 2^-40 to 2^40 of both signs, the table's edge with its neighbouring doubles, and the halfway points between table entries. */
function argumentsToCheck(): number[] {
  const rnd = seeded(5);
  const xs: number[] = [];
  for (let i = 0; i < 1_000_000; i++) xs.push((rnd() < 0.5 ? -1 : 1) * rnd() * 2 ** Math.floor((rnd() - 0.5) * 80));
  for (let k = 0; k < 8 * 32; k++) xs.push((k + 0.5) / 32, -(k + 0.5) / 32);
  for (const x of [8, 8 * (1 + Number.EPSILON), 8 * (1 - Number.EPSILON / 2)]) xs.push(x, -x);
  xs.push(0, 1, -1, 1e-300, 1e300);
  return xs;
}

describe('line angles', () => {
  it('agree with Math.atan in degrees within 3 ulps (that product rounds twice itself), over a million arguments', () => {
    const misses: string[] = [];
    for (const x of argumentsToCheck()) {
      const expected = Math.atan(x) * DEGREES;
      const got = atanDegrees(x);
      const ulp = expected === 0 ? Number.MIN_VALUE : 2 ** Math.floor(Math.log2(Math.abs(expected))) * Number.EPSILON;
      const ulps = Math.abs(got - expected) / ulp;
      if (!(ulps <= 3)) misses.push(`atanDegrees(${x}) = ${got}, Math.atan gives ${expected}`);
    }
    expect(misses.slice(0, 5)).toEqual([]);
  });

  it('is exact where a trader reads a round angle: 0 when flat, ±45 at 1 % a bar, ±90 at infinity', () => {
    expect(Object.is(atanDegrees(0), 0)).toBe(true);
    expect(atanDegrees(1)).toBe(45);
    expect(atanDegrees(-1)).toBe(-45);
    expect(atanDegrees(Number.POSITIVE_INFINITY)).toBe(90);
    expect(atanDegrees(Number.NEGATIVE_INFINITY)).toBe(-90);
  });

  it('gives NaN for NaN', () => {
    expect(atanDegrees(Number.NaN)).toBeNaN();
  });
});
