/**
 * Seeded randomness that gives the same numbers on every machine: FNV-1a to
 * turn a symbol into a seed, splitmix32 to spread it, xoshiro128** to draw.
 * Only 32-bit integer arithmetic, so no platform float differences creep in
 * before the draws are turned into floats.
 */

/** A 32-bit hash of text, optionally mixed with numbers (a day, a purpose). */
export function seedOf(text: string, ...numbers: number[]): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  for (const n of numbers) {
    hash ^= n | 0;
    hash = Math.imul(hash, 0x01000193);
    hash ^= Math.floor(n / 0x1_0000_0000) | 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function splitmix32(state: number): () => number {
  let s = state | 0;
  return () => {
    s = (s + 0x9e3779b9) | 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export class Random {
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;
  private spare = Number.NaN;

  constructor(seed: number) {
    const mix = splitmix32(seed);
    this.s0 = mix();
    this.s1 = mix();
    this.s2 = mix();
    this.s3 = mix();
  }

  /** xoshiro128**: a uniform 32-bit unsigned integer. */
  nextUint32(): number {
    const result = Math.imul(rotl(Math.imul(this.s1, 5), 7), 9) >>> 0;
    const t = this.s1 << 9;
    this.s2 ^= this.s0;
    this.s3 ^= this.s1;
    this.s1 ^= this.s2;
    this.s0 ^= this.s3;
    this.s2 ^= t;
    this.s3 = rotl(this.s3, 11);
    return result;
  }

  /** Uniform in (0, 1): never exactly 0, so logarithms stay finite. */
  uniform(): number {
    return (this.nextUint32() + 0.5) / 0x1_0000_0000;
  }

  /** Standard normal by Marsaglia's polar method, keeping the second draw for the next call. */
  normal(): number {
    if (!Number.isNaN(this.spare)) {
      const spare = this.spare;
      this.spare = Number.NaN;
      return spare;
    }
    let u: number;
    let v: number;
    let s: number;
    do {
      u = 2 * this.uniform() - 1;
      v = 2 * this.uniform() - 1;
      s = u * u + v * v;
    } while (s >= 1);
    const factor = Math.sqrt((-2 * Math.log(s)) / s);
    this.spare = v * factor;
    return u * factor;
  }

  /**
   * A fat-tailed draw with unit variance: a normal whose scale jumps to 2.2×
   * one time in ten (a scale mixture), so big moves come far more often
   * than a normal allows, at the cost of one normal and one uniform.
   */
  fatTailed(): number {
    return this.normal() * (this.uniform() < TAIL_CHANCE ? TAIL_SCALE : CALM_SCALE);
  }

  /** An integer in [0, n). */
  below(n: number): number {
    return Math.floor(this.uniform() * n);
  }
}

const TAIL_CHANCE = 0.1;
const CALM_SCALE = 1 / Math.sqrt(0.9 + 0.1 * 2.2 ** 2);
const TAIL_SCALE = 2.2 * CALM_SCALE;

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}
