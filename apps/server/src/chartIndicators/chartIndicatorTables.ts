/** A trader's chart indicators; list is the validated instances as JSON, in the order they were added. */
export interface ChartIndicatorListsTable {
  userid: string;
  list: string;
  updated_at: number;
}

export interface ChartIndicatorTables {
  chart_indicator_lists: ChartIndicatorListsTable;
}
