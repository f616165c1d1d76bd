/** The panes a chart has below its candles, each switched on or off on the quote screen (spec §2). */
export interface ChartPanes {
  sine: boolean;
  chord: boolean;
  kd: boolean;
  volume: boolean;
}

/** The chart's lower panes, top to bottom: small wave, large wave, KD, volume. */
export type LowerPane = keyof ChartPanes;

export const LOWER_PANES: readonly LowerPane[] = ['sine', 'chord', 'kd', 'volume'];

/** The lower panes a chart with these switches draws, top to bottom. */
export function lowerPanesOf(panes: ChartPanes): LowerPane[] {
  return LOWER_PANES.filter((pane) => panes[pane]);
}
