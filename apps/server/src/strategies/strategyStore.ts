import { randomUUID } from 'node:crypto';
import { STRATEGY_LIMITS, type Strategy, type StrategyQuery } from '@signaldesk/contract';
import type { Db } from '../db/database.js';
import { AppError } from '../http/AppError.js';
import type { StrategiesTable } from './strategyTables.js';

const notFound = () => new AppError(404, 'strategyNotFound', {}, 'sid');

/** A saved strategy with its owner, as the runner reads it. */
export interface OwnedStrategy extends Strategy {
  userid: string;
}

export function strategyView(row: StrategiesTable): OwnedStrategy {
  return {
    sid: row.sid,
    userid: row.userid,
    name: row.name,
    query: JSON.parse(row.query) as StrategyQuery,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

const publicView = ({ userid: _, ...strategy }: OwnedStrategy): Strategy => strategy;

export async function ownStrategies(db: Db, userid: string): Promise<Strategy[]> {
  const rows = await db.selectFrom('strategies').selectAll().where('userid', '=', userid).orderBy('created_at', 'desc').orderBy('sid').execute();
  return rows.map((row) => publicView(strategyView(row)));
}

/** The owner's strategy; someone else's reads as missing, so its existence is not revealed. */
export async function ownStrategy(db: Db, userid: string, sid: string): Promise<OwnedStrategy> {
  const row = await db.selectFrom('strategies').selectAll().where('sid', '=', sid).where('userid', '=', userid).executeTakeFirst();
  if (!row) throw notFound();
  return strategyView(row);
}

export async function allStrategies(db: Db): Promise<OwnedStrategy[]> {
  const rows = await db.selectFrom('strategies').selectAll().orderBy('sid').execute();
  return rows.map(strategyView);
}

export async function createStrategy(db: Db, userid: string, name: string, query: StrategyQuery, now: number): Promise<OwnedStrategy> {
  const { kept } = await db
    .selectFrom('strategies')
    .select((eb) => eb.fn.countAll<number>().as('kept'))
    .where('userid', '=', userid)
    .executeTakeFirstOrThrow();
  if (Number(kept) >= STRATEGY_LIMITS.perUser) throw new AppError(409, 'strategyLimitReached', { limit: STRATEGY_LIMITS.perUser });
  const row: StrategiesTable = { sid: randomUUID(), userid, name, query: JSON.stringify(query), created_at: now, updated_at: now };
  await db.insertInto('strategies').values(row).execute();
  return strategyView(row);
}

export async function updateStrategy(
  db: Db,
  userid: string,
  sid: string,
  change: { name?: string | undefined; query?: StrategyQuery | undefined },
  now: number,
): Promise<OwnedStrategy> {
  const row = await db
    .updateTable('strategies')
    .set({
      ...(change.name === undefined ? {} : { name: change.name }),
      ...(change.query === undefined ? {} : { query: JSON.stringify(change.query) }),
      updated_at: now,
    })
    .where('sid', '=', sid)
    .where('userid', '=', userid)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound();
  return strategyView(row);
}

/** Drops the strategy with its alert bookkeeping. */
export async function removeStrategy(db: Db, userid: string, sid: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('strategies').where('sid', '=', sid).where('userid', '=', userid).executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw notFound();
    await trx.deleteFrom('strategy_members').where('sid', '=', sid).execute();
    await trx.deleteFrom('strategy_member_changes').where('sid', '=', sid).execute();
    await trx.deleteFrom('strategy_alert_hours').where('sid', '=', sid).execute();
  });
}
