import type { EconomicCalendarEvent } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { calendarDays, dayIn, type EconomicFilters, filterEvents, openingDay } from './calendarFilters.js';

/** Wednesday 14 January 2026, 00:00 UTC: the events below are seconds into it, and one a day later. */
const WEDNESDAY = Date.UTC(2026, 0, 14) / 1000;
const event = (at: number, country: string, importance: 1 | 2 | 3, day = '20260114'): EconomicCalendarEvent => ({
  day,
  ts: WEDNESDAY + at + (day === '20260115' ? 86_400 : 0),
  title: `${country}-${at}`,
  country,
  importance,
  actual: null,
  forecast: null,
  previous: null,
});

const week = [
  event(1, 'US', 3),
  event(2, 'JP', 1),
  event(3, 'UK', 2),
  event(4, 'US', 1),
  event(5, 'CN', 3),
  event(6, 'DE', 2, '20260115'),
  ...Array.from({ length: 12 }, (_, i) => event(10 + i, 'AU', i % 2 === 0 ? 2 : 1)),
];
const all: EconomicFilters = { day: '20260114', timeZone: 'UTC', importance: [1, 2, 3], countries: [], top10: false, mine: false };
const titles = (events: EconomicCalendarEvent[]) => events.map((e) => e.title);

describe('economic calendar filters', () => {
  it("keeps the day's events of the chosen importances and countries", () => {
    expect(filterEvents(week, all, [])).toHaveLength(17);
    expect(titles(filterEvents(week, { ...all, importance: [3] }, []))).toEqual(['US-1', 'CN-5']);
    expect(titles(filterEvents(week, { ...all, countries: ['US', 'UK'] }, []))).toEqual(['US-1', 'UK-3', 'US-4']);
    expect(titles(filterEvents(week, { ...all, countries: ['US'], importance: [1, 2] }, []))).toEqual(['US-4']);
    expect(titles(filterEvents(week, { ...all, day: '20260115' }, []))).toEqual(['DE-6']);
  });

  it("keeps the trader's countries with Mine and the ten most important with Top10, in time order", () => {
    expect(titles(filterEvents(week, { ...all, mine: true }, ['CN', 'JP']))).toEqual(['JP-2', 'CN-5']);
    const top = filterEvents(week, { ...all, top10: true }, []);
    expect(top).toHaveLength(10);
    // Two of importance 3 and seven of 2 leave room for the earliest of importance 1.
    expect(titles(top)).toEqual(['US-1', 'JP-2', 'UK-3', 'CN-5', 'AU-10', 'AU-12', 'AU-14', 'AU-16', 'AU-18', 'AU-20']);
  });

  it("lists each release on its day in the shown time zone, in time order, whatever its country's own day", () => {
    // Monday 12 January 2026 in Tokyo at 08:50 is still Sunday in New York; Friday 16 January at 20:00 in New York is
    // Saturday in Shanghai.
    const tokyo = { ...event(0, 'JP', 2, '20260112'), ts: Date.UTC(2026, 0, 11, 23, 50) / 1000, title: 'JP-GDP' };
    const newYork = { ...event(0, 'US', 3, '20260116'), ts: Date.UTC(2026, 0, 17, 1) / 1000, title: 'US-late' };
    const monday = { ...event(0, 'CN', 3, '20260112'), ts: Date.UTC(2026, 0, 12, 3) / 1000, title: 'CN-loans' };
    const days = ['20260112', '20260113', '20260114', '20260115', '20260116'];
    const releases = [monday, newYork, tokyo];
    expect(calendarDays(days, releases, 'America/New_York')).toEqual(['20260111', ...days]);
    expect(calendarDays(days, releases, 'Asia/Shanghai')).toEqual([...days, '20260117']);
    const on = (day: string, timeZone: string) => titles(filterEvents(releases, { ...all, day, timeZone }, []));
    expect(on('20260112', 'Asia/Shanghai')).toEqual(['JP-GDP', 'CN-loans']);
    // Both are Sunday evening in New York: 18:50 above 22:00, on Sunday's tab.
    expect(on('20260112', 'America/New_York')).toEqual([]);
    expect(on('20260111', 'America/New_York')).toEqual(['JP-GDP', 'CN-loans']);
    expect(dayIn(newYork.ts, 'America/New_York')).toBe('20260116');
    expect(dayIn(newYork.ts, 'Asia/Shanghai')).toBe('20260117');
  });

  it('opens on today when the week holds it', () => {
    expect(openingDay(['20260112', '20260113'], '20260113')).toBe('20260113');
    expect(openingDay(['20260112', '20260113'], '20260118')).toBe('20260112');
  });
});
