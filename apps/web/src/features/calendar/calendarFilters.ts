import { type CalendarCountry, type EconomicCalendarEvent, OVERVIEW } from '@signaldesk/contract';

export interface EconomicFilters {
  /** yyyyMMdd of the day tab, in the time zone the times are shown in. */
  day: string;
  /** That time zone: the browser's. */
  timeZone: string;
  importance: readonly number[];
  countries: readonly CalendarCountry[];
  top10: boolean;
  mine: boolean;
}

/** One formatter a time zone: a week's releases are filtered on every change of a filter, and making one costs more than using it. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** yyyyMMdd of an instant (epoch seconds) in a time zone. */
export function dayIn(ts: number, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(ts * 1000);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}${part('month')}${part('day')}`;
}

/**
 * The day tabs: the week's weekdays, and any other day on which a release falls in the shown time zone (a Friday
 * evening release in New York is Saturday morning in Asia), so each tab lists the times of its own day.
 */
export function calendarDays(weekDays: readonly string[], events: readonly EconomicCalendarEvent[], timeZone: string): string[] {
  return [...new Set([...weekDays, ...events.map((event) => dayIn(event.ts, timeZone))])].sort();
}

/**
 * The events the filters keep, in time order: the day's in the shown time zone (a release's own country may already
 * be on the next day), of the chosen importances and countries (no country chosen means all), only those of the
 * trader's markets with Mine, and with Top10 the ten most important of what is left (earlier first among equals).
 */
export function filterEvents(
  events: readonly EconomicCalendarEvent[],
  filters: EconomicFilters,
  mine: readonly string[],
): EconomicCalendarEvent[] {
  const kept = events.filter(
    (event) =>
      dayIn(event.ts, filters.timeZone) === filters.day &&
      filters.importance.includes(event.importance) &&
      (filters.countries.length === 0 || (filters.countries as readonly string[]).includes(event.country)) &&
      (!filters.mine || mine.includes(event.country)),
  );
  if (!filters.top10) return kept.sort((a, b) => a.ts - b.ts);
  const top = [...kept].sort((a, b) => b.importance - a.importance || a.ts - b.ts).slice(0, OVERVIEW.topEvents);
  return top.sort((a, b) => a.ts - b.ts);
}

/** The day tab to open: today when the week holds it, else Monday. */
export function openingDay(days: readonly string[], today: string): string {
  return days.includes(today) ? today : (days[0] ?? today);
}

/** Monday to Friday (yyyyMMdd) of the week that starts at `from`, Monday 00:00 UTC. */
export function weekDays(from: number): string[] {
  return [0, 1, 2, 3, 4].map((offset) =>
    new Date((from + offset * 86_400) * 1000).toISOString().slice(0, 10).replaceAll('-', ''),
  );
}
