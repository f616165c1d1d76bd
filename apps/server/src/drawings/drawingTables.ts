/** One drawing of a trader on one chart; points is the validated anchor list as JSON. */
export interface ChartDrawingsTable {
  id: string;
  userid: string;
  symbol: string;
  duration: string;
  kind: string;
  points: string;
  text: string;
  /** Order of drawing on its chart: later ones paint on top, and a second's saves keep their order. */
  position: number;
  created_at: number;
  updated_at: number;
}

export interface DrawingTables {
  chart_drawings: ChartDrawingsTable;
}
