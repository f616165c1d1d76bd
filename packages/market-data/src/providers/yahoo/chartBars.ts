import { z } from 'zod';
import { ProviderBadAnswer } from '../../errors.js';
import type { Candle } from '../../types.js';
import { exchangeDay } from './exchangeClock.js';
import type { YahooInterval } from './historyWindows.js';

const prices = z.array(z.number().nullable()).optional();

/** Yahoo's v8 chart answer, only the parts we read. */
const chartAnswer = z.object({
  chart: z.object({
    result: z
      .array(
        z.object({
          meta: z.object({ symbol: z.string(), exchangeTimezoneName: z.string().optional() }),
          // Absent when the range holds no bars (a weekend, a holiday).
          timestamp: z.array(z.number()).optional(),
          indicators: z.object({
            quote: z.array(z.object({ open: prices, high: prices, low: prices, close: prices, volume: prices })),
          }),
        }),
      )
      .nullable(),
    error: z.object({ code: z.string(), description: z.string() }).nullable().optional(),
  }),
});

const DAY_OR_LONGER: ReadonlySet<YahooInterval> = new Set(['1d', '1wk']);

/**
 * Candles of one v8 chart answer, oldest first. Rows Yahoo left null (a minute
 * without trades, the slot of a bar still forming) are dropped, never turned into
 * zeros. Yahoo stamps a daily bar as the sessions module does (the opening bell,
 * midnight UTC for crypto), but sometimes sends the day again as a live bar
 * stamped at its last trade: the day keeps its first stamp and the live values.
 */
export function parseChartBars(raw: unknown, interval: YahooInterval): Candle[] {
  const parsed = chartAnswer.safeParse(raw);
  const result = parsed.success && !parsed.data.chart.error ? parsed.data.chart.result?.[0] : undefined;
  if (!result) throw new ProviderBadAnswer('yahoo', 'chart', raw);
  const timestamps = result.timestamp ?? [];
  const quote = result.indicators.quote[0] ?? {};
  const columns = [quote.open, quote.high, quote.low, quote.close, quote.volume];
  if (timestamps.length > 0 && columns.some((c) => c?.length !== timestamps.length)) {
    throw new ProviderBadAnswer('yahoo', 'chart', raw);
  }
  const timeZone = result.meta.exchangeTimezoneName;
  const byKey = new Map<number | string, Candle>();
  timestamps.forEach((ts, i) => {
    const [open, high, low, close, volume] = columns.map((c) => c?.[i] ?? null);
    if (open == null || high == null || low == null || close == null) return;
    const key = DAY_OR_LONGER.has(interval) ? exchangeDay(ts, timeZone) : ts;
    const stamp = byKey.get(key)?.ts ?? ts;
    // A bar with prices but no volume figure is an index or a currency pair, which trade none.
    byKey.set(key, { ts: stamp, open, high, low, close, volume: volume ?? 0 });
  });
  return [...byKey.values()].sort((a, b) => a.ts - b.ts);
}
