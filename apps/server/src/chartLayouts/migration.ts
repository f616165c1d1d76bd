import type { Kysely, Migration } from 'kysely';

/** Each trader's named multi-chart layouts, one row a layout, its name unique to the trader. */
export const chartLayoutMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('chart_layouts')
      .addColumn('userid', 'text', (c) => c.notNull().references('users.userid'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('layout', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('chart_layouts_pk', ['userid', 'name'])
      .execute();
  },
};

/** The tables as migration 0028 left them, as far as this migration reads them. */
interface TablesBefore {
  chart_layouts: { userid: string; name: string; layout: string };
  chart_indicator_lists: { userid: string; list: string };
}

/**
 * Layout charts keep indicators of their own from now on. Until now every chart of a layout showed the trader's one
 * set, so each chart of a kept layout starts with a copy of it and shows what it showed before; the trader's set
 * stays as it is, for their single chart. A trader who never kept a set leaves their charts without one, and those
 * start from the set their browser has when opened.
 */
export const layoutChartIndicatorsMigration: Migration = {
  async up(untyped: Kysely<unknown>) {
    const db = untyped as Kysely<TablesBefore>;
    const rows = await db
      .selectFrom('chart_layouts')
      .innerJoin('chart_indicator_lists', 'chart_indicator_lists.userid', 'chart_layouts.userid')
      .select(['chart_layouts.userid', 'chart_layouts.name', 'chart_layouts.layout', 'chart_indicator_lists.list'])
      .execute();
    for (const row of rows) {
      const layout = JSON.parse(row.layout) as { charts?: unknown };
      if (!Array.isArray(layout.charts)) continue;
      const indicators = JSON.parse(row.list) as unknown;
      const charts = layout.charts.map((chart: unknown) =>
        typeof chart === 'object' && chart !== null && !('indicators' in chart) ? { ...chart, indicators } : chart,
      );
      await db
        .updateTable('chart_layouts')
        .set({ layout: JSON.stringify({ ...layout, charts }) })
        .where('userid', '=', row.userid)
        .where('name', '=', row.name)
        .execute();
    }
  },
};
