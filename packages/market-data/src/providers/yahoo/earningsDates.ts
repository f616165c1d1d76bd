import { z } from 'zod';
import { ProviderBadAnswer } from '../../errors.js';
import type { EarningsEntry } from '../../types.js';
import { exchangeDay, exchangeTime } from './exchangeClock.js';
import type { SummaryModule } from './yahooTransport.js';

/** The quoteSummary modules the earnings entry is read from. */
export const EARNINGS_MODULES: readonly SummaryModule[] = ['calendarEvents', 'price', 'quoteType'];

/** Yahoo's v10 quoteSummary answer (formatted=false), only the parts we read. */
const summaryAnswer = z.object({
  quoteSummary: z.object({
    result: z
      .array(
        z.object({
          calendarEvents: z
            .object({
              earnings: z
                .object({ earningsDate: z.array(z.number()), isEarningsDateEstimate: z.boolean().optional() })
                .optional(),
            })
            .optional(),
          price: z.object({ marketCap: z.number().nullish(), currency: z.string().nullish() }).optional(),
          quoteType: z.object({ timeZoneFullName: z.string().optional() }).optional(),
        }),
      )
      .nullable(),
    error: z.unknown().nullable().optional(),
  }),
});

/** Before the US open on the exchange's clock reads as "before market open", from the US close as "after market close". */
const OPEN_MINUTE = 9 * 60 + 30;
const CLOSE_MINUTE = 16 * 60;

/**
 * The next earnings date of one symbol from a quoteSummary answer, or null when
 * Yahoo lists none (funds, indices, crypto). While the date is an estimate Yahoo
 * gives a window of two dates; the entry takes its first day and an unknown time.
 */
export function parseEarningsDate(symbol: string, raw: unknown): EarningsEntry | null {
  const parsed = summaryAnswer.safeParse(raw);
  const result = parsed.success && !parsed.data.quoteSummary.error ? parsed.data.quoteSummary.result?.[0] : undefined;
  if (!result) throw new ProviderBadAnswer('yahoo', 'earnings dates', raw);
  const earnings = result.calendarEvents?.earnings;
  const ts = earnings?.earningsDate[0];
  if (ts === undefined) return null;
  const timeZone = result.quoteType?.timeZoneFullName;
  const clock = exchangeTime(ts, timeZone);
  const minute = clock.hour * 60 + clock.minute;
  // Midnight is how Yahoo writes "time not announced".
  const known = !earnings?.isEarningsDateEstimate && minute !== 0;
  const timing = !known ? 'unknown' : minute < OPEN_MINUTE ? 'bmo' : minute >= CLOSE_MINUTE ? 'amc' : 'unknown';
  const cap = result.price?.currency === 'USD' ? (result.price.marketCap ?? null) : null;
  return { symbol, day: exchangeDay(ts, timeZone), ts, marketCap: cap, timing };
}
