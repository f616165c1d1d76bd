import type { FastifyInstance } from 'fastify';
import { registerAlerts } from '../alerts/routes.js';
import { registerAnnotations } from '../annotations/routes.js';
import { registerAssess } from '../assess/routes.js';
import { registerBacktests } from '../backtests/routes.js';
import { registerChartIndicators } from '../chartIndicators/routes.js';
import { registerChartLayouts } from '../chartLayouts/routes.js';
import { registerDrawings } from '../drawings/routes.js';
import { registerFeatured } from '../featured/routes.js';
import { registerForwardTests } from '../forwardTests/routes.js';
import { registerJobs } from '../jobs/routes.js';
import type { MarketModule, MarketOverrides } from '../market/marketModule.js';
import { registerOverview } from '../overview/routes.js';
import { registerPaper } from '../paper/routes.js';
import { registerQuotes } from '../quotes/routes.js';
import { attachChartChannel } from '../realtime/chartChannel.js';
import { registerSignals } from '../signals/routes.js';
import { registerStocks } from '../stocks/routes.js';
import { registerStrategies } from '../strategies/routes.js';
import { registerUserStocks } from '../userstock/routes.js';
import { registerWatchlists } from '../watchlists/routes.js';
import type { Services } from './services.js';

/** A feature built on the market: its calls, and the background work it keeps on the market's data. */
export type MarketFeature = (app: FastifyInstance, services: Services, market: MarketModule, overrides: MarketOverrides) => unknown;

/**
 * The features on the market, in the order they are registered. A feature reads what one before it decorated the
 * app with: the alerts read the strategies' screener, the signals the backtests' worker threads, the watchlists the
 * overview's calendar, the forward tests the paper filler.
 */
export const MARKET_FEATURES: readonly MarketFeature[] = [
  registerStocks,
  registerAnnotations,
  registerDrawings,
  registerChartIndicators,
  registerChartLayouts,
  registerUserStocks,
  registerAssess,
  registerFeatured,
  registerOverview,
  registerWatchlists,
  registerQuotes,
  registerJobs,
  attachChartChannel,
  registerStrategies,
  registerAlerts,
  registerBacktests,
  registerSignals,
  registerPaper,
  registerForwardTests,
];
