import { USERSTOCK_LIMITS, WATCHLIST_LIMITS } from '@signaldesk/contract';
import { computeIndicator, seriesFromCandles } from '@signaldesk/indicators';
import { beforeAll, expect, it } from 'vitest';
import { readBars } from '../src/candles/seriesReader.js';
import { readSnapshot } from '../src/quotes/snapshots.js';
import { KeptSeries } from '../src/watchlists/keptSeries.js';
import { indicatorBars, listValues } from '../src/watchlists/listValues.js';
import { ownList } from '../src/watchlists/watchlistStore.js';
import { readWeeksOfEach } from '../src/watchlists/weeksOfEach.js';
import { describeEachDatabase, expectOk, expectRefusal, freshToken, signIn, signInMember, signInSuper, type SignedIn, type TestServer, useServer } from './harness.js';

/** Wednesday 2026-01-14 12:00 UTC: the demo calendar's week of 12 to 16 January. */
const WEDNESDAY_NOON = Date.UTC(2026, 0, 14, 12) / 1000;
const TODAY = '20260114';

const RSI_14 = { kind: 'indicator', indicator: { id: 'c1', indicator: 'rsi', settings: { period: 14 }, colour: 0, hidden: false }, line: 'rsi', duration: '1d' };
const MACD_SIGNAL = { kind: 'indicator', indicator: { id: 'c2', indicator: 'macd', settings: {}, colour: 1, hidden: false }, line: 'signal', duration: '1d' };
const WEEKLY_EMA_10 = { kind: 'indicator', indicator: { id: 'c3', indicator: 'ema', settings: { period: 10 }, colour: 2, hidden: false }, line: 'ema', duration: '1wk' };

interface Item {
  symbol: string;
  section: string;
}

describeEachDatabase('watchlists', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let admin: SignedIn;
  let alice: SignedIn;
  let bob: SignedIn;
  /** Symbols of the symbol list, alphabetically, for filling lists. */
  let universe: string[];

  const member = () => signInMember(s, admin.token);
  const call = (path: string, body: unknown, who: SignedIn) => s.call(`/api/watchlist/${path}`, body, { token: who.token });
  const ok = async (path: string, body: unknown, who: SignedIn) => expectOk(await call(path, body, who));
  const mine = async (who: SignedIn) => (await ok('mine', {}, who)).lists as { id: string; name: string; kind: string; count: number }[];
  const listOf = async (who: SignedIn, kind: string) => (await mine(who)).find((list) => list.kind === kind)!.id;
  const create = async (who: SignedIn, name: string) => (await ok('create', { name }, who)).list.id as string;
  const items = async (who: SignedIn, id: string) => ((await ok('get', { id }, who)).list.items as Item[]).map((item) => [item.symbol, item.section]);
  const symbolsOf = async (who: SignedIn, id: string) => (await items(who, id)).map(([symbol]) => symbol);
  const userLists = async (who: SignedIn) => expectOk(await s.call('/api/userstock/list', {}, { token: who.token }));
  const followed = async (who: SignedIn, list: 'followlist' | 'featurelist') => (await userLists(who))[list].list.map((stock: { symbol: string }) => stock.symbol);

  beforeAll(async () => {
    s = server();
    s.clock.seconds = WEDNESDAY_NOON;
    admin = await signInSuper(s);
    alice = await member();
    bob = await member();
    universe = (await s.services.db.selectFrom('symbols').select('symbol').orderBy('symbol').execute()).map((row) => row.symbol);
  });

  it('gives every trader the followed list and the favourites first, which keep their names and stay', async () => {
    const lists = await mine(alice);
    expect(lists.map(({ name, kind, count }) => ({ name, kind, count }))).toEqual([
      { name: 'Followed', kind: 'follow', count: 0 },
      { name: 'Favourites', kind: 'feature', count: 0 },
    ]);
    expect(await mine(alice)).toEqual(lists);
    for (const { id } of lists) {
      expectRefusal(await call('update', { id, name: 'Mine' }, alice), 409, 'watchlistBuiltIn');
      expectRefusal(await call('remove', { id }, alice), 409, 'watchlistBuiltIn');
      const list = (await ok('update', { id, columns: [{ kind: 'quote', field: 'last' }], sections: ['Core'] }, alice)).list;
      expect(list).toMatchObject({ id, columns: [{ kind: 'quote', field: 'last' }], sections: ['Core'] });
    }
    expect((await mine(alice)).map((list) => list.name)).toEqual(['Followed', 'Favourites']);
  });

  it('makes, renames and removes lists of the trader’s own, each name once', async () => {
    const made = (await ok('create', { name: '  Chips  ' }, alice)).list;
    expect(made).toMatchObject({ name: 'Chips', kind: 'own', count: 0, sections: [], items: [], updatedAt: WEDNESDAY_NOON });
    expect(made.columns.map((column: { kind: string }) => column.kind)).toEqual(['quote', 'quote', 'quote', 'quote', 'earnings']);
    const banks = await create(alice, 'Banks');
    expect((await mine(alice)).map((list) => list.name)).toEqual(['Followed', 'Favourites', 'Chips', 'Banks']);

    expectRefusal(await call('create', { name: 'Chips' }, alice), 409, 'watchlistNameTaken');
    expectRefusal(await call('create', { name: 'Followed' }, alice), 409, 'watchlistNameTaken');
    expectRefusal(await call('update', { id: banks, name: 'Chips' }, alice), 409, 'watchlistNameTaken');
    expect((await ok('create', { name: 'Chips' }, bob)).list.name).toBe('Chips');

    expect((await ok('update', { id: made.id, name: 'Semis' }, alice)).list.name).toBe('Semis');
    expect((await ok('update', { id: made.id, name: 'Semis' }, alice)).list.name).toBe('Semis');
    expect(expectOk(await call('remove', { id: banks }, alice))).toBeNull();
    expectRefusal(await call('get', { id: banks }, alice), 404, 'watchlistNotFound');
    expectRefusal(await call('remove', { id: banks }, alice), 404, 'watchlistNotFound');
    expect((await mine(alice)).map((list) => list.name)).toEqual(['Followed', 'Favourites', 'Semis']);
  });

  it(`keeps at most ${WATCHLIST_LIMITS.lists} lists a trader, the built-in two among them`, async () => {
    const carol = await member();
    const made = await Promise.all(Array.from({ length: WATCHLIST_LIMITS.lists }, (_, i) => call('create', { name: `List ${i}` }, carol)));
    expect(made.filter((res) => res.status === 200)).toHaveLength(WATCHLIST_LIMITS.lists - 2);
    for (const res of made.filter((answer) => answer.status !== 200)) expectRefusal(res, 409, 'watchlistLimitReached');
    const refused = expectRefusal(await call('create', { name: 'One more' }, carol), 409, 'watchlistLimitReached');
    expect(refused.body.msg).toContain(String(WATCHLIST_LIMITS.lists));
    expect(await mine(carol)).toHaveLength(WATCHLIST_LIMITS.lists);
  });

  it('answers another trader’s list as missing on every call and leaves it as it was', async () => {
    const id = await create(alice, 'Private');
    expectOk(await call('symbols/add', { id, symbols: ['AAPL'] }, alice));
    const before = (await ok('get', { id }, alice)).list;
    const attempts: [string, object][] = [
      ['get', { id }],
      ['update', { id, name: 'Taken' }],
      ['update', { id, sections: ['Mine'] }],
      ['remove', { id }],
      ['symbols/add', { id, symbols: ['MSFT'] }],
      ['symbols/remove', { id, symbols: ['AAPL'] }],
      ['symbols/order', { id, items: [{ symbol: 'AAPL', section: '' }] }],
      ['symbols/import', { id, csv: 'MSFT' }],
      ['values', { id }],
    ];
    for (const [path, body] of attempts) expectRefusal(await call(path, body, bob), 404, 'watchlistNotFound');
    expect((await ok('get', { id }, alice)).list).toEqual(before);
    expectRefusal(await call('symbols/add', { id: 'no-such-list', symbols: ['MSFT'] }, alice), 404, 'watchlistNotFound');
    expectRefusal(await call('mine', {}, await signIn(s)), 403, 'forbidden');
  });

  it('adds symbols at the end of a section once each, names the unknown ones and keeps the list’s limit, adds at once included', async () => {
    const id = await create(alice, 'Adds');
    const added = await ok('symbols/add', { id, symbols: ['msft', 'AAPL', 'NOSUCH', 'MSFT'] }, alice);
    expect(added).toMatchObject({ added: 2, unknown: ['NOSUCH'], dropped: [] });
    expect(added.list.items[0]).toMatchObject({ symbol: 'MSFT', section: '', region: 'US', name: expect.any(String) });
    expect(await ok('symbols/add', { id, symbols: ['AAPL', 'BRK.B'] }, alice)).toMatchObject({ added: 1, unknown: [] });
    expect(await symbolsOf(alice, id)).toEqual(['MSFT', 'AAPL', 'BRK-B']);
    const stray = expectRefusal(await call('symbols/add', { id, symbols: ['NVDA'], section: 'Banks' }, alice), 422, 'watchlistUnknownSection');
    expect(stray.body.msg).toContain('Banks');
    expect((await ok('symbols/remove', { id, symbols: ['AAPL', 'TSLA'] }, alice)).list.count).toBe(2);

    const full = await create(alice, 'Full');
    expectOk(await call('symbols/add', { id: full, symbols: universe.slice(0, 440) }, alice));
    const batches = [0, 1, 2, 3].map((k) => universe.slice(440 + k * 30, 470 + k * 30));
    const answers = await Promise.all(batches.map((symbols) => call('symbols/add', { id: full, symbols }, alice)));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(2);
    for (const res of answers.filter((answer) => answer.status !== 200)) {
      expect(expectRefusal(res, 409, 'watchlistFull').body.msg).toContain(String(WATCHLIST_LIMITS.symbols));
    }
    expect((await ok('get', { id: full }, alice)).list.count).toBe(WATCHLIST_LIMITS.symbols);
    expectRefusal(await call('symbols/add', { id: full, symbols: [universe[600]] }, alice), 409, 'watchlistFull');
    expect(await ok('symbols/add', { id: full, symbols: [universe[0]] }, alice)).toMatchObject({ added: 0 });
  });

  it(`keeps the followed list to ${USERSTOCK_LIMITS.follows} symbols with the follow limit’s own message`, async () => {
    const dave = await member();
    const id = await listOf(dave, 'follow');
    expectOk(await call('symbols/add', { id, symbols: universe.slice(0, USERSTOCK_LIMITS.follows) }, dave));
    const refused = expectRefusal(await call('symbols/add', { id, symbols: [universe[700]] }, dave), 409, 'followLimitReached');
    expect(refused.body.msg).toContain(String(USERSTOCK_LIMITS.follows));
    expectRefusal(await s.call('/api/userstock/follow', { symbol: universe[700] }, { token: dave.token }), 409, 'followLimitReached');
    expect(expectOk(await s.call('/api/userstock/follow', { symbol: universe[0] }, { token: dave.token }))).toEqual({ result: 0 });
  });

  it('keeps the last three favourites, naming the ones dropped, through either call', async () => {
    const erin = await member();
    const id = await listOf(erin, 'feature');
    expect(await ok('symbols/add', { id, symbols: ['AAPL', 'MSFT', 'NVDA'] }, erin)).toMatchObject({ added: 3, dropped: [] });
    expect(await ok('symbols/add', { id, symbols: ['TSLA'] }, erin)).toMatchObject({ added: 1, dropped: ['AAPL'] });
    expect(expectOk(await s.call('/api/userstock/feature', { symbol: 'AMZN' }, { token: erin.token }))).toEqual({ result: 1, dropped: ['MSFT'] });
    expect(await symbolsOf(erin, id)).toEqual(['NVDA', 'TSLA', 'AMZN']);
    expect(await followed(erin, 'featurelist')).toEqual(['AMZN', 'TSLA', 'NVDA']);

    expect(await ok('symbols/add', { id, symbols: ['NVDA'] }, erin)).toMatchObject({ added: 0, dropped: [] });
    expect(await followed(erin, 'featurelist')).toEqual(['NVDA', 'AMZN', 'TSLA']);
    const many = await ok('symbols/add', { id, symbols: ['JPM', 'BAC', 'AMD', 'TSLA'] }, erin);
    expect(many).toMatchObject({ added: 3, dropped: ['JPM', 'NVDA', 'AMZN'] });
    expect(await symbolsOf(erin, id)).toEqual(['BAC', 'AMD', 'TSLA']);
    expect(expectOk(await s.call('/api/userstock/unfeature', { symbol: 'AMD' }, { token: erin.token }))).toEqual({ result: 1 });
    expect(await symbolsOf(erin, id)).toEqual(['BAC', 'TSLA']);
  });

  it('shows a symbol followed by /api/userstock/follow in the followed watchlist, and the other way round', async () => {
    const fay = await member();
    const id = await listOf(fay, 'follow');
    for (const symbol of ['AAPL', 'MSFT']) expectOk(await s.call('/api/userstock/follow', { symbol }, { token: fay.token }));
    expect(await symbolsOf(fay, id)).toEqual(['AAPL', 'MSFT']);
    expectOk(await call('symbols/add', { id, symbols: ['NVDA'] }, fay));
    expect(await followed(fay, 'followlist')).toEqual(['NVDA', 'MSFT', 'AAPL']);
    const fav = expectOk(await s.call('/api/stock/list', { filter: 'fav' }, { token: fay.token }));
    expect(fav.list.map((stock: { symbol: string }) => stock.symbol).sort()).toEqual(['AAPL', 'MSFT', 'NVDA']);
    expectOk(await call('symbols/remove', { id, symbols: ['MSFT'] }, fay));
    expect(expectOk(await s.call('/api/userstock/unfollow', { symbol: 'AAPL' }, { token: fay.token }))).toEqual({ result: 1 });
    expect(await symbolsOf(fay, id)).toEqual(['NVDA']);
    expect(await followed(fay, 'followlist')).toEqual(['NVDA']);
    expect((await mine(fay)).find((list) => list.kind === 'follow')?.count).toBe(1);
  });

  it('orders symbols across sections as a drag leaves them, changes nothing on a stale order, and drops a section to the top', async () => {
    const id = await create(alice, 'Sections');
    expect((await ok('update', { id, sections: ['Banks', 'Chips', 'Banks'] }, alice)).list.sections).toEqual(['Banks', 'Chips']);
    expectOk(await call('symbols/add', { id, symbols: ['JPM', 'BAC'], section: 'Banks' }, alice));
    expectOk(await call('symbols/add', { id, symbols: ['NVDA', 'AMD'], section: 'Chips' }, alice));
    expectOk(await call('symbols/add', { id, symbols: ['AAPL'] }, alice));
    expect(await items(alice, id)).toEqual([
      ['AAPL', ''],
      ['JPM', 'Banks'],
      ['BAC', 'Banks'],
      ['NVDA', 'Chips'],
      ['AMD', 'Chips'],
    ]);

    const order = [
      { symbol: 'NVDA', section: '' },
      { symbol: 'AAPL', section: '' },
      { symbol: 'BAC', section: 'Banks' },
      { symbol: 'JPM', section: 'Banks' },
      { symbol: 'AMD', section: 'Chips' },
    ];
    const ordered = (await ok('symbols/order', { id, items: order }, alice)).list;
    expect(ordered.items.map((item: Item) => [item.symbol, item.section])).toEqual(order.map((item) => [item.symbol, item.section]));
    const stale: Item[][] = [
      order.slice(1),
      [...order, { symbol: 'TSLA', section: '' }],
      [...order.slice(1), order[1]!],
      [{ symbol: 'NVDA', section: 'Energy' }, ...order.slice(1)],
      [],
    ];
    for (const items of stale) expectRefusal(await call('symbols/order', { id, items }, alice), 409, 'watchlistOrderMismatch');
    expect((await ok('get', { id }, alice)).list).toEqual(ordered);

    expect((await ok('update', { id, sections: ['Chips', 'Banks'] }, alice)).list.items.map((item: Item) => item.symbol)).toEqual([
      'NVDA',
      'AAPL',
      'AMD',
      'BAC',
      'JPM',
    ]);
    expectOk(await call('update', { id, sections: ['Banks'] }, alice));
    expectOk(await call('symbols/add', { id, symbols: ['TSLA'] }, alice));
    expectOk(await call('update', { id, sections: [] }, alice));
    expect(await items(alice, id)).toEqual([
      ['NVDA', ''],
      ['AAPL', ''],
      ['AMD', ''],
      ['TSLA', ''],
      ['BAC', ''],
      ['JPM', ''],
    ]);
  });

  it('imports the symbols of a CSV, with or without a header, into its sections', async () => {
    const id = await create(alice, 'Imported');
    expectOk(await call('update', { id, sections: ['Banks'] }, alice));
    const withHeader = '\uFEFFName,SYMBOL,Section\r\n"Apple, Inc.",aapl,\r\n\r\n"JPMorgan ""JPM""",JPM,Banks\r\nNothing,nosuch,\r\n,,\r\n';
    expect(await ok('symbols/import', { id, csv: withHeader }, alice)).toMatchObject({ added: 2, unknown: ['NOSUCH'], dropped: [] });
    expect(await ok('symbols/import', { id, csv: 'msft;Microsoft\nnvda;Nvidia\n600519.SH;Moutai\nAAPL;Apple' }, alice)).toMatchObject({
      added: 3,
      unknown: [],
    });
    expect(await items(alice, id)).toEqual([
      ['AAPL', ''],
      ['MSFT', ''],
      ['NVDA', ''],
      ['600519.SS', ''],
      ['JPM', 'Banks'],
    ]);
    const before = (await ok('get', { id }, alice)).list;

    const stray = expectRefusal(await call('symbols/import', { id, csv: 'symbol,section\nBAC,Banks\nTSLA,Cars' }, alice), 422, 'watchlistUnknownSection');
    expect(stray.body.msg).toContain('Cars');
    expectRefusal(await call('symbols/import', { id, csv: 'symbol\n\n' }, alice), 422, 'symbolRequired');
    const tooMany = universe.slice(0, WATCHLIST_LIMITS.symbolsPerCall + 1).join('\n');
    expectRefusal(await call('symbols/import', { id, csv: tooMany }, alice), 422, 'watchlistTooManySymbols');
    const tenThousand = ['symbol', ...Array.from({ length: 10_000 }, (_, i) => `S${i}`)].join('\r\n');
    expect(tenThousand.length).toBeLessThan(WATCHLIST_LIMITS.csvLength);
    expectRefusal(await call('symbols/import', { id, csv: tenThousand }, alice), 422, 'watchlistTooManySymbols');
    expectRefusal(await call('symbols/import', { id, csv: 'AAPL\n'.repeat(WATCHLIST_LIMITS.csvLength / 5 + 1) }, alice), 422, 'watchlistCsvTooLong');
    expect((await ok('get', { id }, alice)).list).toEqual(before);
  });

  it('answers each symbol’s value in each column from the stored candles, snapshots and calendar', async () => {
    const { db } = s.services;
    const { store } = s.app.market.service;
    for (const symbol of ['AAPL', 'MSFT']) await s.app.market.service.update(symbol, '1d');
    const calendar = expectOk(await s.call('/api/calendar/earning/current/v2', {}, { token: alice.token })).list as { symbol: string; day: string }[];
    const reporting = calendar.find((entry) => entry.day > TODAY && !['AAPL', 'MSFT'].includes(entry.symbol))!;
    const reported = calendar.find((entry) => entry.day < TODAY && calendar.every((other) => other.symbol !== entry.symbol || other.day < TODAY))!;

    const id = await create(alice, 'Values');
    const columns = [
      { kind: 'quote', field: 'last' },
      { kind: 'quote', field: 'changePercent' },
      { kind: 'quote', field: 'volume' },
      { kind: 'quote', field: 'dayRange' },
      { kind: 'earnings' },
      { kind: 'field', field: 'kd.k', duration: '1d' },
      RSI_14,
      MACD_SIGNAL,
      WEEKLY_EMA_10,
    ];
    expectOk(await call('update', { id, columns }, alice));
    expectOk(await call('symbols/add', { id, symbols: ['MSFT', 'GC=F', reporting.symbol, reported.symbol, 'AAPL'] }, alice));
    const answer = await ok('values', { id }, alice);
    expect(answer.asOf).toBe(WEDNESDAY_NOON);
    expect(answer.rows.map((row: { symbol: string }) => row.symbol)).toEqual(['MSFT', 'GC=F', reporting.symbol, reported.symbol, 'AAPL']);
    const valuesOf = (symbol: string) => answer.rows.find((row: { symbol: string }) => row.symbol === symbol).values;

    const [previous, last] = await store.last('AAPL', '1d', 2);
    const lastOf = (line: Float64Array) => line[line.length - 1];
    // 15 of the longest period, where the lines have settled; the chart's first 400 bars at most.
    expect([RSI_14, MACD_SIGNAL, WEEKLY_EMA_10].map((column) => indicatorBars(column as never))).toEqual([210, 390, 150]);
    const bars = async (duration: '1d' | '1wk', count: number) => seriesFromCandles(await readBars(store, 'AAPL', duration, count));
    const rsi = lastOf(computeIndicator({ indicator: 'rsi', settings: { period: 14 } }, await bars('1d', 210), { duration: '1d' }).lines.rsi);
    const signal = lastOf(computeIndicator({ indicator: 'macd', settings: {} }, await bars('1d', 390), { duration: '1d' }).lines.signal);
    const ema = lastOf(computeIndicator({ indicator: 'ema', settings: { period: 10 } }, await bars('1wk', 150), { duration: '1wk' }).lines.ema);
    const aapl = valuesOf('AAPL');
    expect(aapl.slice(0, 4)).toEqual([last!.close, (last!.close / previous!.close - 1) * 100, last!.volume, [last!.low, last!.high]]);
    expect(aapl[5]).toBe((await readSnapshot(db, 'AAPL', '1d'))!.values['kd.k']);
    expect(aapl[5]).toEqual(expect.any(Number));
    expect(aapl[6]).toBe(rsi);
    expect(aapl[6]).toBeGreaterThan(0);
    expect(aapl[6]).toBeLessThan(100);
    expect(aapl[7]).toBe(signal);
    expect(aapl[8]).toBe(ema);
    expect(valuesOf('MSFT')).not.toContain(null);

    expect(valuesOf('GC=F')).toEqual(columns.map(() => null));
    const firstReport = calendar.filter((entry) => entry.symbol === reporting.symbol && entry.day >= TODAY).map((entry) => entry.day).sort()[0];
    expect(valuesOf(reporting.symbol)[4]).toBe(firstReport);
    // Reported on Monday or Tuesday: its next report is next quarter's, as that week's calendar will show it.
    const nextQuarter = valuesOf(reported.symbol)[4];
    expect(nextQuarter > calendar.at(-1)!.day).toBe(true);
    for (const symbol of [reported.symbol, 'AAPL']) {
      const day = valuesOf(symbol)[4] as string;
      s.clock.seconds = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6)), 12) / 1000;
      const week = expectOk(await s.call('/api/calendar/earning/current/v2', {}, { token: await freshToken(s, alice.user.userid) })).list;
      expect(week).toContainEqual(expect.objectContaining({ symbol, day }));
    }
    s.clock.seconds = WEDNESDAY_NOON;
  });

  it('keeps the series between calls, following what is written to the store', async () => {
    const { store } = s.app.market.service;
    await s.app.market.service.update('AAPL', '1d');
    const id = await create(alice, 'Kept');
    expectOk(await call('update', { id, columns: [{ kind: 'quote', field: 'last' }, RSI_14, WEEKLY_EMA_10] }, alice));
    expectOk(await call('symbols/add', { id, symbols: ['AAPL', 'MSFT'] }, alice));
    const lastOf = (line: Float64Array) => line[line.length - 1];
    const expected = async () => {
      const daily = seriesFromCandles(await readBars(store, 'AAPL', '1d', 210));
      const weekly = seriesFromCandles(await readBars(store, 'AAPL', '1wk', 150));
      return [
        lastOf(daily.close),
        lastOf(computeIndicator({ indicator: 'rsi', settings: { period: 14 } }, daily, { duration: '1d' }).lines.rsi),
        lastOf(computeIndicator({ indicator: 'ema', settings: { period: 10 } }, weekly, { duration: '1wk' }).lines.ema),
      ];
    };
    // Tokens made as the clock moves, which outlives the 15-minute one alice signed in with.
    const aapl = async () => expectOk(await s.call('/api/watchlist/values', { id }, { token: await freshToken(s, alice.user.userid) })).rows[0].values;
    const before = await aapl();
    expect(before).toEqual(await expected());
    expect(await aapl()).toEqual(before);

    // The forming bar moves: the kept weeks take the new tail.
    const [last] = await store.last('AAPL', '1d', 1);
    await store.write('AAPL', '1d', [{ ...last!, close: last!.close * 1.05, high: last!.close * 1.05 }]);
    const moved = await aapl();
    expect(moved).toEqual(await expected());
    expect(moved).not.toEqual(before);

    // A new week opens (Monday the 19th is Martin Luther King Day): the week that closed comes whole from the store.
    const tuesday = Date.UTC(2026, 0, 20, 14, 30) / 1000;
    await store.write('AAPL', '1d', [{ ts: tuesday, open: 300, high: 310, low: 295, close: 305, volume: 1e7 }]);
    expect(await aapl()).toEqual(await expected());

    // History rewritten behind the tail (an import) is read again within the hour.
    const [older] = await store.last('AAPL', '1d', 1, tuesday - 40 * 86_400);
    await store.write('AAPL', '1d', [{ ...older!, close: older!.close * 2, high: older!.close * 2 }]);
    const rewritten = await expected();
    expect(await aapl()).not.toEqual(rewritten);
    // The kept series is read whole again after an hour, so the older bar counts from then on.
    s.clock.seconds = WEDNESDAY_NOON + 3_600;
    expect(await aapl()).toEqual(rewritten);
    s.clock.seconds = WEDNESDAY_NOON;
  });

  it('answers weekly columns on the first call after a start as the kept series do, weeks built as readBars builds them', async () => {
    const { db } = s.services;
    const { store } = s.app.market.service;
    const weekly = (id: string, indicator: string, settings: object, line: string) => ({
      kind: 'indicator',
      indicator: { id, indicator, settings, colour: 0, hidden: false },
      line,
      duration: '1wk',
    });
    const indicators = [
      weekly('w1', 'macd', {}, 'signal'),
      weekly('w2', 'rsi', { period: 14 }, 'rsi'),
      weekly('w3', 'atr', { period: 14 }, 'atr'),
      weekly('w4', 'bollinger', { period: 20 }, 'upper'),
      weekly('w5', 'obv', {}, 'obv'),
    ];
    const columns = [{ kind: 'quote', field: 'last' }, ...indicators];
    const [offSession, fractional, short] = universe.filter((symbol) => /^[A-Z]+$/.test(symbol) && !['AAPL', 'MSFT'].includes(symbol)).slice(0, 3);
    const markets = ['BTC-USD', universe.find((symbol) => /\.HK$/.test(symbol)), universe.find((symbol) => /\.S[SZ]$/.test(symbol))];
    const symbols = ['AAPL', 'MSFT', offSession!, fractional!, ...markets.filter((symbol): symbol is string => symbol !== undefined && universe.includes(symbol))];
    for (const symbol of symbols) await s.app.market.service.update(symbol, '1d');
    // A bar stamped at midnight UTC on a Saturday, as a file's date the calendar does not trade on keeps it.
    const [offLast] = await store.last(offSession!, '1d', 1, WEDNESDAY_NOON - 60 * 86_400);
    const saturday = Math.floor(offLast!.ts / 604_800) * 604_800 + 2 * 86_400;
    await store.write(offSession!, '1d', [{ ...offLast!, ts: saturday }]);
    const [fractionalLast] = await store.last(fractional!, '1d', 1);
    await store.write(fractional!, '1d', [{ ...fractionalLast!, volume: 0.1 }]);
    const recent = (await store.last('AAPL', '1d', 30)).map((bar) => ({ ...bar, volume: bar.volume + 0.3 }));
    await store.write(short!, '1d', recent);
    symbols.push(short!);

    const id = await create(alice, 'Weekly');
    expectOk(await call('update', { id, columns }, alice));
    expectOk(await call('symbols/add', { id, symbols }, alice));
    const list = await ownList(db, alice.user.userid, id);
    const values = (kept: KeptSeries) => listValues({ db, store, kept, nextEarnings: async () => new Map(), now: s.clock.seconds }, list);

    const newest = await store.lastOfEach(symbols, '1d', 2);
    const built = await readWeeksOfEach(db, symbols, 400, newest);
    for (const symbol of symbols) {
      if (built.has(symbol)) expect(built.get(symbol), symbol).toEqual(await readBars(store, symbol, '1wk', 400));
    }
    // A bar off the calendar and a history shorter than the columns need are left to readBars.
    expect([offSession, short].filter((symbol) => built.has(symbol!))).toEqual([]);
    expect(['AAPL', 'MSFT', 'BTC-USD', fractional].filter((symbol) => built.has(symbol!))).toEqual(['AAPL', 'MSFT', 'BTC-USD', fractional]);

    const expected = async () =>
      Promise.all(
        symbols.map(async (symbol) => {
          const [last] = await store.last(symbol, '1d', 1);
          const cells = indicators.map(async (column) => {
            const bars = seriesFromCandles(await readBars(store, symbol, '1wk', indicatorBars(column as never)));
            const { lines } = computeIndicator({ indicator: column.indicator.indicator, settings: column.indicator.settings } as never, bars, {
              duration: '1wk',
            });
            const value = (lines as Record<string, Float64Array>)[column.line]!.at(-1)!;
            return Number.isFinite(value) ? value : null;
          });
          return { symbol, values: [last!.close, ...(await Promise.all(cells))] };
        }),
      );
    const kept = new KeptSeries(db, store);
    const first = await values(kept);
    expect(first).toEqual(await expected());
    // Six weeks of history leave the short symbol's indicators warming up; every other cell has a value.
    expect(first.filter((row) => row.symbol !== short).flatMap((row) => row.values)).not.toContain(null);

    // Every forming bar moves: the kept series take their tails, a fresh start builds the weeks anew, and both agree.
    for (const symbol of symbols) {
      const [last] = await store.last(symbol, '1d', 1);
      await store.write(symbol, '1d', [{ ...last!, close: last!.close * 1.03, high: last!.high * 1.03, volume: last!.volume + 1 }]);
    }
    const warm = await values(kept);
    expect(warm).not.toEqual(first);
    expect(await values(new KeptSeries(db, store))).toEqual(warm);
    expect(warm).toEqual(await expected());
  });

  it('refuses broken columns, names and sections by name and keeps the list as it was', async () => {
    const id = await create(alice, 'Checked');
    const before = (await ok('get', { id }, alice)).list;
    const withSettings = (settings: object) => ({ ...RSI_14, indicator: { ...RSI_14.indicator, settings } });
    const cases: [object, string, string][] = [
      [{ columns: [withSettings({ period: -1 })] }, 'indicatorPeriod', 'columns.0.indicator.settings.period'],
      [{ columns: [withSettings({ period: 'NaN' })] }, 'indicatorPeriod', 'columns.0.indicator.settings.period'],
      [{ columns: [withSettings({ period: 2.5 })] }, 'indicatorPeriod', 'columns.0.indicator.settings.period'],
      // JSON has no NaN: a period sent as NaN arrives as null, and is refused as the period it stood for.
      [{ columns: [withSettings({ period: null })] }, 'indicatorPeriod', 'columns.0.indicator.settings.period'],
      [{ columns: [{ ...RSI_14, indicator: { ...RSI_14.indicator, indicator: 'nosuch' } }] }, 'indicatorUnknown', 'columns.0.indicator.indicator'],
      [{ columns: [{ ...RSI_14, line: 'histogram' }] }, 'indicatorUnknown', 'columns.0.line'],
      [{ columns: [{ kind: 'field', field: 'kd.nosuch', duration: '1d' }] }, 'watchlistFieldUnknown', 'columns.0.field'],
      [{ columns: [{ kind: 'field', field: 'kd.k', duration: '2d' }] }, 'watchlistDurationUnknown', 'columns.0.duration'],
      [{ columns: Array.from({ length: WATCHLIST_LIMITS.columns + 1 }, () => ({ kind: 'earnings' })) }, 'watchlistTooManyColumns', 'columns'],
      [{ name: ' ' }, 'watchlistNameRequired', 'name'],
      [{ name: 'x'.repeat(WATCHLIST_LIMITS.nameLength + 1) }, 'watchlistNameTooLong', 'name'],
      [{ sections: Array.from({ length: WATCHLIST_LIMITS.sections + 1 }, (_, i) => `S${i}`) }, 'watchlistTooManySections', 'sections'],
      [{ sections: [''] }, 'watchlistNameRequired', 'sections.0'],
    ];
    for (const [change, key, field] of cases) {
      expect(expectRefusal(await call('update', { id, ...change }, alice), 422, key).body.field, key).toBe(field);
    }
    expectRefusal(await call('symbols/add', { id, symbols: universe.slice(0, WATCHLIST_LIMITS.symbolsPerCall + 1) }, alice), 422, 'watchlistTooManySymbols');
    expectRefusal(await call('symbols/add', { id, symbols: [] }, alice), 422, 'symbolRequired');
    expectRefusal(await call('symbols/add', { id, symbols: ['a b'] }, alice), 422, 'symbolInvalid');
    expect((await ok('get', { id }, alice)).list).toEqual(before);
  });
});
