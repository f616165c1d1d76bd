import type { ChartCandle } from '@signaldesk/contract';
import type { CandlestickData, HistogramData, LineData, UTCTimestamp } from 'lightweight-charts';
import { fastLineColours, overlayLines, phaseColour, type RiseFallPalette } from '@signaldesk/chart-render';
import type { BandPoint } from './BandSeries.js';
import { chartTime } from './chartTime.js';

type Point = LineData<UTCTimestamp>;

export interface WaveData {
  columns: HistogramData<UTCTimestamp>[];
  fast: Point[];
  slow: Point[];
  band: (BandPoint & { time: UTCTimestamp })[];
}

/** Everything the chart's series draw, bar for bar; a field still warming up (null) is left out of its line. */
export interface ChartSeriesData {
  candles: CandlestickData<UTCTimestamp>[];
  volume: HistogramData<UTCTimestamp>[];
  overlays: Record<string, Point[]>;
  sine: WaveData;
  chord: WaveData;
  k: Point[];
  d: Point[];
}

const numberOf = (candle: ChartCandle, field: string): number | null => {
  const value = candle[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

function pushWave(wave: WaveData, candle: ChartCandle, time: UTCTimestamp, name: 'sine' | 'chord'): void {
  const bar = numberOf(candle, `${name}.bar`);
  const fast = numberOf(candle, `${name}.kfast`);
  const slow = numberOf(candle, `${name}.kslow`);
  if (bar !== null) wave.columns.push({ time, value: bar, color: phaseColour(numberOf(candle, `${name}.quadrant`)) });
  const colours = fastLineColours(numberOf(candle, `${name}.showAwl`), fast, slow);
  if (fast !== null) wave.fast.push({ time, value: fast, color: colours.line });
  if (slow !== null) wave.slow.push({ time, value: slow });
  if (fast !== null && slow !== null) {
    wave.band.push({ time, upper: Math.max(fast, slow), lower: Math.min(fast, slow), fill: colours.band });
  }
}

const emptyWave = (): WaveData => ({ columns: [], fast: [], slow: [], band: [] });

/** A volume bar in the rise colour under a candle that closed at or above its open, else in the fall colour. */
const volumeBar = ({ open, close, volume }: ChartCandle, time: UTCTimestamp, colours: RiseFallPalette): HistogramData<UTCTimestamp> => ({
  time,
  value: volume,
  color: close >= open ? colours.rise.volume : colours.fall.volume,
});

/** The volume bars alone, for recolouring them when the rise/fall colours change. */
export const volumeBars = (candles: readonly ChartCandle[], timeZone: string, colours: RiseFallPalette) =>
  candles.map((candle) => volumeBar(candle, chartTime(candle.ts, timeZone), colours));

/** The candles' colours: body, border and wick in the rise colour for a rising candle, the fall colour for a falling one. */
export const candleColours = ({ rise, fall }: RiseFallPalette) => ({
  upColor: rise.main,
  downColor: fall.main,
  borderUpColor: rise.main,
  borderDownColor: fall.main,
  wickUpColor: rise.main,
  wickDownColor: fall.main,
});

/** The series data of some candles in the exchange's time zone: the whole window, or one live bar. */
export function chartSeriesData(candles: readonly ChartCandle[], timeZone: string, colours: RiseFallPalette): ChartSeriesData {
  const data: ChartSeriesData = {
    candles: [],
    volume: [],
    overlays: Object.fromEntries(overlayLines.map((line) => [line.field, []])),
    sine: emptyWave(),
    chord: emptyWave(),
    k: [],
    d: [],
  };
  for (const candle of candles) {
    const time = chartTime(candle.ts, timeZone);
    const { open, high, low, close } = candle;
    data.candles.push({ time, open, high, low, close });
    data.volume.push(volumeBar(candle, time, colours));
    for (const line of overlayLines) {
      const value = numberOf(candle, line.field);
      if (value !== null) data.overlays[line.field]!.push({ time, value });
    }
    pushWave(data.sine, candle, time, 'sine');
    pushWave(data.chord, candle, time, 'chord');
    const k = numberOf(candle, 'kd.k');
    const d = numberOf(candle, 'kd.d');
    if (k !== null) data.k.push({ time, value: k });
    if (d !== null) data.d.push({ time, value: d });
  }
  return data;
}
