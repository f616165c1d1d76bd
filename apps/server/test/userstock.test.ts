import { USERSTOCK_LIMITS } from '@signaldesk/contract';
import { beforeAll, expect, it } from 'vitest';
import { subscriberFavourites } from '../src/userstock/userStocks.js';
import {
  describeEachDatabase,
  expectOk,
  expectRefusal,
  setRole,
  signIn,
  signInSuper,
  type SignedIn,
  type TestServer,
  signInMember,
  useServer,
} from './harness.js';

const symbols = (list: { list: { symbol: string }[] }) => list.list.map((stock) => stock.symbol);

describeEachDatabase('user stock lists', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let admin: SignedIn;
  let alice: SignedIn;
  let bob: SignedIn;
  let plain: SignedIn;

  const member = () => signInMember(s, admin.token);
  const call = (path: string, body: unknown, who: SignedIn) => s.call(`/api/userstock/${path}`, body, { token: who.token });
  const lists = async (who: SignedIn) => expectOk(await call('list', {}, who));

  beforeAll(async () => {
    s = server();
    admin = await signInSuper(s);
    alice = await member();
    bob = await member();
    plain = await signIn(s);
  });

  it('follows symbols newest first, once each, and unfollow answers 1 only when it removed one', async () => {
    expect(expectOk(await call('follow', { symbol: 'aapl' }, alice))).toEqual({ result: 1 });
    expect(expectOk(await call('follow', { symbol: 'MSFT' }, alice))).toEqual({ result: 1 });
    expect(expectOk(await call('follow', { symbol: 'AAPL' }, alice))).toEqual({ result: 0 });
    const mine = await lists(alice);
    expect(symbols(mine.followlist)).toEqual(['MSFT', 'AAPL']);
    expect(mine.followlist.count).toBe(2);
    expect(mine.followlist.list[0]).toMatchObject({ symbol: 'MSFT', name: expect.any(String), region: 'US' });

    expect(expectOk(await call('unfollow', { symbol: 'AAPL' }, alice))).toEqual({ result: 1 });
    expect(expectOk(await call('unfollow', { symbol: 'AAPL' }, alice))).toEqual({ result: 0 });
    expect(symbols((await lists(alice)).followlist)).toEqual(['MSFT']);
    expect((await lists(bob)).followlist).toEqual({ list: [], count: 0 });
  });

  it('keeps only the last three favourites, naming the ones dropped; adding one again makes it the newest', async () => {
    for (const symbol of ['AAPL', 'MSFT', 'NVDA']) expect(expectOk(await call('feature', { symbol }, bob))).toEqual({ result: 1, dropped: [] });
    expect(symbols((await lists(bob)).featurelist)).toEqual(['NVDA', 'MSFT', 'AAPL']);

    expect(expectOk(await call('feature', { symbol: 'TSLA' }, bob))).toEqual({ result: 1, dropped: ['AAPL'] });
    expect(symbols((await lists(bob)).featurelist)).toEqual(['TSLA', 'NVDA', 'MSFT']);

    expect(expectOk(await call('feature', { symbol: 'MSFT' }, bob))).toEqual({ result: 0, dropped: [] });
    expect(expectOk(await call('feature', { symbol: 'AMZN' }, bob))).toEqual({ result: 1, dropped: ['NVDA'] });
    const favourites = (await lists(bob)).featurelist;
    expect(symbols(favourites)).toEqual(['AMZN', 'MSFT', 'TSLA']);
    expect(favourites.count).toBe(USERSTOCK_LIMITS.favourites);

    expect(expectOk(await call('unfeature', { symbol: 'MSFT' }, bob))).toEqual({ result: 1 });
    expect(expectOk(await call('unfeature', { symbol: 'MSFT' }, bob))).toEqual({ result: 0 });
    expect(symbols((await lists(bob)).featurelist)).toEqual(['AMZN', 'TSLA']);
  });

  it('lists what traders follow most as the likelist', async () => {
    const carol = await member();
    for (const who of [alice, bob, carol]) expectOk(await call('follow', { symbol: 'NVDA' }, who));
    expectOk(await call('follow', { symbol: 'TSLA' }, carol));
    const liked = (await lists(carol)).likelist;
    expect(symbols(liked).slice(0, 2)).toEqual(['NVDA', 'MSFT']);
    expect(symbols(liked)).toContain('TSLA');
    expect(liked.count).toBe(liked.list.length);
  });

  it('lists followed symbols under the fav filter of the stock list, with region and label still applying', async () => {
    const fav = expectOk(await s.call('/api/stock/list', { filter: 'fav' }, { token: alice.token }));
    expect(symbols(fav).sort()).toEqual(['MSFT', 'NVDA']);
    expect(fav.total).toBe(2);
    expect(expectOk(await s.call('/api/stock/list', { filter: 'fav', region: 'HK' }, { token: alice.token })).list).toEqual([]);
    expect(expectOk(await s.call('/api/stock/list', { filter: 'fav' }, { token: (await member()).token })).total).toBe(0);
  });

  it('keeps the favourites of vip subscribers fresh, not those of members', async () => {
    const favourites = subscriberFavourites(s.services.db, s.services.now);
    expect(await favourites()).toEqual([]);
    await setRole(s, admin.token, bob.user.userid, 'vip');
    expect((await favourites()).sort()).toEqual(['AMZN', 'TSLA']);
  });

  it('refuses unknown symbols, bad symbols, traders without a subscription and strangers', async () => {
    expectRefusal(await call('follow', { symbol: 'NOSUCH' }, alice), 404, 'unknownSymbol');
    expectRefusal(await call('feature', { symbol: 'NOSUCH' }, alice), 404, 'unknownSymbol');
    expectRefusal(await call('follow', { symbol: 'a b' }, alice), 422, 'symbolInvalid');
    expectRefusal(await call('follow', {}, alice), 422, 'symbolInvalid');
    expectRefusal(await call('follow', { symbol: 'AAPL' }, plain), 403, 'forbidden');
    expectRefusal(await call('list', {}, plain), 403, 'forbidden');
    expectRefusal(await s.call('/api/userstock/list', {}), 401, 'unauthorized');
  });
});
