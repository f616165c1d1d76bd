import pg from 'pg';
import { beforeAll, expect, it, vi } from 'vitest';
import { type CandleStore, sqlCandleStore } from '../../src/candles/candleStore.js';
import { readBars } from '../../src/candles/seriesReader.js';
import { writeCandlesBefore } from '../../bench/candleWritesBefore.js';
import { postgresPoolOf } from '../../src/db/database.js';
import { describeEachDatabase, useServer } from '../harness.js';
import { bars, DAY } from './support.js';

/** Monday 2026-01-05 14:30 UTC: the New York open of a winter Monday. */
const MONDAY_OPEN = Date.UTC(2026, 0, 5, 14, 30) / 1000;

describeEachDatabase('candle store', (kind) => {
  const server = useServer(kind);
  let store: CandleStore;
  beforeAll(() => {
    store = sqlCandleStore(server().services.db);
  });

  it('writes a series and reads back the last bars, and those before a time', async () => {
    const series = bars(3_000, 1_600_000_000, 60);
    await store.write('STORE1', '1m', series);
    expect(await store.count('STORE1', '1m')).toBe(3_000);
    expect(await store.last('STORE1', '1m', 5)).toEqual(series.slice(-5));
    expect(await store.last('STORE1', '1m', 3, series[100]!.ts)).toEqual(series.slice(97, 100));
    expect(await store.range('STORE1', '1m', series[10]!.ts, series[13]!.ts)).toEqual(series.slice(10, 13));
    expect(await store.latestTs('STORE1', '1m')).toBe(series.at(-1)!.ts);
    expect(await store.latestTs('STORE1', '1d')).toBeNull();
  });

  it('keeps prices to the last digit (double precision, not PostgreSQL real)', async () => {
    const precise = [{ ts: 1_700_000_000, open: 12345.6789, high: 98765.4321, low: 0.00012345, close: 43210.98765, volume: 123456789.5 }];
    await store.write('PRECISE', '1d', precise);
    expect(await store.last('PRECISE', '1d', 1)).toEqual(precise);
  });

  it('upserts: writing the same bars twice stores them once, and a changed bar overwrites the old one', async () => {
    const series = bars(10, 1_600_000_000, DAY);
    await store.write('UPSERT', '1d', series);
    await store.write('UPSERT', '1d', series);
    expect(await store.count('UPSERT', '1d')).toBe(10);
    const forming = { ...series[9]!, close: 999, high: 1_000 };
    await store.write('UPSERT', '1d', [forming, { ...forming, ts: forming.ts + DAY }]);
    const last = await store.last('UPSERT', '1d', 2);
    expect(last.map((c) => c.close)).toEqual([999, 999]);
    expect(await store.count('UPSERT', '1d')).toBe(11);
  });

  it('leaves the previous series intact when a write fails halfway', async () => {
    const before = bars(1_500, 1_600_000_000, 3_600, 50);
    await store.write('ATOMIC', '1h', before);
    // A late batch carries a bar the database refuses (NOT NULL), after the first batches went in (4,000 rows a
    // statement on SQLite; on PostgreSQL the statement itself is cut in the middle).
    const next = bars(9_000, 1_600_000_000, 3_600, 70);
    next[8_200] = { ...next[8_200]!, close: null as unknown as number };
    await expect(store.write('ATOMIC', '1h', next)).rejects.toThrow();
    expect(await store.count('ATOMIC', '1h')).toBe(1_500);
    expect(await store.last('ATOMIC', '1h', 1_500)).toEqual(before);
    await expect(store.replace('ATOMIC', '1h', next)).rejects.toThrow();
    expect(await store.last('ATOMIC', '1h', 1_500)).toEqual(before);
  });

  it('stores the same rows through the bulk path as through the query builder it replaced', async () => {
    // Out of order, with a ts given twice (the last one wins), awkward prices, and over several statements.
    const series = bars(12_345, 1_500_000_000, 60, 0.1, 0.000_37, 7.25);
    series.push({ ...series[500]!, close: 1e-9, volume: 0 }, { ts: 1_400_000_000, open: 1 / 3, high: 2 / 3, low: 1e-7, close: 123_456_789.123_456, volume: 9e15 });
    const shuffled = [...series.slice(6_000), ...series.slice(0, 6_000)];
    const db = server().services.db;
    const overwrite = bars(3_000, 1_500_000_000 + 11_000 * 60, 60, 500);
    await store.write('BULK', '1m', shuffled);
    await store.write('BULK', '1m', overwrite);
    await writeCandlesBefore(db, 'BUILDER', '1m', shuffled);
    await writeCandlesBefore(db, 'BUILDER', '1m', overwrite);
    const stored = (symbol: string) =>
      db.selectFrom('candles').select(['duration', 'ts', 'open', 'high', 'low', 'close', 'volume']).where('symbol', '=', symbol).orderBy('ts').execute();
    const [bulk, builder] = [await stored('BULK'), await stored('BUILDER')];
    expect(bulk.length).toBe(12_345 + 1 + 1_655);
    expect(bulk).toEqual(builder);
  });

  it.runIf(kind === 'postgres')('stores the same rows by COPY as through the INSERT path, over stored rows and with duplicates', async () => {
    const db = server().services.db;
    const byInsert = sqlCandleStore(db, { copyFromRows: Number.POSITIVE_INFINITY });
    const byCopy = sqlCandleStore(db, { copyFromRows: 1 });
    // Out of order, a ts given twice (the last one wins), prices whose text must round-trip, NaN and infinite values.
    const series = bars(12_345, 1_500_000_000, 60, 0.1, 0.000_37, 7.25);
    series.push(
      { ...series[500]!, close: 1e-9, volume: 0 },
      { ts: 1_400_000_000, open: 1 / 3, high: 2 / 3, low: 1e-300, close: 123_456_789.123_456, volume: 9e15 },
      { ts: 1_300_000_000, open: -0, high: Number.POSITIVE_INFINITY, low: 0.1 + 0.2, close: Number.MAX_VALUE, volume: Number.NaN },
    );
    const shuffled = [...series.slice(6_000), ...series.slice(0, 6_000)];
    const stored = bars(3_000, 1_500_000_000 + 11_000 * 60, 60, 500);
    const refused = bars(6_000, 1_500_000_000, 60, 9);
    refused[5_000] = { ...refused[5_000]!, volume: null as unknown as number };
    const rows = (symbol: string, duration: string) =>
      db
        .selectFrom('candles')
        .select(['ts', 'open', 'high', 'low', 'close', 'volume'])
        .where('symbol', '=', symbol)
        .where('duration', '=', duration)
        .orderBy('ts')
        .execute();
    for (const [symbol, store] of [['BYCOPY', byCopy], ['BYINSERT', byInsert]] as const) {
      await store.write(symbol, '1m', stored);
      await store.write(symbol, '1m', shuffled);
      await expect(store.write(symbol, '1m', refused)).rejects.toThrow(/null/);
      await store.write(symbol, '1d', stored);
      await store.replace(symbol, '1d', shuffled.slice(0, 7_000));
    }
    const [copied, inserted] = [await rows('BYCOPY', '1m'), await rows('BYINSERT', '1m')];
    expect(copied.length).toBe(12_345 + 2 + 1_655);
    expect(copied).toEqual(inserted);
    expect(copied.find((c) => c.ts === 1_300_000_000)).toMatchObject({ high: Number.POSITIVE_INFINITY, volume: Number.NaN });
    expect(await rows('BYCOPY', '1d')).toEqual(await rows('BYINSERT', '1d'));
    // The 7,000 bars given carry one ts twice; nothing of the series written before stays.
    expect(await byCopy.count('BYCOPY', '1d')).toBe(6_999);
  });

  it.runIf(kind === 'postgres')('copies straight into an empty range, and through the staging table when the series already holds bars in it', async () => {
    const db = server().services.db;
    const byInsert = sqlCandleStore(db, { copyFromRows: Number.POSITIVE_INFINITY });
    const byCopy = sqlCandleStore(db, { copyFromRows: 1 });
    const sent: string[] = [];
    const originalQuery = pg.Client.prototype.query;
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      const query = args[0] as string | { text?: string };
      sent.push(typeof query === 'string' ? query : (query.text ?? ''));
      return originalQuery.apply(this, args as never) as never;
    });
    const staged = async (write: () => Promise<void>) => {
      sent.length = 0;
      await write();
      return sent.some((text) => text.includes('candle_batch'));
    };
    const rows = (symbol: string) =>
      db.selectFrom('candles').select(['ts', 'open', 'high', 'low', 'close', 'volume']).where('symbol', '=', symbol).where('duration', '=', '1m').orderBy('ts').execute();
    const first = bars(8_000, 1_500_000_000, 60, 0.1, 0.000_37, 7.25);
    first.push({ ts: 1_500_000_000 + 8_000 * 60, open: 1 / 3, high: Number.POSITIVE_INFINITY, low: 1e-300, close: 0.1 + 0.2, volume: Number.NaN });
    const later = bars(6_000, 1_500_000_000 + 10_000 * 60, 60, 300);
    const overlapping = bars(7_000, 1_500_000_000 + 7_000 * 60, 60, 900);
    try {
      for (const [symbol, store] of [['DIRECT', byCopy], ['DIRECTREF', byInsert]] as const) {
        expect(await staged(() => store.write(symbol, '1m', first))).toBe(false);
        // Bars stored before and after the range written do not stop the direct copy.
        expect(await staged(() => store.write(symbol, '1m', bars(1_999, 1_500_000_000 + 8_001 * 60, 60, 50)))).toBe(false);
        expect(await staged(() => store.write(symbol, '1m', later))).toBe(false);
      }
      // The series partly holds the range: the write goes through the staging table and overwrites what it covers.
      expect(await staged(() => byCopy.write('DIRECT', '1m', overlapping))).toBe(true);
      expect(await staged(() => byCopy.write('DIRECT', '1m', overlapping))).toBe(true);
      await byInsert.write('DIRECTREF', '1m', overlapping);
      // A replace empties the series first, so it copies straight in.
      expect(await staged(() => byCopy.replace('DIRECT', '1d', later))).toBe(false);
    } finally {
      spy.mockRestore();
    }
    const [direct, reference] = [await rows('DIRECT'), await rows('DIRECTREF')];
    expect(direct.length).toBe(16_000);
    expect(direct).toEqual(reference);
    expect(await byCopy.last('DIRECT', '1d', 10_000)).toEqual(later);
  });

  it.runIf(kind === 'postgres')('writes through the staging table when another writer stores a bar in the range during a direct copy', async () => {
    const db = server().services.db;
    const store = sqlCandleStore(db, { copyFromRows: 1 });
    const series = bars(20_000, 1_500_000_000, 60, 10);
    const pool = postgresPoolOf(db)!;
    const other = await pool.connect();
    try {
      const otherPid = (await other.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      await other.query('BEGIN');
      await other.query(`INSERT INTO candles VALUES ('RACED', '1m', $1, 1, 1, 1, 1, 1)`, [series[15_000]!.ts]);
      // The uncommitted bar is not seen by the check: the copy goes straight in and waits on that bar's key.
      const write = store.write('RACED', '1m', series);
      for (let polls = 0; ; polls++) {
        // Asked outside the other writer's transaction, which would keep seeing its first snapshot of the activity.
        const waiting = await pool.query('SELECT 1 FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))', [otherPid]);
        if (waiting.rowCount !== 0) break;
        if (polls > 6_000) throw new Error('the direct copy never waited on the uncommitted bar');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await other.query('COMMIT');
      await write;
    } finally {
      // Closed rather than lent again: it ends the other transaction if the test stopped inside it.
      other.release(true);
    }
    expect(await store.last('RACED', '1m', 30_000)).toEqual(series);
  });

  it.runIf(kind === 'postgres')('reads the newest bars of a large series just written through its index, not by sorting the series', async () => {
    const db = server().services.db;
    await store.write('ANALYZED', '1m', bars(120_000, 1_500_000_000, 60));
    const plan = await postgresPoolOf(db)!.query(
      "EXPLAIN (FORMAT JSON) SELECT ts, open, high, low, close, volume FROM candles WHERE symbol = 'ANALYZED' AND duration = '1m' ORDER BY ts DESC LIMIT 20000",
    );
    const text = JSON.stringify(plan.rows[0]);
    expect(text).toContain('"Scan Direction":"Backward"');
    expect(text).not.toContain('"Sort"');
  });

  it('replaces a whole series', async () => {
    await store.write('REPLACED', '1d', bars(20, 1_600_000_000, DAY));
    const fresh = bars(5, 1_700_000_000, DAY, 10);
    await store.replace('REPLACED', '1d', fresh);
    expect(await store.last('REPLACED', '1d', 100)).toEqual(fresh);
  });

  it('resamples a known week of daily bars into its weekly bar', async () => {
    const week = [
      { ts: MONDAY_OPEN, open: 10, high: 12, low: 9, close: 11, volume: 100 },
      { ts: MONDAY_OPEN + DAY, open: 11, high: 15, low: 10, close: 14, volume: 200 },
      { ts: MONDAY_OPEN + 2 * DAY, open: 14, high: 14.5, low: 8, close: 9, volume: 300 },
      { ts: MONDAY_OPEN + 3 * DAY, open: 9, high: 10, low: 8.5, close: 9.5, volume: 400 },
      { ts: MONDAY_OPEN + 4 * DAY, open: 9.5, high: 13, low: 9.25, close: 12.5, volume: 500 },
      // The next Monday opens the next week.
      { ts: MONDAY_OPEN + 7 * DAY, open: 12.5, high: 13, low: 12, close: 12.75, volume: 50 },
    ];
    await store.write('WEEKLY', '1d', week);
    const weekly = await readBars(store, 'WEEKLY', '1wk', 10);
    expect(weekly).toEqual([
      { ts: MONDAY_OPEN, open: 10, high: 15, low: 8, close: 12.5, volume: 1_500 },
      { ts: MONDAY_OPEN + 7 * DAY, open: 12.5, high: 13, low: 12, close: 12.75, volume: 50 },
    ]);
  });

  it('builds 4h bars from 1h bars within the session, and intraday from the last session of minute bars', async () => {
    // A New York session: 14:30 to 21:00 UTC in winter, seven hourly bars (the last one half an hour).
    const hours = bars(7, MONDAY_OPEN, 3_600, 100, 1);
    await store.write('FOURH', '1h', hours);
    const fourHours = await readBars(store, 'FOURH', '4h', 10);
    expect(fourHours.map((c) => c.ts)).toEqual([MONDAY_OPEN, MONDAY_OPEN + 4 * 3_600]);
    expect(fourHours[0]).toMatchObject({ open: 100, close: 104, volume: 4_000 });
    expect(fourHours[1]).toMatchObject({ open: 104, close: 107, volume: 3_000 });

    const monday = bars(390, MONDAY_OPEN, 60);
    const tuesday = bars(120, MONDAY_OPEN + DAY, 60, 300);
    await store.write('INTRA', '1m', [...monday, ...tuesday]);
    expect(await readBars(store, 'INTRA', 'intraday', 150)).toEqual(tuesday);
  });
});
