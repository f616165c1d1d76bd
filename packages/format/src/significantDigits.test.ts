import { describe, expect, it } from 'vitest';
import { seeded } from '../../indicators/test/support/random.js';
import { roundSignificant } from './significantDigits.js';

const byText = (value: number) => Number(value.toPrecision(7));

describe('roundSignificant', () => {
  it('gives what toPrecision(7) read back gives, over the magnitudes indicators produce', () => {
    const random = seeded(7);
    const kinds = [
      () => random() * 200 - 50,
      () => Math.round((random() * 200 - 50) * 100) / 100,
      () => random() * 1e12,
      () => (random() - 0.5) * 1e-6,
      () => Math.floor(random() * 1000),
      () => Math.exp((random() - 0.5) * 80),
      () => Number((random() * 1000).toFixed(Math.floor(random() * 8))),
    ];
    const differing: number[] = [];
    for (let i = 0; i < 300_000; i++) {
      const value = (kinds[i % kinds.length] as () => number)();
      if (!Object.is(roundSignificant(value), byText(value))) differing.push(value);
    }
    expect(differing).toEqual([]);
  });

  it('agrees at powers of ten, halves of the seventh digit and the ends of its fast range', () => {
    const edges = [0, -0, 1, -1, 0.1, 0.09999999999999999, 10, 9999999.5, 1234567.5, 123456.75, 0.00000005, 1e15, 1e-15, 1e-16, 1e21, -2.5e-9];
    for (let k = -15; k <= 15; k++) edges.push(10 ** k, 10 ** k * (1 - Number.EPSILON), 10 ** k * (1 + Number.EPSILON));
    for (const value of edges) expect(roundSignificant(value), String(value)).toBe(byText(value));
  });
});
