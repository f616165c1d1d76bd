import { z } from 'zod';
import { ProviderBadAnswer } from '../../errors.js';
import type { OptionChain, OptionContract } from '../../types.js';

/** One contract as Yahoo's v7 options answer gives it (formatted=false). */
const contractRow: z.ZodType<OptionContract, unknown> = z.object({
  contractSymbol: z.string(),
  strike: z.number(),
  lastPrice: z.number(),
  bid: z.number(),
  ask: z.number(),
  percentChange: z.number(),
  // Yahoo leaves out a count that is zero (no trade today, no open position).
  volume: z.number().default(0),
  openInterest: z.number().default(0),
  impliedVolatility: z.number(),
  expiration: z.number(),
  lastTradeDate: z.number(),
  inTheMoney: z.boolean(),
});

const optionsAnswer = z.object({
  optionChain: z.object({
    result: z.array(
      z.object({
        underlyingSymbol: z.string(),
        expirationDates: z.array(z.number()),
        strikes: z.array(z.number()),
        quote: z.object({ regularMarketPrice: z.number().optional() }),
        options: z.array(
          z.object({ expirationDate: z.number(), calls: z.array(contractRow), puts: z.array(contractRow) }),
        ),
      }),
    ),
    error: z.unknown().nullable().optional(),
  }),
});

/**
 * The option chain of one v7 options answer. A symbol without listed options
 * (a fund, an index, a foreign listing) comes back with no dates and no
 * contracts: an empty chain, stamped with the expiry asked for (0 when none), and
 * an underlying price of 0 when Yahoo has no price either.
 */
export function parseOptionChain(raw: unknown, askedExpiration?: number): OptionChain {
  const parsed = optionsAnswer.safeParse(raw);
  const result = parsed.success && !parsed.data.optionChain.error ? parsed.data.optionChain.result[0] : undefined;
  if (!result) throw new ProviderBadAnswer('yahoo', 'option chain', raw);
  const expiry = result.options[0];
  const underlyingPrice = result.quote.regularMarketPrice;
  if (expiry && underlyingPrice === undefined) throw new ProviderBadAnswer('yahoo', 'option chain', raw);
  return {
    symbol: result.underlyingSymbol,
    underlyingPrice: underlyingPrice ?? 0,
    dates: result.expirationDates,
    strikes: result.strikes,
    expiration: expiry?.expirationDate ?? askedExpiration ?? 0,
    calls: expiry?.calls ?? [],
    puts: expiry?.puts ?? [],
  };
}
