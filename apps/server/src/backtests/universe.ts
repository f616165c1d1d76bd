import type { BacktestUniverse } from '@signaldesk/contract';
import type { Db } from '../db/database.js';
import { AppError } from '../http/AppError.js';
import type { Screener } from '../screener/screener.js';
import { symbolsTagged } from '../stocks/stockMeta.js';
import { ownStrategy } from '../strategies/strategyStore.js';

const USER_LISTS = { favourites: 'feature', followed: 'follow' } as const;

/** The symbols a run trades, known to the product, in alphabetical order; refused by field when none is. */
export async function resolveUniverse(db: Db, screener: Screener, userid: string, universe: BacktestUniverse): Promise<string[]> {
  let wanted: string[];
  switch (universe.kind) {
    case 'symbol':
      wanted = [universe.symbol];
      break;
    case 'tag':
      wanted = await symbolsTagged(db, universe.tag);
      if (wanted.length === 0) throw new AppError(422, 'backtestUnknownTag', { tag: universe.tag }, 'request.universe.tag');
      break;
    case 'region':
      wanted = (await db.selectFrom('symbols').select('symbol').where('region', '=', universe.region).execute()).map((r) => r.symbol);
      break;
    case 'list':
      wanted = (
        await db
          .selectFrom('watchlist_symbols')
          .innerJoin('watchlists', 'watchlists.id', 'watchlist_symbols.list_id')
          .select('watchlist_symbols.symbol')
          .where('watchlists.userid', '=', userid)
          .where('watchlists.kind', '=', USER_LISTS[universe.list])
          .execute()
      ).map((r) => r.symbol);
      break;
    case 'strategy': {
      const strategy = await ownStrategy(db, userid, universe.sid);
      await screener.sync();
      wanted = screener.query(strategy.query).rows.map((row) => screener.table.symbols[row]!);
      break;
    }
  }
  const unique = [...new Set(wanted)];
  const known = new Set<string>();
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db.selectFrom('symbols').select('symbol').where('symbol', 'in', unique.slice(i, i + 500)).execute();
    for (const row of rows) known.add(row.symbol);
  }
  if (universe.kind === 'symbol' && !known.has(universe.symbol)) {
    throw new AppError(422, 'backtestUnknownSymbol', { symbol: universe.symbol }, 'request.universe.symbol');
  }
  const symbols = unique.filter((symbol) => known.has(symbol)).sort();
  if (symbols.length === 0) throw new AppError(422, 'backtestNoSymbols', {}, 'request.universe');
  return symbols;
}
