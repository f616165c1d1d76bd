import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMarket, type MarketModule } from '../../src/market/marketModule.js';
import { feature, follow } from '../../src/userstock/userStocks.js';
import { describeEachDatabase, quickUser, type TestServer, useServer } from '../harness.js';
import { ScriptedSource, weekdayBars } from './support.js';

/** Tuesday 2026-01-06, 10:00 in New York: a fresh install's first tick has every daily job due. */
const TUESDAY_10_NY = Date.UTC(2026, 0, 6, 15, 0) / 1000;

describeEachDatabase('the order of a sweep', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let source: ScriptedSource;
  let market: MarketModule;
  const errors: unknown[] = [];

  beforeAll(async () => {
    s = server();
    s.clock.seconds = TUESDAY_10_NY;
    source = new ScriptedSource((request) => weekdayBars(request, TUESDAY_10_NY - 400 * 86_400));
    market = await createMarket(
      s.services,
      {
        provider: source,
        regionSymbols: async (region) => (region === 'US' ? ['AAPL', 'MSFT', 'NVDA'] : region === 'GF' ? ['GC=F', 'EURUSD=X'] : []),
        hotSymbols: async () => [],
      },
      (error) => errors.push(error),
    );
  });
  afterAll(() => market.close());

  it('fetches the symbols on people’s lists first, the latest added first, then those opened lately, then the rest', async () => {
    const [early, late] = [await quickUser(s), await quickUser(s)];
    const { db } = s.services;
    await follow(db, early.userid, 'EURUSD=X', TUESDAY_10_NY - 7_200);
    await feature(db, late.userid, 'NVDA', TUESDAY_10_NY - 60);
    await follow(db, late.userid, 'EURUSD=X', TUESDAY_10_NY - 3_600);
    for (const symbol of ['GC=F', 'NVDA', 'AAPL']) market.jobs.noteOpened(symbol);
    expect(await market.jobs.tick()).toEqual(expect.arrayContaining(['daily:US', 'daily:GF']));
    await market.jobs.idle();
    const firstAsked = [...new Set(source.calls.map((call) => call.symbol))];
    // Across both regions' daily jobs, due together on the first tick.
    expect(firstAsked).toEqual(['NVDA', 'EURUSD=X', 'AAPL', 'GC=F', 'MSFT']);
    expect(errors).toEqual([]);
  });
});
