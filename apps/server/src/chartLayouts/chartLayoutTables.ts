/** One of a trader's named layouts; layout is its arrangement, charts and links as checked JSON. */
export interface ChartLayoutsTable {
  userid: string;
  name: string;
  layout: string;
  updated_at: number;
}

export interface ChartLayoutTables {
  chart_layouts: ChartLayoutsTable;
}
