import type { HistogramData, LineData, UTCTimestamp, WhitespaceData } from 'lightweight-charts';
import type { BandPoint } from '../chart/BandSeries.js';
import { type IndicatorFill, type IndicatorLine, placeLine } from './indicatorLines.js';

export type LinePoint = LineData<UTCTimestamp> | HistogramData<UTCTimestamp> | WhitespaceData<UTCTimestamp>;
export type FillPoint = (BandPoint & { time: UTCTimestamp }) | WhitespaceData<UTCTimestamp>;

/**
 * A line's points from candle `from` on, at the times they are drawn (`times`: the candles' chart times, then the
 * times after the last candle). A bar still warming up is whitespace, so the line starts where its values do.
 */
export function linePoints(line: IndicatorLine, times: readonly UTCTimestamp[], from = 0): LinePoint[] {
  const points: LinePoint[] = [];
  for (const { at, value, source } of placeLine(line, from)) {
    const time = times[at];
    if (time === undefined) break;
    if (!Number.isFinite(value)) points.push({ time });
    else if (line.barColours) points.push({ time, value, color: line.barColours(source) });
    else points.push({ time, value });
  }
  return points;
}

/** The shade between a fill's two lines, which share their shift; coloured by which of them lies above. */
export function fillPoints(fill: IndicatorFill, times: readonly UTCTimestamp[], from = 0): FillPoint[] {
  const lower = placeLine(fill.lower, from);
  const points: FillPoint[] = [];
  for (const [k, { at, value: a }] of placeLine(fill.upper, from).entries()) {
    const time = times[at];
    if (time === undefined) break;
    const b = lower[k]?.value ?? Number.NaN;
    if (!Number.isFinite(a) || !Number.isFinite(b)) points.push({ time });
    else points.push({ time, upper: Math.max(a, b), lower: Math.min(a, b), fill: a >= b ? fill.above : fill.below });
  }
  return points;
}
