import { z } from 'zod';
import { ProviderBadAnswer } from '../../errors.js';
import type { Quote } from '../../types.js';

/** One row of Yahoo's v7 quote answer, only the fields we read. */
const quoteRow = z.object({
  symbol: z.string(),
  regularMarketPrice: z.number().optional(),
  regularMarketPreviousClose: z.number().optional(),
  regularMarketChangePercent: z.number().optional(),
  regularMarketVolume: z.number().optional(),
  regularMarketTime: z.number().optional(),
  marketCap: z.number().optional(),
  currency: z.string().optional(),
  marketState: z.string().optional(),
});

const quoteAnswer = z.object({
  quoteResponse: z.object({
    result: z.array(quoteRow),
    error: z.unknown().nullable().optional(),
  }),
});

const MARKET_STATES: Record<string, Quote['marketState']> = {
  PREPRE: 'pre',
  PRE: 'pre',
  REGULAR: 'regular',
  POST: 'post',
  POSTPOST: 'post',
  CLOSED: 'closed',
};

/**
 * Quotes of one v7 quote answer. Yahoo lists symbols it knows but cannot price
 * (a delisted fund, a ticker typed wrong) without a price or previous close;
 * those rows are left out, as Yahoo leaves out symbols it does not know at all.
 */
export function parseQuotes(raw: unknown): Quote[] {
  const parsed = quoteAnswer.safeParse(raw);
  if (!parsed.success || parsed.data.quoteResponse.error) throw new ProviderBadAnswer('yahoo', 'quote', raw);
  const quotes: Quote[] = [];
  for (const row of parsed.data.quoteResponse.result) {
    const price = row.regularMarketPrice;
    const previousClose = row.regularMarketPreviousClose;
    if (price === undefined || previousClose === undefined || row.regularMarketTime === undefined) continue;
    const updown = row.regularMarketChangePercent ?? (previousClose === 0 ? 0 : ((price - previousClose) / previousClose) * 100);
    quotes.push({
      symbol: row.symbol,
      price,
      previousClose,
      updown,
      // Funds and indices trade no volume of their own; Yahoo then sends none.
      volume: row.regularMarketVolume ?? 0,
      // Yahoo states the cap in the listing's currency; only a dollar figure is a dollar cap.
      marketCap: row.currency === 'USD' ? (row.marketCap ?? null) : null,
      currency: row.currency ?? '',
      ts: row.regularMarketTime,
      marketState: MARKET_STATES[row.marketState ?? ''] ?? 'closed',
    });
  }
  return quotes;
}
