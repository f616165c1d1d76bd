import {
  type BacktestStrategy,
  type BacktestStrategyInput,
  backtestStrategySchema,
  HOUSE_SOURCE_KEYS,
  HOUSE_SOURCE_WORDS,
  type HouseSourceKey,
  houseSourceId,
} from '@signaldesk/contract';
import type { Db } from '../db/database.js';

/**
 * Every index list, the smallest first: the first source's book on each list is written early, as the members'
 * candles are fetched on the way, and the sources after it find them stored.
 */
const EVERY_LIST = ['crypto10', 'dow30', 'hstech', 'hsi', 'nasdaq100', 'csi300', 'sp500'];

/**
 * The product's own strategies, in the screener's rule language, each published on every index list. Costs are the
 * markets' defaults and the history is all of it, so each record is what a trader following it would have had.
 */
const HOUSE_STRATEGIES: Record<HouseSourceKey, BacktestStrategyInput> = {
  'kd-oversold': {
    entry: { day: { 'kd.k': { max: 20 } } },
    exit: { day: { 'kd.k': { min: 80 } } },
    stopLoss: 8,
  },
  // examples/strategies/pullback-with-stops.json, on the whole history and sized by the list.
  'trend-pullback': {
    entry: { day: { 'kd.k': { max: 35 }, 'candle.updown': { max: -1 }, 'matrix.trend': { in: [3] } } },
    stopLoss: 8,
    takeProfit: 15,
    trailingStop: 6,
    maxBars: 20,
  },
  'matrix-trend': {
    entry: { day: { 'matrix.trend': { in: [3] }, 'matrix.route': { in: [2] } } },
    exit: { day: { 'matrix.trend': { in: [2] } } },
    trailingStop: 10,
  },
  // Fast line under zero at the cross: stages c and d of the small wave.
  'wave-cross': {
    entry: { day: { 'sine.signal': { in: [1] }, 'sine.stage': { in: [3, 4] } } },
    exit: { day: { 'sine.signal': { in: [-1] } } },
    stopLoss: 8,
  },
};

export interface HouseSource {
  key: HouseSourceKey;
  id: string;
  strategy: BacktestStrategy;
  lists: string[];
}

/** The house sources as they are seeded; a strategy the contract refuses stops the start here rather than at its first book. */
export const HOUSE_SOURCES: readonly HouseSource[] = HOUSE_SOURCE_KEYS.map((key) => ({
  key,
  id: houseSourceId(key),
  strategy: backtestStrategySchema.parse(HOUSE_STRATEGIES[key]),
  lists: EVERY_LIST,
}));

/** The app setting that says a house source was seeded once, whatever the team has made of it since. */
const seededKey = (key: HouseSourceKey) => `signal_house_seeded:${key}`;

/**
 * Adds each house source not seeded before, published, in its English words (the board reads them in the reader's
 * language until the team rewrites them). A source seeded once is never added again, so one the team withdrew or
 * deleted stays so; the setting is claimed in the same transaction, so processes starting together add it once.
 * Answers the ids added.
 */
export async function seedHouseSources(db: Db, now: number): Promise<string[]> {
  const added: string[] = [];
  for (const house of HOUSE_SOURCES) {
    const seeded = await db.transaction().execute(async (trx) => {
      const claim = await trx
        .insertInto('app_settings')
        .values({ key: seededKey(house.key), value: String(now) })
        .onConflict((oc) => oc.column('key').doNothing())
        .executeTakeFirst();
      if (Number(claim.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      const words = HOUSE_SOURCE_WORDS[house.key];
      await trx
        .insertInto('signal_sources')
        .values({
          id: house.id,
          name: words.name.en,
          description: words.description.en,
          strategy: JSON.stringify(house.strategy),
          lists: JSON.stringify(house.lists),
          published: 1,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      return true;
    });
    if (seeded) added.push(house.id);
  }
  return added;
}
