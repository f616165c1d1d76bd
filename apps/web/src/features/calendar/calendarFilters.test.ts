import type { EconomicCalendarEvent } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { type EconomicFilters, filterEvents, openingDay } from './calendarFilters.js';

const event = (ts: number, country: string, importance: 1 | 2 | 3, day = '20260114'): EconomicCalendarEvent => ({
  day,
  ts,
  title: `${country}-${ts}`,
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
const all: EconomicFilters = { day: '20260114', importance: [1, 2, 3], countries: [], top10: false, mine: false };
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

  it('opens on today when the week holds it', () => {
    expect(openingDay(['20260112', '20260113'], '20260113')).toBe('20260113');
    expect(openingDay(['20260112', '20260113'], '20260118')).toBe('20260112');
  });
});
