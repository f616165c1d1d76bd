import { describe, expect, it } from 'vitest';
import { chartTime } from '../chart/chartTime.js';
import { NEAR_OLDEST } from '../chart/nearOldest.js';
import { createRangeLink, momentOf, openBarIndex, type RangeChart, type TimeRange, timeOnChart } from './chartLinks.js';

const NEW_YORK = 'America/New_York';
const HONG_KONG = 'Asia/Hong_Kong';
const at = (iso: string) => Date.parse(iso) / 1000;

describe('linked charts of different exchanges', () => {
  it('read a chart time back as the moment it stands for, either side of a change of the clocks', () => {
    for (const moment of [at('2026-03-06T14:30:00Z'), at('2026-03-09T13:30:00Z'), at('2026-11-02T14:30:00Z'), at('2026-03-08T06:59:00Z'), at('2026-03-08T07:01:00Z')]) {
      expect(momentOf(chartTime(moment, NEW_YORK), NEW_YORK)).toBe(moment);
      expect(momentOf(chartTime(moment, HONG_KONG), HONG_KONG)).toBe(moment);
    }
  });

  it('show the same moment on each clock: New York’s open is Hong Kong’s evening', () => {
    const newYorkOpen = chartTime(at('2026-06-15T13:30:00Z'), NEW_YORK);
    expect(new Date(newYorkOpen * 1000).toISOString()).toBe('2026-06-15T09:30:00.000Z');
    expect(new Date(timeOnChart(newYorkOpen, NEW_YORK, HONG_KONG) * 1000).toISOString()).toBe('2026-06-15T21:30:00.000Z');
    expect(timeOnChart(newYorkOpen, NEW_YORK, NEW_YORK)).toBe(newYorkOpen);
  });

  it('put the crosshair on the bar open at the moment: the one at or before it, none before the first', () => {
    const times = [100, 200, 300];
    const timeAt = (index: number) => times[index] ?? null;
    expect(openBarIndex(1, timeAt, 200)).toBe(1);
    expect(openBarIndex(2, timeAt, 250)).toBe(1);
    expect(openBarIndex(0, timeAt, 50)).toBeNull();
    expect(openBarIndex(2, timeAt, 900)).toBe(2);
    expect(openBarIndex(null, timeAt, 200)).toBeNull();
  });
});

const DAY = 86_400;

/** A chart of daily bars on a clock, which loads `page` older bars at a time when asked, up to `oldestAvailable`. */
function dailyChart(timeZone: string, oldest: number, newest: number, oldestAvailable = oldest) {
  const times: number[] = [];
  for (let time = oldest; time <= newest; time += DAY) times.push(time);
  const shown: TimeRange[] = [];
  let asked = 0;
  const chart: RangeChart = {
    timeZone,
    barsBefore: (time) => (times.length === 0 ? null : times.filter((bar) => bar < time).length),
    oldestTime: () => times[0] ?? null,
    show: (range) => shown.push(range),
    loadOlder: () => {
      asked += 1;
    },
  };
  /** The older page arrives: up to `count` bars in front, as far as the source goes. */
  const olderArrive = (count: number) => {
    for (let i = 0; i < count && times[0]! - DAY >= oldestAvailable; i++) times.unshift(times[0]! - DAY);
  };
  return { chart, shown, asked: () => asked, olderArrive, times };
}

describe('the time-range link', () => {
  const start = at('2026-01-05T00:00:00Z');
  const end = at('2026-06-30T00:00:00Z');

  it('shows the leading chart’s range on the others, on their own clocks, and loads nothing while they hold enough', () => {
    const leader = dailyChart(NEW_YORK, start, end);
    const other = dailyChart(HONG_KONG, start, end);
    const link = createRangeLink();
    const shown = { from: start + 40 * DAY, to: start + 100 * DAY };
    link.lead(leader.chart, shown, [other.chart]);
    expect(other.shown).toEqual([{ from: timeOnChart(shown.from, NEW_YORK, HONG_KONG), to: timeOnChart(shown.to, NEW_YORK, HONG_KONG) }]);
    expect(other.asked()).toBe(0);
    expect(leader.shown).toEqual([]);
  });

  it('has a chart scrolled back past the history another holds load that one’s older candles, and show the range once they came', () => {
    const leader = dailyChart(NEW_YORK, start - 300 * DAY, end);
    const other = dailyChart(NEW_YORK, start, end, start - 1000 * DAY);
    const link = createRangeLink();
    const shown = { from: start - 250 * DAY, to: start - 150 * DAY };
    link.lead(leader.chart, shown, [other.chart]);
    expect(other.asked()).toBe(1);

    // Candles set again without older ones (a live bar's window, a redraw) change nothing.
    link.candlesSet(other.chart);
    expect(other.shown).toHaveLength(1);

    // A page of 100 older bars is not yet enough: the range is shown again, and more are asked for.
    other.olderArrive(100);
    link.candlesSet(other.chart);
    expect(other.shown).toEqual([shown, shown]);
    expect(other.asked()).toBe(2);

    other.olderArrive(400);
    link.candlesSet(other.chart);
    expect(other.shown).toEqual([shown, shown, shown]);
    expect(other.chart.barsBefore(shown.from)).toBeGreaterThanOrEqual(NEAR_OLDEST);
    expect(other.asked()).toBe(2);
  });

  it('asks again near the oldest candle, as the chart does when scrolled, and stops where the source has no more', () => {
    const leader = dailyChart(NEW_YORK, start - 300 * DAY, end);
    const other = dailyChart(NEW_YORK, start, end, start - 5 * DAY);
    const link = createRangeLink();
    // NEAR_OLDEST - 1 bars before the range: one short.
    link.lead(leader.chart, { from: start + (NEAR_OLDEST - 1) * DAY, to: end }, [other.chart]);
    expect(other.asked()).toBe(1);
    other.olderArrive(400);
    link.candlesSet(other.chart);
    // Five more bars came, enough to show the range with NEAR_OLDEST before it.
    expect(other.times[0]).toBe(start - 5 * DAY);
    expect(other.asked()).toBe(1);

    link.lead(leader.chart, { from: start - 300 * DAY, to: end }, [other.chart]);
    expect(other.asked()).toBe(2);
    other.olderArrive(400);
    // Nothing older came: the chart stays as it is rather than ask on every set of its candles.
    link.candlesSet(other.chart);
    expect(other.asked()).toBe(2);
  });

  it('leaves a chart without candles alone, and never has the leading chart follow itself', () => {
    const leader = dailyChart(NEW_YORK, start, end);
    const empty = dailyChart(NEW_YORK, 1, 0);
    const link = createRangeLink();
    link.lead(leader.chart, { from: start, to: end }, [empty.chart, leader.chart]);
    expect(empty.shown).toEqual([]);
    expect(empty.asked()).toBe(0);
    expect(leader.shown).toEqual([]);
  });
});
