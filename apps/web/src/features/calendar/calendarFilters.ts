import { type CalendarCountry, type EconomicCalendarEvent, OVERVIEW } from '@signaldesk/contract';

export interface EconomicFilters {
  /** yyyyMMdd of the day tab. */
  day: string;
  importance: readonly number[];
  countries: readonly CalendarCountry[];
  top10: boolean;
  mine: boolean;
}

/**
 * The events the filters keep, in time order: the day's, of the chosen importances and countries
 * (no country chosen means all), only those of the trader's markets with Mine, and with Top10 the ten
 * most important of what is left (earlier first among equals).
 */
export function filterEvents(
  events: readonly EconomicCalendarEvent[],
  filters: EconomicFilters,
  mine: readonly string[],
): EconomicCalendarEvent[] {
  const kept = events.filter(
    (event) =>
      event.day === filters.day &&
      filters.importance.includes(event.importance) &&
      (filters.countries.length === 0 || (filters.countries as readonly string[]).includes(event.country)) &&
      (!filters.mine || mine.includes(event.country)),
  );
  if (!filters.top10) return kept;
  const top = [...kept].sort((a, b) => b.importance - a.importance || a.ts - b.ts).slice(0, OVERVIEW.topEvents);
  return top.sort((a, b) => a.ts - b.ts);
}

/** The day tab to open: today when the week holds it, else Monday. */
export function openingDay(days: readonly string[], today: string): string {
  return days.includes(today) ? today : (days[0] ?? today);
}

/** yyyyMMdd of an instant in the browser's time zone. */
export function localDay(date: Date): string {
  return `${date.getFullYear()}${String(date.getMonth() + 1).padStart(2, '0')}${String(date.getDate()).padStart(2, '0')}`;
}

/** Monday to Friday (yyyyMMdd) of the week that starts at `from`, Monday 00:00 UTC. */
export function weekDays(from: number): string[] {
  return [0, 1, 2, 3, 4].map((offset) =>
    new Date((from + offset * 86_400) * 1000).toISOString().slice(0, 10).replaceAll('-', ''),
  );
}
