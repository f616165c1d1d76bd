import { describe, expect, it } from 'vitest';
import { type Pivot, ZIGZAG_SETS, type ZigzagParams, zigzag } from '../src';
import { seeded } from './support/random';

/**
 * A literal transcription of MetaTrader 4's ZigZag.mq4 (build 600+): arrays
 * indexed newest first, 0 meaning empty, iLowest/iHighest over Depth bars from
 * i. The only change is the deviation, read as percent of the extreme instead
 * of points, as the product uses it.
 */
function metaTraderZigzag(highOldestFirst: number[], lowOldestFirst: number[], p: ZigzagParams): Pivot[] {
  const n = highOldestFirst.length;
  const High = [...highOldestFirst].reverse();
  const Low = [...lowOldestFirst].reverse();
  const zz = new Array<number>(n).fill(0);
  const hb = new Array<number>(n).fill(0);
  const lb = new Array<number>(n).fill(0);
  const iLowest = (i: number) => Math.min(...Low.slice(i, i + p.depth));
  const iHighest = (i: number) => Math.max(...High.slice(i, i + p.depth));
  let lastlow = 0;
  let lasthigh = 0;
  const limit = n - p.depth;
  for (let i = limit; i >= 0; i--) {
    let extremum = iLowest(i);
    if (extremum === lastlow) extremum = 0;
    else {
      lastlow = extremum;
      if (Low[i]! - extremum > (p.deviation / 100) * extremum) extremum = 0;
      else for (let back = 1; back <= p.backstep; back++) if (lb[i + back] !== 0 && lb[i + back]! > extremum) lb[i + back] = 0;
    }
    lb[i] = Low[i] === extremum ? extremum : 0;
    extremum = iHighest(i);
    if (extremum === lasthigh) extremum = 0;
    else {
      lasthigh = extremum;
      if (extremum - High[i]! > (p.deviation / 100) * extremum) extremum = 0;
      else for (let back = 1; back <= p.backstep; back++) if (hb[i + back] !== 0 && hb[i + back]! < extremum) hb[i + back] = 0;
    }
    hb[i] = High[i] === extremum ? extremum : 0;
  }
  let whatlookfor = 0;
  lastlow = 0;
  lasthigh = 0;
  let lastlowpos = 0;
  let lasthighpos = 0;
  for (let i = limit; i >= 0; i--) {
    if (whatlookfor === 0) {
      if (lastlow === 0 && lasthigh === 0) {
        if (hb[i] !== 0) {
          lasthigh = High[i]!;
          lasthighpos = i;
          whatlookfor = -1;
          zz[i] = lasthigh;
        }
        if (lb[i] !== 0) {
          lastlow = Low[i]!;
          lastlowpos = i;
          whatlookfor = 1;
          zz[i] = lastlow;
        }
      }
    } else if (whatlookfor === 1) {
      if (lb[i] !== 0 && lb[i]! < lastlow && hb[i] === 0) {
        zz[lastlowpos] = 0;
        lastlowpos = i;
        lastlow = lb[i]!;
        zz[i] = lastlow;
      }
      if (hb[i] !== 0 && lb[i] === 0) {
        lasthigh = hb[i]!;
        lasthighpos = i;
        zz[i] = lasthigh;
        whatlookfor = -1;
      }
    } else {
      if (hb[i] !== 0 && hb[i]! > lasthigh && lb[i] === 0) {
        zz[lasthighpos] = 0;
        lasthighpos = i;
        lasthigh = hb[i]!;
        zz[i] = lasthigh;
      }
      if (lb[i] !== 0 && hb[i] === 0) {
        lastlow = lb[i]!;
        lastlowpos = i;
        zz[i] = lastlow;
        whatlookfor = 1;
      }
    }
  }
  const pivots: Pivot[] = [];
  for (let i = n - 1; i >= 0; i--) {
    if (zz[i] === 0) continue;
    pivots.push({ index: n - 1 - i, price: zz[i]!, kind: zz[i] === Low[i] && lb[i] !== 0 ? 'low' : 'high' });
  }
  return pivots;
}

describe('zigzag (MetaTrader 4 ZigZag, deviation in percent)', () => {
  it('hand-traced (3, 1, 1) on a two-swing series: highs at 2 and 8, lows at 5 and 10', () => {
    const high = [10, 12, 14, 13, 11, 9, 10, 12, 15, 13, 11];
    const low = [9, 11, 13, 12, 10, 8, 9, 11, 14, 12, 10];
    expect(zigzag(Float64Array.from(high), Float64Array.from(low), { depth: 3, deviation: 1, backstep: 1 })).toEqual([
      { index: 2, price: 14, kind: 'high' },
      { index: 5, price: 8, kind: 'low' },
      { index: 8, price: 15, kind: 'high' },
      { index: 10, price: 10, kind: 'low' },
    ]);
  });

  it('pivots alternate and equal the MT4 transcription on random series, both parameter sets', () => {
    for (const params of ZIGZAG_SETS) {
      for (let seed = 1; seed <= 20; seed++) {
        const rnd = seeded(seed);
        const high: number[] = [];
        const low: number[] = [];
        let p = 100;
        for (let i = 0; i < 600; i++) {
          p *= 1 + (rnd() - 0.5) * 0.06;
          // Rounded to cents so equal highs and lows occur, as in real quotes.
          high.push(Math.round(p * (1 + rnd() * 0.02) * 100) / 100);
          low.push(Math.round(p * (1 - rnd() * 0.02) * 100) / 100);
        }
        const mine = zigzag(Float64Array.from(high), Float64Array.from(low), params);
        expect(mine, `seed ${seed} ${JSON.stringify(params)}`).toEqual(metaTraderZigzag(high, low, params));
        expect(mine.length).toBeGreaterThan(2);
        for (let i = 1; i < mine.length; i++) expect(mine[i]!.kind).not.toBe(mine[i - 1]!.kind);
      }
    }
  });

  it('needs at least depth bars', () => {
    expect(zigzag(new Float64Array(5), new Float64Array(5), ZIGZAG_SETS[0]!)).toEqual([]);
  });
});
