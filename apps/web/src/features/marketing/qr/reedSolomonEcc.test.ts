import { describe, expect, it } from 'vitest';
import { reedSolomonEcc } from './reedSolomonEcc.js';

describe('reedSolomonEcc', () => {
  it('matches the worked "HELLO WORLD" version 1-M example of the thonky.com QR tutorial', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(reedSolomonEcc(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });
});
