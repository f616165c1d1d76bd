import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CATALOGUE } from '@signaldesk/indicators';
import { afterEach, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../db/database.js';
import { writeSnapshot } from '../quotes/snapshots.js';
import { Screener } from './screener.js';

const SECOND = 1_767_700_000;
const BAR = 1_767_600_000;
const valuesWith = (close: number) => CATALOGUE.map((field) => (field.id === 'candle.close' ? close : null));

describe('the screener sync', () => {
  let dataDir = '';
  let db: Db | undefined;
  afterEach(async () => {
    await db?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function screenerOf(symbols: string[]) {
    dataDir = mkdtempSync(join(tmpdir(), 'signaldesk-screener-sync-'));
    ({ db } = await openDatabase({ dataDir }));
    await db.insertInto('symbols').values(symbols.map((symbol) => ({ symbol, name: symbol, cnname: symbol, region: 'US', type: 0, cap: 1 }))).execute();
    let clock = 0;
    const screener = new Screener(db, () => clock);
    await screener.load();
    return { db, screener, later: () => (clock += 60_000) };
  }
  const closeOf = (screener: Screener, symbol: string) => screener.table.column('day', 'candle.close')![screener.table.rowOf(symbol)!];

  it('reads back none of the snapshots it was handed with their time, and every second where another process wrote too', async () => {
    const { db, screener, later } = await screenerOf(['AAA', 'BBB']);
    // The row as the database holds it differs from the one handed over: reading it back would show.
    await writeSnapshot(db, 'AAA', '1d', BAR, valuesWith(1), SECOND);
    screener.put({ symbol: 'AAA', duration: '1d', ts: BAR, values: valuesWith(2), computedAt: SECOND });
    later();
    await screener.sync();
    expect(closeOf(screener, 'AAA')).toBe(2);

    await writeSnapshot(db, 'BBB', '1d', BAR, valuesWith(3), SECOND);
    later();
    await screener.sync();
    expect(closeOf(screener, 'BBB')).toBe(3);
    expect(closeOf(screener, 'AAA')).toBe(1);
  });

  it('reads a snapshot handed over without its time, and one another process replaced at a later second', async () => {
    const { db, screener, later } = await screenerOf(['AAA', 'BBB']);
    await writeSnapshot(db, 'AAA', '1d', BAR, valuesWith(1), SECOND);
    screener.put({ symbol: 'AAA', duration: '1d', ts: BAR, values: valuesWith(2) });
    await writeSnapshot(db, 'BBB', '1d', BAR, valuesWith(3), SECOND);
    screener.put({ symbol: 'BBB', duration: '1d', ts: BAR, values: valuesWith(3), computedAt: SECOND });
    later();
    await screener.sync();
    expect(closeOf(screener, 'AAA')).toBe(1);

    await writeSnapshot(db, 'BBB', '1d', BAR, valuesWith(4), SECOND + 1);
    later();
    await screener.sync();
    expect(closeOf(screener, 'BBB')).toBe(4);
  });

  it('keeps to its rate limit unless forced', async () => {
    const { db, screener } = await screenerOf(['AAA']);
    await writeSnapshot(db, 'AAA', '1d', BAR, valuesWith(5), SECOND);
    await screener.sync();
    expect(Number.isNaN(closeOf(screener, 'AAA'))).toBe(true);
    await screener.sync(true);
    expect(closeOf(screener, 'AAA')).toBe(5);
  });
});
