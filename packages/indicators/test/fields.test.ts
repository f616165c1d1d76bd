import { describe, expect, it } from 'vitest';
import { type Analysis, CATALOGUE, compute, type Duration, type FieldId, rowAt, Stream, Workspace } from '../src';
import { PIECES } from '../src/engine/pipeline';
import { type Series, seriesFromCandles } from '../src/series';
import { dailySample, hasData } from './support/data';
import { randomCandles, seeded } from './support/random';

const EVERY_FIELD = CATALOGUE.map((def) => def.id);
const DURATIONS: readonly Duration[] = ['1h', '1d', '1wk'];

/** The fields' columns that differ from the whole catalogue's, bit for bit (NaN equals NaN), with the first bar that differs. */
function differences(part: Analysis, full: Analysis, fields: readonly FieldId[]): string[] {
  const found: string[] = [];
  for (const id of fields) {
    const a = part.column(id);
    const b = full.column(id);
    for (let i = 0; i < full.length; i++) {
      if (!Object.is(a[i], b[i])) {
        found.push(`${id} at bar ${i}: ${a[i]} against ${b[i]}`);
        break;
      }
    }
  }
  return found;
}

/** 1 to 6 fields drawn at random. */
function randomFields(rnd: () => number): FieldId[] {
  const count = 1 + Math.floor(rnd() * 6);
  return Array.from({ length: count }, () => EVERY_FIELD[Math.floor(rnd() * EVERY_FIELD.length)]!);
}

/**
 * Each field alone, in fresh memory (zeros where a column it reads was not
 * computed), then random sets through one workspace over two series in turn
 * (another series' values where a column it reads was not computed), each
 * against the whole catalogue of the same series.
 */
function mismatches(a: Series, b: Series, duration: Duration, seed: number): string[] {
  const fullA = compute(a, { duration });
  const fullB = compute(b, { duration });
  const found = EVERY_FIELD.flatMap((id) => differences(compute(a, { duration, fields: [id] }), fullA, [id]).map((d) => `alone: ${d}`));

  const rnd = seeded(seed);
  const sets = Array.from({ length: 12 }, () => randomFields(rnd));
  const ws = new Workspace();
  for (let turn = 0; turn < 40; turn++) {
    const [series, full] = turn % 2 === 0 ? [a, fullA] : [b, fullB];
    // Now and then the whole catalogue, which writes every column over the same memory.
    const fields = turn % 7 === 3 ? undefined : sets[Math.floor(rnd() * sets.length)]!;
    found.push(...differences(ws.compute(series, { duration, fields }), full, fields ?? EVERY_FIELD).map((d) => `turn ${turn}: ${d}`));
  }
  return found;
}

/** The series read backwards at the same times: another real series of the same length, for a workspace's reused memory. */
const backwards = (s: Series): Series => ({
  ts: s.ts,
  open: s.open.slice().reverse(),
  high: s.high.slice().reverse(),
  low: s.low.slice().reverse(),
  close: s.close.slice().reverse(),
  volume: s.volume.slice().reverse(),
});

describe('computing only the fields asked for', () => {
  it('splits the catalogue into pieces that each field has one writer in, each after the pieces it reads', () => {
    const writers = PIECES.flatMap((p) => p.writes);
    expect([...writers].sort()).toEqual([...EVERY_FIELD].sort());
    PIECES.forEach((p, i) => {
      for (const need of p.needs) expect(PIECES.indexOf(need), p.writes[0]).toBeLessThan(i);
    });
  });

  for (const duration of DURATIONS) {
    it(`gives every field, alone and in random sets, bit for bit the whole catalogue's column on random candles at ${duration}`, () => {
      const a = seriesFromCandles(randomCandles(2_500, 41, 150));
      const b = seriesFromCandles(randomCandles(2_500, 42, 150));
      expect(mismatches(a, b, duration, 43)).toEqual([]);
    });
  }

  it('also with a short year, so the 4-year features are out of warm-up on every field alone', () => {
    const series = seriesFromCandles(randomCandles(1_200, 44, 100));
    const full = compute(series, { barsPerYear: 40 });
    expect(EVERY_FIELD.flatMap((id) => differences(compute(series, { barsPerYear: 40, fields: [id] }), full, [id]))).toEqual([]);
  });

  it.skipIf(!hasData)('on the real daily series of ../shared/data', () => {
    const sample = dailySample(3);
    expect(sample.length).toBeGreaterThan(4);
    const found = DURATIONS.flatMap((duration, d) =>
      sample.flatMap(({ name, series }, i) => mismatches(series, backwards(series), duration, 100 * d + i).map((m) => `${name} at ${duration}, ${m}`)),
    );
    expect(found).toEqual([]);
  });

  it('answers the fields asked for and those computed with them, in memory that holds only their columns', () => {
    const series = seriesFromCandles(randomCandles(300, 45));
    const analysis = compute(series, { fields: ['standard.rsi', 'kd.j', 'kd.j'] });
    expect(analysis.fields).toEqual(['kd.k', 'kd.d', 'kd.j', 'standard.rsi']);
    expect(analysis.fields.map((_, i) => analysis.block.subarray(i * 300, (i + 1) * 300))).toEqual(analysis.fields.map((id) => analysis.column(id)));
    expect(() => analysis.column('sine.bar')).toThrow(/sine\.bar was not computed/);
    expect(Object.keys(rowAt(analysis, 299))).toEqual(analysis.fields);
    const full = compute(series);
    expect(full.fields).toEqual(EVERY_FIELD);
    expect(analysis.memory.length).toBeLessThan(full.memory.length / 10);
    expect(() => compute(series, { fields: ['kd.x' as FieldId] })).toThrow(/kd\.x is not a catalogue field/);
  });

  it('streams the fields asked for as compute gives them', () => {
    const candles = randomCandles(600, 46, 50);
    const fields: FieldId[] = ['sine.quadrant', 'standard.goldenCross', 'matrix.route', 'feature.rrtop'];
    const full = compute(seriesFromCandles(candles), { barsPerYear: 100 });
    const stream = new Stream({ barsPerYear: 100, fields });
    const found: string[] = [];
    candles.forEach((candle, i) => {
      stream.append({ ...candle, close: candle.close * 1.01, high: candle.high * 1.01 });
      stream.replace(candle);
      for (const id of fields) if (!Object.is(stream.value(id), full.column(id)[i])) found.push(`${id} at bar ${i}`);
    });
    expect(found).toEqual([]);
    expect(stream.fields).toEqual(EVERY_FIELD.filter((id) => stream.fields.includes(id)));
    expect(stream.fields).toEqual(expect.arrayContaining(fields));
    expect(Object.keys(stream.toObject())).toEqual(stream.fields);
    expect(() => stream.value('kd.k')).toThrow(/kd\.k was not computed/);
  });
});
