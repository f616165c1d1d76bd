import { SECTORS } from '@signaldesk/contract';
import { SYMBOLS } from '@signaldesk/market-data';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, expectOk, expectRefusal, signIn, type SignedIn, type TestServer, useServer } from './harness.js';
import { DAY, dailyBars, writeFigures } from './overviewSupport.js';

const HEATMAP = '/api/calendar/heatmap';

describeEachDatabase('heatmap', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let user: SignedIn;

  beforeAll(async () => {
    s = server();
    user = await signIn(s);
    await writeFigures(s, 'AAPL', { close: 139, updown: 0.73 });
    await writeFigures(s, 'MSFT', { close: 400, updown: -1.5 });
    // Forty daily closes 100, 101, … 139 ending yesterday.
    await s.app.market.service.store.write(
      'AAPL',
      '1d',
      dailyBars(s.clock.now() - 40 * DAY, 40, (i) => 100 + i),
    );
    await s.services.db
      .insertInto('stock_meta')
      .values({
        symbol: 'AAPL',
        tags: '[]',
        intro: '',
        fields: JSON.stringify({ sector: 'Technology' }),
        updated_at: s.clock.now(),
      })
      .execute();
  });

  const heatmap = (body: unknown) => s.call(HEATMAP, body, { token: user.token });
  const tile = (tiles: { symbol: string; change: number | null }[], symbol: string) => tiles.find((t) => t.symbol === symbol);

  it('tiles every symbol of a region with a market cap, largest first, with the day change', async () => {
    const data = expectOk(await heatmap({}));
    expect(data).toMatchObject({ region: 'US', period: '1d' });
    expect(data.tiles).toHaveLength(SYMBOLS.filter((i) => i.region === 'US' && i.cap > 0).length);
    const caps = data.tiles.map((t: { cap: number }) => t.cap);
    expect(caps).toEqual([...caps].sort((a, b) => b - a));
    expect(tile(data.tiles, 'AAPL')).toMatchObject({
      region: 'US',
      change: 0.73,
      close: 139,
      group: 'Technology',
      name: 'Apple',
      cnname: '苹果',
    });
    // MSFT has no meta sector, so it takes the universe's; AAPL's meta sector wins over its universe one.
    expect(tile(data.tiles, 'MSFT')).toMatchObject({ change: -1.5, group: 'tech' });
    expect(tile(data.tiles, 'AOS')).toMatchObject({ change: null });
  });

  it('computes the week and month changes from the stored daily closes', async () => {
    const week = expectOk(await heatmap({ period: '1wk' }));
    // The last close (139) against the last close at least 7 calendar days earlier (132).
    expect(tile(week.tiles, 'AAPL')?.change).toBeCloseTo((139 / 132 - 1) * 100, 6);
    expect(tile(week.tiles, 'MSFT')?.change).toBeNull();
    const month = expectOk(await heatmap({ period: '1mo' }));
    expect(tile(month.tiles, 'AAPL')?.change).toBeCloseTo((139 / 109 - 1) * 100, 6);
  });

  it('groups the US stocks by their GICS sector, none left unclassified', async () => {
    const bySector = expectOk(await heatmap({ region: 'US', group: 'sector' }));
    const groups = new Map<string, number>();
    for (const t of bySector.tiles as { symbol: string; group: string }[]) {
      if (t.symbol !== 'AAPL') groups.set(t.group, (groups.get(t.group) ?? 0) + 1);
    }
    expect([...groups.keys()].sort()).toEqual([...SECTORS].sort());
    expect(tile(bySector.tiles, 'JPM')).toMatchObject({ group: 'financials' });
    expect(tile(bySector.tiles, 'XOM')).toMatchObject({ group: 'energy' });
  });

  it('groups by symbol type and answers other regions and the whole universe', async () => {
    const byType = expectOk(await heatmap({ group: 'type' }));
    expect(new Set(byType.tiles.map((t: { group: string }) => t.group))).toEqual(new Set(['stock']));
    const crypto = expectOk(await heatmap({ region: 'USD', group: 'type' }));
    expect(crypto.tiles[0]).toMatchObject({ symbol: 'BTC-USD', group: 'crypto' });
    expect(expectOk(await heatmap({ region: 'GF' })).tiles).toEqual([]);
    const all = expectOk(await heatmap({ region: 'ALL', group: 'type' }));
    expect(all.tiles).toHaveLength(SYMBOLS.filter((i) => i.cap > 0).length);
    expect(new Set(all.tiles.map((t: { region: string }) => t.region))).toEqual(new Set(['US', 'HK', 'CN', 'USD']));
    expect(all.tiles.length).toBeGreaterThan(900);
  });

  it('refuses unknown regions and periods, and strangers', async () => {
    expectRefusal(await heatmap({ region: 'XX' }), 422, 'regionUnknown');
    expectRefusal(await heatmap({ period: '1y' }), 422, 'invalidField');
    expectRefusal(await s.call(HEATMAP, {}), 401, 'unauthorized');
  });
});
