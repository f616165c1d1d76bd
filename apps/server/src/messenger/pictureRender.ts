import { symbolPicture } from '@signaldesk/chart-render';
import { renderChart } from '@signaldesk/chart-render/png';
import { type CandleRows, type Duration, type Language, type RiseFallColours, unpackCandles } from '@signaldesk/contract';

/** What a render thread draws: the candles as they travel (arrays clone far cheaper than 120 objects of 120 keys). */
export interface PictureTask {
  symbol: string;
  duration: Duration;
  language: Language;
  riseFall: RiseFallColours | null;
  rows: CandleRows;
  width: number;
  height: number;
}

export async function renderPicture({ rows, ...task }: PictureTask): Promise<Uint8Array> {
  return renderChart(symbolPicture({ ...task, candles: unpackCandles(rows) }));
}
