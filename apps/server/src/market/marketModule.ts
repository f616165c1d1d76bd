import type { MarketProvider } from '@signaldesk/market-data';
import type { Worker } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import type { AlertWatch } from '../alerts/alertWatch.js';
import type { WebhookDeps } from '../alerts/webhook.js';
import type { Services } from '../app/services.js';
import type { PaperFiller } from '../paper/paperFiller.js';
import { MarketJobs } from '../jobs/marketJobs.js';
import { type FavouritesReader, watchList } from '../jobs/watchList.js';
import { analysisPool } from '../quotes/analysisPool.js';
import { chosenSource } from '../quotes/marketSources.js';
import { MarketService } from '../quotes/marketService.js';
import { DEFAULT_PATIENCE, type SourcePatience } from '../quotes/sourceCalls.js';
import { LiveCharts } from '../realtime/liveCharts.js';
import { seedUniverse } from '../stocks/symbolList.js';
import type { AlertSink } from '../messenger/strategyAlert.js';
import { bridgeClusterEvents, type ClusterEvents } from '../queues/clusterEvents.js';
import { type MarketWorkQueue, marketWorkQueue, startMarketWorker } from '../queues/marketWork.js';
import { subscriberFavourites } from '../userstock/userStocks.js';
import { chooseSource, type SourceChoice } from './sourceChoice.js';

/** How often the running server looks for due jobs and advances live charts. */
const SCHEDULER_TICK_MS = 30_000;
const LIVE_TICK_MS = 5_000;
/**
 * Pause between Yahoo's scheduled updates. Yahoo publishes no limit; the bans its users report came after bursts of
 * parallel calls (yahoo-finance2 alone runs four at once, unpaced). One update at a time with a second between keeps
 * the sweeps far gentler; a 429 is still waited out by the retries. Charts people open are fetched at once.
 */
const YAHOO_SWEEP_PAUSE_MS = 1_000;

export interface MarketModule {
  /** The source in force, chosen at start and held until restart. */
  source: SourceChoice;
  service: MarketService;
  jobs: MarketJobs;
  live: LiveCharts;
  /** The price alerts read on the live feed; set once the messenger and the screener they use are there. */
  alerts: AlertWatch | undefined;
  /** The paper orders filled on the live feed; set once its feature registers. */
  paper: PaperFiller | undefined;
  patience: SourcePatience;
  /** The BullMQ market queue of an `api` or `worker` process. */
  work: MarketWorkQueue | undefined;
  /** Snapshots to and from the deployment's other processes, beside `work`. */
  cluster: ClusterEvents | undefined;
  /**
   * Starts the live feed's timer and, unless `scheduled` is false, the scheduler's; only the running
   * server does, tests tick by hand. A worker process takes from the market queue instead, and adds the
   * deployment's one schedule unless `scheduled` is false; an API process never schedules.
   */
  start(options: { scheduled: boolean }): Promise<void>;
  /** Stops taking queued work, after the jobs under way have finished; before anything they use closes. */
  stopWork(): Promise<void>;
  close(): Promise<void>;
}

export interface MarketOverrides {
  /** The source chosen before the app was built (the start probes while the database opens); chosen here otherwise. */
  source?: SourceChoice;
  provider?: MarketProvider;
  demo?: boolean;
  patience?: Partial<SourcePatience>;
  favourites?: FavouritesReader;
  hotSymbols?: () => Promise<string[]>;
  regionSymbols?: (region: string) => Promise<string[]>;
  /** Where saved strategies' alerts go; the messenger unless a test listens itself. */
  alerts?: AlertSink;
  /** A test's webhook receiver on 127.0.0.1; the running server never sets it (see webhook.ts). */
  webhooks?: Pick<WebhookDeps, 'resolve' | 'allowLoopbackForTests'>;
}

/** Builds the market's parts; `onError` hears failures of background work that no request is waiting for. */
export async function createMarket(
  services: Services,
  overrides: MarketOverrides,
  onError: (error: unknown) => void,
): Promise<MarketModule> {
  const source = overrides.source ?? (await chooseSource(services.config));
  const configured = overrides.provider ? null : chosenSource(source, services.now);
  const provider = overrides.provider ?? configured!.provider;
  const patience = { ...DEFAULT_PATIENCE, ...overrides.patience };
  const analyser = analysisPool();
  const service = new MarketService({
    db: services.db,
    now: services.now,
    provider,
    patience,
    demo: overrides.demo ?? configured?.demo ?? false,
    analyser,
    onSnapshot: (snapshot) => services.events.emit('snapshot-written', snapshot),
  });
  const { config } = services;
  const work = services.queues ? marketWorkQueue(services.queues) : undefined;
  const cluster = work && config.redisUrl ? bridgeClusterEvents(services.events, config.redisUrl, services.keyPrefix, services.logger) : undefined;
  const cycleFinished = () => services.events.emit('compute-cycle-finished');
  const sweepPauseMs = !overrides.provider && source.market === 'yahoo' ? YAHOO_SWEEP_PAUSE_MS : undefined;
  const jobs = new MarketJobs({
    db: services.db,
    now: services.now,
    market: service,
    hotSymbols: overrides.hotSymbols ?? (() => watchList(services.db, overrides.favourites ?? subscriberFavourites(services.db, services.now))),
    ...(overrides.regionSymbols ? { regionSymbols: overrides.regionSymbols } : {}),
    ...(sweepPauseMs ? { sweepPauseMs } : {}),
    ...(work ? { shared: work } : {}),
    onCycleFinished: cycleFinished,
    onError,
  });
  await seedUniverse(services.db);
  await jobs.prepare();
  const live = new LiveCharts(service, onError);
  let worker: Worker | undefined;
  const market: MarketModule = {
    source,
    service,
    jobs,
    live,
    alerts: undefined,
    paper: undefined,
    patience,
    work,
    cluster,
    async start({ scheduled }) {
      const queues = services.queues;
      if (config.processRole !== 'worker' || !work || !queues) {
        live.startTimer(LIVE_TICK_MS);
        market.alerts?.startTimers();
        market.paper?.startTimers();
        // An API process queues what people fire and leaves the schedule to the workers.
        if (!scheduled || work) return;
        jobs.startTimer(SCHEDULER_TICK_MS, onError);
        jobs.tick().catch(onError);
        return;
      }
      worker ??= startMarketWorker({
        connections: queues,
        jobs,
        events: services.events,
        hearHere: (snapshots) => cluster?.hearHere(snapshots),
        cycleFinished,
        concurrency: config.marketWorkAtOnce,
        ...(sweepPauseMs ? { pauseMs: sweepPauseMs } : {}),
        onError,
      });
      if (scheduled) await work.schedule();
    },
    async stopWork() {
      // Waits for the jobs under way; the schedule stays in Redis for the other workers.
      await worker?.close();
    },
    async close() {
      await worker?.close();
      await live.close();
      await jobs.close();
      await work?.close();
      await cluster?.close();
      await analyser.close();
      // A provider a test passed in is the test's to close.
      await configured?.provider.close?.();
    },
  };
  return market;
}

/** A worker process of a scaled-out deployment takes queued work and leaves the live feed to the API processes, as start() does. */
export const readsLiveFeed = (services: Services) => services.config.processRole !== 'worker' || !services.queues;

declare module 'fastify' {
  interface FastifyInstance {
    market: MarketModule;
  }
}

/**
 * The market on the app: built, decorated as `app.market`, and stopping its queued work before anything it uses
 * closes. The features on it register after it (app/marketFeatures.ts), and it closes after them.
 */
export async function registerMarket(app: FastifyInstance, services: Services, overrides: MarketOverrides = {}): Promise<MarketModule> {
  const market = await createMarket(services, overrides, (error) => app.log.error({ err: error }, 'market background work failed'));
  app.decorate('market', market);
  // Before the signal books and the strategies stop: a sweep finishing meanwhile still runs its cycle.
  app.addHook('preClose', () => market.stopWork());
  return market;
}
