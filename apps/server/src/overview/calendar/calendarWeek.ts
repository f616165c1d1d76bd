export const DAY = 86_400;

export interface CalendarWeek {
  /** Monday 00:00 UTC. */
  from: number;
  /** Saturday 00:00 UTC. */
  to: number;
  /** Monday to Friday as yyyyMMdd, the days the calendar's tabs name. */
  days: string[];
}

/** An epoch day as yyyyMMdd in UTC. */
export const dayText = (epochDay: number) => new Date(epochDay * DAY * 1000).toISOString().slice(0, 10).replaceAll('-', '');

/** The trading week the calendar shows: this one on weekdays, the coming one at the weekend. */
export function calendarWeek(now: number): CalendarWeek {
  const today = Math.floor(now / DAY);
  // Epoch day 0 was a Thursday; 0 is Sunday here.
  const weekday = (today + 4) % 7;
  const monday = today - ((weekday + 6) % 7) + (weekday === 0 || weekday === 6 ? 7 : 0);
  return {
    from: monday * DAY,
    to: (monday + 5) * DAY,
    days: [0, 1, 2, 3, 4].map((offset) => dayText(monday + offset)),
  };
}
