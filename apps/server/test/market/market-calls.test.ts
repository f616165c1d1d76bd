import { COMPARE_LIMITS } from '@signaldesk/contract';
import { CATALOGUE } from '@signaldesk/indicators';
import { SYMBOLS } from '@signaldesk/market-data';
import { beforeAll, expect, it } from 'vitest';
import {
  describeEachDatabase,
  expectOk,
  expectRefusal,
  signInSuper,
  type SignedIn,
  type TestServer,
  signInMember,
  useServer,
} from '../harness.js';

/** Tuesday 2026-01-06 18:00 UTC: New York is trading, so the demo market has a forming daily bar. */
const TUESDAY_AFTERNOON = Date.UTC(2026, 0, 6, 18, 0) / 1000;

describeEachDatabase('stock, quote and job calls', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let admin: SignedIn;
  let member: SignedIn;
  let plus: SignedIn;

  beforeAll(async () => {
    s = server();
    s.clock.seconds = TUESDAY_AFTERNOON;
    admin = await signInSuper(s);
    member = await signInMember(s, admin.token);
    plus = await signInMember(s, admin.token, 2000);
  });

  const call = (path: string, body: unknown, who: SignedIn = member) => s.call(path, body, { token: who.token });

  it('lists the stocks of a region largest first, 50 a page, filtered by symbol or names', async () => {
    const us = expectOk(await call('/api/stock/list', { region: 'US' }));
    expect(us.list).toHaveLength(50);
    expect(us.total).toBe(SYMBOLS.filter((i) => i.region === 'US').length);
    const caps = us.list.map((stock: { cap: number }) => stock.cap);
    expect(caps).toEqual([...caps].sort((a, b) => b - a));
    const all = expectOk(await call('/api/stock/list', {}));
    expect(all.total).toBe(SYMBOLS.length);
    const second = expectOk(await call('/api/stock/list', { page: 2 }));
    expect(second.list[0].symbol).not.toBe(all.list[0].symbol);

    const apple = expectOk(await call('/api/stock/list', { region: 'US', symbol: 'apple' }));
    expect(apple.list.map((stock: { symbol: string }) => stock.symbol)).toContain('AAPL');
    const byChineseName = expectOk(await call('/api/stock/list', { region: 'ALL', symbol: '苹果' }));
    expect(byChineseName.list.map((stock: { symbol: string }) => stock.symbol)).toContain('AAPL');
    expect(expectOk(await call('/api/stock/list', { region: 'HK', symbol: 'apple' })).list).toEqual([]);
    expect(expectOk(await call('/api/stock/list', { region: 'USD' })).list[0]).toMatchObject({ symbol: 'BTC-USD', region: 'USD' });
  });

  it('finds the stock a search spells as traders write it, and nothing for text that is no symbol', async () => {
    const found = async (symbol: string) => expectOk(await call('/api/stock/list', { symbol })).list.map((stock: { symbol: string; cnname: string }) => [stock.symbol, stock.cnname]);
    for (const typed of ['SH600519', '600519.SH', 'sh600519', '600519']) expect(await found(typed), typed).toEqual([['600519.SS', '贵州茅台']]);
    expect((await found('hk00700'))[0], 'hk00700').toEqual(['0700.HK', '腾讯控股']);
    expect((await found('btc/usdt'))[0], 'btc/usdt').toEqual(['BTC-USD', '比特币']);
    expect((await found('EUR/USD'))[0], 'EUR/USD').toEqual(['EURUSD=X', '欧元兑美元']);
    expect(await found('../')).toEqual([]);
    expectRefusal(await call('/api/stock/list', { symbol: 'A'.repeat(41) }), 422, 'invalidField');
  });

  it('answers one stock with its last daily bar and indicator snapshot, and says the data is demo data', async () => {
    const atom = expectOk(await call('/api/stock/atom', { symbol: 'aapl' }));
    expect(atom.stock).toMatchObject({ symbol: 'AAPL', region: 'US', name: expect.any(String), cnname: expect.any(String) });
    expect(atom.demo).toBe(true);
    expect(atom.quote.close).toBeGreaterThan(0);
    expect(atom.stock.close).toBe(atom.quote.close);
    expect(Object.keys(atom.snapshot.values)).toEqual(CATALOGUE.map((f) => f.id));
    expect(atom.snapshot.values['candle.close']).toBe(atom.quote.close);
    expectRefusal(await call('/api/stock/atom', { symbol: 'NOSUCH' }), 404, 'unknownSymbol');
  });

  it('answers Plus subscribers option chains for US symbols only, and reads a contract code', async () => {
    const chain = expectOk(await call('/api/stock/options', { symbol: 'AAPL' }, plus));
    expect(chain.kind).toBe('chain');
    expect(chain.dates.length).toBeGreaterThan(0);
    expect(chain.calls.length).toBeGreaterThan(0);
    const later = expectOk(await call('/api/stock/options', { symbol: 'AAPL', date: chain.dates[1] }, plus));
    expect(later.expiration).toBe(chain.dates[1]);
    for (const symbol of ['0700.HK', '600519.SS', '000001.SZ', 'BTC-USD']) {
      expectRefusal(await call('/api/stock/options', { symbol }, plus), 404, 'noOptionData');
    }
    const contract = expectOk(await call('/api/stock/options', { symbol: 'AAPL260116C00150000' }, plus));
    expect(contract).toMatchObject({ kind: 'contract', underlying: 'AAPL', right: 'call', strike: 150, expiration: Date.UTC(2026, 0, 16) / 1000 });
    expectRefusal(await call('/api/stock/options', { symbol: 'NOTACONTRACTCODE' }, plus), 404, 'unknownSymbol');
  });

  it('creates, updates and removes stock meta, and finds stocks by tag', async () => {
    expectRefusal(await call('/api/stock/meta/create', { symbol: 'TSLA' }), 403, 'forbidden');
    const created = expectOk(await call('/api/stock/meta/create', { symbol: 'TSLA', tags: 'EV, AI', intro: 'Cars', fields: { sector: 'Auto' } }, admin));
    expect(created.meta).toMatchObject({ symbol: 'TSLA', tags: ['EV', 'AI'], intro: 'Cars', fields: { sector: 'Auto' } });
    expectRefusal(await call('/api/stock/meta/create', { symbol: 'TSLA' }, admin), 409, 'stockMetaExists');
    const updated = expectOk(await call('/api/stock/meta/update', { symbol: 'TSLA', tags: ['EV'], fields: { sector: null, ceo: 'E.M.' } }, admin));
    expect(updated.meta).toMatchObject({ tags: ['EV'], intro: 'Cars', fields: { ceo: 'E.M.' } });
    const tagged = expectOk(await call('/api/stock/by/tag', { tag: 'ev' }));
    expect(tagged.list).toEqual([expect.objectContaining({ symbol: 'TSLA', tags: ['EV'] })]);
    expectOk(await call('/api/stock/meta/remove', { symbol: 'TSLA' }, admin));
    expectRefusal(await call('/api/stock/meta/remove', { symbol: 'TSLA' }, admin), 404, 'stockMetaNotFound');
    expectRefusal(await call('/api/stock/meta/update', { symbol: 'TSLA', intro: 'x' }, admin), 404, 'stockMetaNotFound');
    expect(expectOk(await call('/api/stock/by/tag', { tag: 'ev' })).list).toEqual([]);
    expectRefusal(await call('/api/stock/meta/create', { symbol: 'NOSUCH' }, admin), 404, 'unknownSymbol');
  });

  it('refreshes one series on demand, limited per user and symbol, and refuses a bad duration naming the field', async () => {
    const refreshed = expectOk(await call('/api/quote/refresh', { symbol: 'MSFT', duration: '1h' }));
    expect(refreshed).toMatchObject({ symbol: 'MSFT', duration: '1h' });
    expect(refreshed.candles).toBeGreaterThan(100);
    expect(refreshed.ts).toBeLessThanOrEqual(TUESDAY_AFTERNOON);
    for (let i = 1; i < 4; i++) expectOk(await call('/api/quote/refresh', { symbol: 'MSFT', duration: '1d' }));
    const limited = expectRefusal(await call('/api/quote/refresh', { symbol: 'MSFT', duration: '1d' }), 429, 'tooManyRequests');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expectOk(await call('/api/quote/refresh', { symbol: 'AMZN', duration: '4h' }));
    const bad = expectRefusal(await call('/api/quote/refresh', { symbol: 'MSFT', duration: '2d' }), 422, 'invalidField');
    expect(bad.body.field).toBe('duration');
    expectRefusal(await call('/api/quote/refresh', { symbol: 'NOSUCH', duration: '1d' }), 404, 'unknownSymbol');
    const refresh = expectOk(await call('/api/jobs/list', {}, admin)).list.find((j: { name: string }) => j.name === 'refresh');
    expect(refresh).toMatchObject({ runs: 5, failures: 0, lastSuccess: TUESDAY_AFTERNOON });
  });

  it('sends the closes of symbols to compare across markets, and refuses more than five, unknown symbols and bad durations', async () => {
    const { series } = expectOk(await call('/api/quote/compare', { symbols: ['0700.HK', 'BTC-USD', '0700.HK'], duration: '1d' }));
    expect(series.map((one: { symbol: string }) => one.symbol)).toEqual(['0700.HK', 'BTC-USD']);
    for (const { symbol, closes } of series as { symbol: string; closes: [number, number][] }[]) {
      expect(closes.length).toBe(COMPARE_LIMITS.candles);
      expect(closes.every(([ts], i) => i === 0 || ts > closes[i - 1]![0])).toBe(true);
      expect(closes.at(-1)![0]).toBeLessThanOrEqual(TUESDAY_AFTERNOON);
      const stored = await s.app.market.service.store.last(symbol, '1d', 1);
      expect(closes.at(-1)).toEqual([stored[0]!.ts, stored[0]!.close]);
    }
    const six = ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'TSLA', 'META'];
    expectRefusal(await call('/api/quote/compare', { symbols: six, duration: '1d' }), 422, 'compareTooManySymbols');
    expectRefusal(await call('/api/quote/compare', { symbols: ['AAPL', 'NOSUCH'], duration: '1d' }), 404, 'unknownSymbol');
    expectRefusal(await call('/api/quote/compare', { symbols: ['AAPL'], duration: '2d' }), 422, 'invalidField');
    expectRefusal(await call('/api/quote/compare', { symbols: [], duration: '1d' }), 422, 'symbolRequired');
  });

  it('resets a stock’s stats: stored bars are dropped and the daily history loaded afresh', async () => {
    expectOk(await call('/api/quote/refresh', { symbol: 'NVDA', duration: '1h' }));
    const store = s.app.market.service.store;
    expect(await store.count('NVDA', '1h')).toBeGreaterThan(0);
    const reset = expectOk(await call('/api/stock/stats/reset', { symbol: 'NVDA' }, admin));
    expect(reset.stock.close).toBeGreaterThan(0);
    expect(await store.count('NVDA', '1h')).toBe(0);
    expect(await store.count('NVDA', '1d')).toBeGreaterThan(1_000);
  });

  it('reloads the symbol list from the bundled universe', async () => {
    await s.services.db.deleteFrom('symbols').where('symbol', '=', 'AAPL').execute();
    await s.services.db.insertInto('symbols').values({ symbol: 'GONE', name: 'Gone', cnname: '', region: 'US', type: 0, cap: 1 }).execute();
    expect(expectOk(await call('/api/stock/symbols/reset', {}, admin))).toEqual({ symbols: SYMBOLS.length });
    const symbols = await s.services.db.selectFrom('symbols').select('symbol').execute();
    expect(symbols.length).toBe(SYMBOLS.length);
    expect(symbols.map((r) => r.symbol)).toContain('AAPL');
    expect(symbols.map((r) => r.symbol)).not.toContain('GONE');
  });

  it('shows the jobs and the queue on the fire screen, and fires an update, a compute or a sweep by hand', async () => {
    const listed = expectOk(await call('/api/jobs/list', {}, admin));
    expect(listed.provider).toBe('demo');
    expect(listed.list.map((j: { name: string }) => j.name)).toEqual([
      'daily:US', 'daily:HK', 'daily:CN', 'daily:USD', 'daily:GF', 'hot', 'update', 'compute', 'refresh',
    ]);
    expect(listed.queue).toEqual({ depth: 0, running: null });

    const computed = expectOk(await call('/api/jobs/run', { name: 'compute', symbol: 'MSFT', duration: '1h' }, admin));
    expect(computed.job).toMatchObject({ name: 'compute', runs: 1, failures: 0, lastSuccess: TUESDAY_AFTERNOON });
    const empty = expectOk(await call('/api/jobs/run', { name: 'compute', symbol: 'KO', duration: '5m' }, admin));
    expect(empty.job).toMatchObject({ failures: 1, lastError: 'KO 5m: no candles stored' });
    const updated = expectOk(await call('/api/jobs/run', { name: 'update', symbol: 'KO', duration: '5m' }, admin));
    expect(updated.job).toMatchObject({ failures: 0, lastSuccess: TUESDAY_AFTERNOON });

    const fired = expectOk(await call('/api/jobs/run', { name: 'daily:GF' }, admin));
    expect(fired.job.runs).toBeGreaterThanOrEqual(1);
    await s.app.market.jobs.idle();
    const gf = expectOk(await call('/api/jobs/list', {}, admin)).list.find((j: { name: string }) => j.name === 'daily:GF');
    expect(gf).toMatchObject({ failures: 0, lastSuccess: TUESDAY_AFTERNOON });
    expect(await s.app.market.service.store.count('GC=F', '1d')).toBeGreaterThan(1_000);

    const missing = expectRefusal(await call('/api/jobs/run', { name: 'update' }, admin), 422, 'symbolRequired');
    expect(missing.body.field).toBe('symbol');
  });
});
