import { CHART_LAYOUT_LIMITS, type ChartLayout, type StoredChartIndicator } from '@signaldesk/contract';
import type { Db } from '../db/database.js';
import { AppError } from '../http/AppError.js';
import { readKeptLayout } from './keptLayout.js';

const byName = new Intl.Collator('en', { numeric: true }).compare;

/**
 * The trader's layouts by name. Each was checked when saved; one a later contract no longer reads is left out rather
 * than failing the whole menu.
 */
export async function traderLayouts(db: Db, userid: string): Promise<ChartLayout[]> {
  const rows = await db.selectFrom('chart_layouts').select(['name', 'layout']).where('userid', '=', userid).execute();
  return rows.flatMap((row) => readKeptLayout(row.name, row.layout) ?? []).sort((a, b) => byName(a.name, b.name));
}

/** A layout naming a symbol the market does not list is refused whole, naming the first such chart. */
async function checkSymbols(db: Db, layout: ChartLayout): Promise<void> {
  const wanted = [...new Set(layout.charts.map((chart) => chart.symbol))];
  const listed = new Set((await db.selectFrom('symbols').select('symbol').where('symbol', 'in', wanted).execute()).map((row) => row.symbol));
  const unknown = layout.charts.findIndex((chart) => !listed.has(chart.symbol));
  if (unknown >= 0) throw new AppError(404, 'unknownSymbol', { symbol: layout.charts[unknown]!.symbol }, `charts.${unknown}.symbol`);
}

/** Takes the trader's row for the transaction, so two saves at once cannot both pass the limit. */
async function holdTrader(db: Db, userid: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ userid: eb.ref('userid') }))
    .where('userid', '=', userid)
    .execute();
}

/** Keeps the layout under its name: a new name counts against the limit, a name the trader has already is replaced. */
export async function saveLayout(db: Db, userid: string, layout: ChartLayout, now: number): Promise<ChartLayout[]> {
  await checkSymbols(db, layout);
  const { name, ...rest } = layout;
  const stored = JSON.stringify(rest);
  await db.transaction().execute(async (trx) => {
    await holdTrader(trx, userid);
    const names = await trx.selectFrom('chart_layouts').select('name').where('userid', '=', userid).execute();
    if (!names.some((row) => row.name === name) && names.length >= CHART_LAYOUT_LIMITS.layouts) {
      throw new AppError(409, 'layoutLimitReached', { limit: CHART_LAYOUT_LIMITS.layouts }, 'name');
    }
    await trx
      .insertInto('chart_layouts')
      .values({ userid, name, layout: stored, updated_at: now })
      .onConflict((oc) => oc.columns(['userid', 'name']).doUpdateSet({ layout: stored, updated_at: now }))
      .execute();
  });
  return traderLayouts(db, userid);
}

/**
 * Replaces one chart's indicators in a kept layout, the rest of it as it was. Another trader's layout reads as
 * missing, as does a chart the kept layout does not have (the screen's arrangement changed since it was saved).
 */
export async function saveChartIndicators(db: Db, userid: string, name: string, chart: number, list: StoredChartIndicator[], now: number): Promise<ChartLayout[]> {
  await db.transaction().execute(async (trx) => {
    await holdTrader(trx, userid);
    const row = await trx.selectFrom('chart_layouts').select('layout').where('userid', '=', userid).where('name', '=', name).executeTakeFirst();
    if (!row) throw new AppError(404, 'layoutNotFound', {}, 'name');
    const stored = JSON.parse(row.layout) as { charts: Record<string, unknown>[] };
    if (chart >= stored.charts.length) throw new AppError(404, 'layoutChartNotFound', {}, 'chart');
    const charts = stored.charts.map((kept, index) => (index === chart ? { ...kept, indicators: list } : kept));
    await trx
      .updateTable('chart_layouts')
      .set({ layout: JSON.stringify({ ...stored, charts }), updated_at: now })
      .where('userid', '=', userid)
      .where('name', '=', name)
      .execute();
  });
  return traderLayouts(db, userid);
}

/** Another trader's layout reads as missing, so its existence is not revealed. */
export async function removeLayout(db: Db, userid: string, name: string): Promise<ChartLayout[]> {
  const removed = await db.deleteFrom('chart_layouts').where('userid', '=', userid).where('name', '=', name).executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) throw new AppError(404, 'layoutNotFound', {}, 'name');
  return traderLayouts(db, userid);
}
