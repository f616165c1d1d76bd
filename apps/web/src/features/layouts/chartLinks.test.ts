import { describe, expect, it } from 'vitest';
import { chartTime } from '../chart/chartTime.js';
import { momentOf, openBarIndex, timeOnChart } from './chartLinks.js';

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
