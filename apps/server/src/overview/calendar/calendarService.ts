import { type EarningsCalendarEntry, type EconomicCalendarEvent, formatMarketCap } from '@signaldesk/contract';
import { findSymbol } from '@signaldesk/market-data';
import { type CalendarWeek, calendarWeek, DAY, dayText } from './calendarWeek.js';
import type { EarningsSource, EconomicSource } from './calendarSources.js';

/** A week's calendar is asked of its source at most this often; releases and dates rarely move within the hour. */
const KEEP_SECONDS = 3_600;

interface Kept<T> {
  key: string;
  at: number;
  value: Promise<T>;
}

/** Keeps the newest answer of one source for one week, sharing a fetch in flight. */
class WeekCache<T> {
  private kept: Kept<T> | null = null;

  get(key: string, now: number, load: () => Promise<T>): Promise<T> {
    if (this.kept && this.kept.key === key && now - this.kept.at < KEEP_SECONDS) return this.kept.value;
    const value = load();
    const kept = { key, at: now, value };
    this.kept = kept;
    // A failed fetch is not kept: the next call asks again.
    value.catch(() => {
      if (this.kept === kept) this.kept = null;
    });
    return value;
  }
}

/** A symbol's next report day (yyyyMMdd, null for none known) as the source gave it, when, and on which UTC day. */
interface NextReport {
  at: number;
  today: string;
  day: Promise<string | null>;
}

/** This week's economic releases and earnings reports from the configured sources, and each symbol's next report. */
export class CalendarService {
  private readonly economicCache = new WeekCache<EconomicCalendarEvent[]>();
  private readonly earningsCache = new WeekCache<EarningsCalendarEntry[]>();
  private readonly nextReportOf = new Map<string, NextReport>();

  constructor(
    readonly economicSource: EconomicSource,
    readonly earningsSource: EarningsSource,
    private readonly now: () => number,
  ) {}

  week(): CalendarWeek {
    return calendarWeek(this.now());
  }

  /** Releases whose local day is one of the week's five days (an Asian Monday morning is Sunday in UTC). */
  economic(week: CalendarWeek): Promise<EconomicCalendarEvent[]> {
    return this.economicCache.get(String(week.from), this.now(), async () => {
      const events = await this.economicSource.events(week.from - 86_400, week.to + 86_400);
      return events.filter((event) => week.days.includes(event.day));
    });
  }

  earnings(week: CalendarWeek): Promise<EarningsCalendarEntry[]> {
    return this.earningsCache.get(String(week.from), this.now(), async () => {
      const entries = await this.earningsSource.earnings(week.from - 86_400, week.to + 86_400);
      return entries
        .filter((entry) => week.days.includes(entry.day))
        .map((entry) => {
          const info = findSymbol(entry.symbol);
          return {
            symbol: entry.symbol,
            // The demo market reports the universe's companies and Yahoo the largest US ones: one the universe lacks is American.
            region: info?.region ?? 'US',
            name: info?.name ?? entry.symbol,
            cnname: info?.cnname ?? '',
            day: entry.day,
            ts: entry.ts,
            marketCap: formatMarketCap(entry.marketCap),
            timing: entry.timing,
          };
        });
    });
  }

  /**
   * Each symbol's first report from today (UTC) on, yyyyMMdd, however far ahead the source knows it: the schedule the
   * week's calendar is cut from. Each symbol is asked of the source at most once an hour and again on a new day, when
   * its report may have passed; a symbol without a known report is not in the map. Fails when the source does.
   */
  async nextReports(symbols: readonly string[]): Promise<Map<string, string>> {
    const now = this.now();
    const today = dayText(Math.floor(now / DAY));
    const due = symbols.filter((symbol) => {
      const kept = this.nextReportOf.get(symbol);
      return !kept || kept.today !== today || now - kept.at >= KEEP_SECONDS;
    });
    if (due.length > 0) this.askNextReports(due, now, today);
    const days = await Promise.all(symbols.map(async (symbol) => [symbol, await this.nextReportOf.get(symbol)!.day] as const));
    const next = new Map<string, string>();
    for (const [symbol, day] of days) if (day !== null && day >= today) next.set(symbol, day);
    return next;
  }

  private askNextReports(symbols: readonly string[], now: number, today: string): void {
    // From today's start in UTC: a report made before it has passed, even when it is today's date in Asia.
    const asked = this.earningsSource.nextEarnings(symbols, Math.floor(now / DAY) * DAY).then((entries) => {
      const first = new Map<string, string>();
      for (const entry of entries) {
        const known = first.get(entry.symbol);
        if (entry.day >= today && (known === undefined || entry.day < known)) first.set(entry.symbol, entry.day);
      }
      return first;
    });
    for (const symbol of symbols) {
      const kept: NextReport = { at: now, today, day: asked.then((first) => first.get(symbol) ?? null) };
      this.nextReportOf.set(symbol, kept);
      // A failed ask is not kept: the next call asks again.
      kept.day.catch(() => {
        if (this.nextReportOf.get(symbol) === kept) this.nextReportOf.delete(symbol);
      });
    }
  }
}
