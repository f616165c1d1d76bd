import { describe, expect, it } from 'vitest';
import { encodeQr } from './encodeQr.js';

/** Reads the first format-information copy back in the bit order encodeQr writes it. */
function formatBits(m: boolean[][]): number {
  const cells: [number, number][] = [
    [8, 0], [8, 1], [8, 2], [8, 3], [8, 4], [8, 5], [8, 7], [8, 8],
    [7, 8], [5, 8], [4, 8], [3, 8], [2, 8], [1, 8], [0, 8],
  ];
  return cells.reduce((acc, [x, y], i) => acc | (Number(m[y]![x]) << i), 0);
}

function secondFormatBits(m: boolean[][]): number {
  const size = m.length;
  let bits = 0;
  for (let i = 0; i < 8; i++) bits |= Number(m[8]![size - 1 - i]) << i;
  for (let i = 8; i < 15; i++) bits |= Number(m[size - 15 + i]![8]) << i;
  return bits;
}

describe('encodeQr', () => {
  it('picks the smallest version that holds the payload', () => {
    expect(encodeQr('A')).toHaveLength(21);
    expect(encodeQr('weixin://contacts/profile/signaldesk-support')).toHaveLength(33);
    expect(encodeQr('x'.repeat(106))).toHaveLength(41);
    expect(() => encodeQr('x'.repeat(107))).toThrow(RangeError);
  });

  it('draws the three finder patterns and the timing patterns', () => {
    const m = encodeQr('weixin://contacts/profile/signaldesk-support');
    const size = m.length;
    for (const [cx, cy] of [[3, 3], [size - 4, 3], [3, size - 4]] as const) {
      expect(m[cy]![cx]).toBe(true);
      expect(m[cy - 2]![cx]).toBe(false);
      expect(m[cy - 3]![cx]).toBe(true);
    }
    for (let i = 8; i < size - 8; i++) {
      expect(m[6]![i]).toBe(i % 2 === 0);
      expect(m[i]![6]).toBe(i % 2 === 0);
    }
    expect(m[size - 8]![8]).toBe(true);
  });

  it('writes level M format information with a valid BCH check, identical in both copies', () => {
    const m = encodeQr('https://signaldesk.app');
    const bits = formatBits(m) ^ 0x5412;
    expect(bits >>> 13).toBe(0);
    let remainder = bits >>> 10;
    for (let i = 0; i < 10; i++) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
    expect(remainder).toBe(bits & 0x3ff);
    expect(secondFormatBits(m)).toBe(formatBits(m));
  });
});
