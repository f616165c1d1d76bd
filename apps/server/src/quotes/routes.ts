import { COMPARE_LIMITS, calls, MARKET_LIMITS } from '@signaldesk/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../app/services.js';
import { AppError, tooManyRequests } from '../http/AppError.js';
import { registerCall } from '../http/registerCall.js';
import type { MarketModule } from '../market/marketModule.js';
import { readBars } from '../candles/seriesReader.js';
import { knownSymbol } from '../stocks/routes.js';

export function registerQuotes(app: FastifyInstance, services: Services, market: MarketModule): void {
  registerCall(app, services, calls.quotes.refresh, async ({ body, viewer }) => {
    const { symbol, duration } = body;
    await knownSymbol(services, symbol);
    const hit = await services.limiter.hit(`quote-refresh:${viewer.user.userid}:${symbol}`, 60);
    if (hit.count > MARKET_LIMITS.quoteRefreshesPerMinute) throw tooManyRequests('tooManyRequests', hit.retryAfter);
    try {
      const result = await market.jobs.recordSeries('refresh', `${symbol} ${duration}`, () => market.service.update(symbol, duration));
      return { symbol, duration, ts: result.ts, candles: result.candles };
    } catch (error) {
      app.log.warn({ err: error, symbol, duration }, 'quote refresh failed');
      throw new AppError(503, 'marketSourceFailed', { symbol });
    }
  });

  // A compared symbol is fetched as a chart of it would be (fresh within 15 minutes), then read from the store.
  registerCall(app, services, calls.quotes.compare, async ({ body }) => {
    const symbols = [...new Set(body.symbols)];
    for (const symbol of symbols) await knownSymbol(services, symbol);
    const series = await Promise.all(
      symbols.map(async (symbol) => {
        try {
          await market.service.ensureFresh(symbol, body.duration);
        } catch (error) {
          app.log.warn({ err: error, symbol, duration: body.duration }, 'compared series could not be fetched');
          throw new AppError(503, 'marketSourceFailed', { symbol });
        }
        const bars = await readBars(market.service.store, symbol, body.duration, COMPARE_LIMITS.candles);
        return { symbol, closes: bars.map((bar): [number, number] => [bar.ts, bar.close]) };
      }),
    );
    return { series };
  });
}
