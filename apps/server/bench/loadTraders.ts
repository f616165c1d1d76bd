/**
 * The traders the load bench plays, written straight into a fresh PostgreSQL schema before the servers start:
 * members with a web session each, followed symbols and favourites, saved strategies, strategy alerts in their
 * messenger, and indicator snapshots of the whole universe for the screener to read.
 */
import { GROUP_DURATION, STRATEGY_GROUPS, type StrategyQuery, strategyQuerySchema } from '@signaldesk/contract';
import { FIELD_COUNT } from '@signaldesk/indicators';
import { SYMBOLS } from '@signaldesk/market-data/universe';
import type { Services } from '../src/app/services.js';
import { openSession } from '../src/auth/sessions.js';
import { storeNotices } from '../src/messenger/messageStore.js';
import { strategyNotice } from '../src/messenger/notice.js';
import { writeSnapshot } from '../src/quotes/snapshots.js';
import { loadUniverse } from '../src/stocks/symbolList.js';
import { createStrategy } from '../src/strategies/strategyStore.js';
import { accountFor } from '../src/users/accounts.js';
import { ensureBuiltIns } from '../src/watchlists/watchlistStore.js';
import { seeded } from '../test/strategiesFixtures.js';

export interface Trader {
  userid: string;
  accessToken: string;
  /** The browser's refresh cookie; every refresh spends it and sets the next. */
  refreshToken: string;
  strategyIds: string[];
}

/** The symbols traders open charts of and follow: the largest of the universe, as the busiest charts are. */
export const CHART_SYMBOLS = [...SYMBOLS]
  .filter((info) => info.cap > 0)
  .sort((a, b) => b.cap - a.cap)
  .slice(0, 40)
  .map((info) => info.symbol);

/** Screener forms traders run and save: one or two rules, a region and an order, as the screener page builds them. */
export const SCREENS: readonly StrategyQuery[] = [
  { region: 'ALL', limit: 100, day: { 'kd.k': { min: 20, max: 80, order: 'DESC' } } },
  { region: 'US', limit: 50, day: { 'candle.updown': { min: 2 } }, week: { 'matrix.trend': { in: [2] } } },
  { region: 'HK', limit: 100, hour: { 'sine.quadrant': { in: [1, 2] } } },
  { region: 'ALL', limit: 200, cap: { min: 500, order: 'DESC' }, day: { 'matrix.k10': { max: 0 } } },
].map((input) => strategyQuerySchema.parse(input));

const ALERTS_PER_TRADER = 30;
const BAR = Date.UTC(2026, 0, 5, 14, 30) / 1000;

/** Values for every catalogue field of every universe symbol and screener duration, about one in twenty missing. */
async function writeSnapshots(services: Services): Promise<void> {
  const random = seeded(18);
  for (const info of SYMBOLS) {
    for (const group of STRATEGY_GROUPS) {
      const values = Array.from({ length: FIELD_COUNT }, () => (random() < 0.05 ? null : Math.round((random() * 200 - 50) * 100) / 100));
      await writeSnapshot(services.db, info.symbol, GROUP_DURATION[group], BAR, values, services.now());
    }
  }
}

async function prepareTrader(services: Services, index: number): Promise<Trader> {
  const account = await accountFor(services, { subject_kind: 'email', subject: `trader-${index}@load.signaldesk.local` });
  await services.db.updateTable('users').set({ role: 'member' }).where('userid', '=', account.userid).execute();
  const { accessToken, refreshToken } = await openSession(services, account.userid, 'web', 'load bench');
  const now = services.now();
  const followed = Array.from({ length: 6 }, (_, k) => CHART_SYMBOLS[(index + k * 7) % CHART_SYMBOLS.length] as string);
  await ensureBuiltIns(services.db, account.userid, now);
  const lists = await services.db.selectFrom('watchlists').select(['id', 'kind']).where('userid', '=', account.userid).execute();
  const listed = (kind: string, symbols: string[]) => symbols.map((symbol, pos) => ({ list_id: lists.find((list) => list.kind === kind)!.id, symbol, section: '', pos, added_at: now }));
  await services.db
    .insertInto('watchlist_symbols')
    .values([...listed('follow', followed), ...listed('feature', followed.slice(0, 3))])
    .execute();
  const strategies = await Promise.all(
    [0, 1].map((k) => createStrategy(services.db, account.userid, `Screen ${k + 1}`, SCREENS[(index + k) % SCREENS.length] as StrategyQuery, now)),
  );
  const alerts = Array.from({ length: ALERTS_PER_TRADER }, (_, k) => {
    const strategy = strategies[k % strategies.length]!;
    const symbol = CHART_SYMBOLS[(index + k) % CHART_SYMBOLS.length] as string;
    return strategyNotice({
      userid: account.userid,
      strategyId: strategy.sid,
      strategyName: strategy.name,
      symbol,
      name: symbol,
      duration: '1d',
      ts: BAR - k * 86_400,
      payload: { 'kd.k': 42.5 },
    });
  });
  await storeNotices(services.db, alerts, now);
  return { userid: account.userid, accessToken, refreshToken, strategyIds: strategies.map((s) => s.sid) };
}

/** Writes the market and `count` traders, a few at a time; answers the traders in the order they were made. */
export async function prepareTraders(services: Services, count: number): Promise<Trader[]> {
  await loadUniverse(services.db);
  await writeSnapshots(services);
  const traders: Trader[] = new Array(count);
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const index = next++;
      traders[index] = await prepareTrader(services, index);
    }
  };
  await Promise.all(Array.from({ length: 8 }, lane));
  return traders;
}
