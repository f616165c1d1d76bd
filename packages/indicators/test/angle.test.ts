import { describe, expect, it } from 'vitest';
import { atanDegrees, steadyAtanDegrees } from '../src/kernels/angle';
import { seeded } from './support/random';

const DEGREES = 180 / Math.PI;

/** Arguments from 2^-40 to 2^40 of both signs, and each range threshold of fdlibm with its neighbouring doubles. */
function argumentsToCheck(): number[] {
  const rnd = seeded(5);
  const xs: number[] = [];
  for (let i = 0; i < 1_000_000; i++) xs.push((rnd() < 0.5 ? -1 : 1) * rnd() * 2 ** Math.floor((rnd() - 0.5) * 80));
  for (const edge of [0.4375, 0.6875, 1.1875, 2.4375]) {
    for (const x of [edge, edge * (1 + Number.EPSILON), edge * (1 - Number.EPSILON / 2)]) xs.push(x, -x);
  }
  xs.push(0, 1, -1, 1e-300, 1e300);
  return xs;
}

describe('line angles', () => {
  it('equal Math.atan in degrees bit for bit, in both shapes', () => {
    const misses: string[] = [];
    for (const x of argumentsToCheck()) {
      const expected = Math.atan(x) * DEGREES;
      if (!Object.is(atanDegrees(x), expected)) misses.push(`atanDegrees(${x})`);
      if (!Object.is(steadyAtanDegrees(x), expected)) misses.push(`steadyAtanDegrees(${x})`);
    }
    expect(misses.slice(0, 5)).toEqual([]);
  });

  it('give NaN for NaN', () => {
    expect(atanDegrees(Number.NaN)).toBeNaN();
    expect(steadyAtanDegrees(Number.NaN)).toBeNaN();
  });
});
