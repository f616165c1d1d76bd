import type { EventEmitter } from 'node:events';
import type { Db } from '../db/database.js';
import type { ServerEvents } from '../app/services.js';
import type { AlertSink } from '../messenger/strategyAlert.js';
import { Screener } from '../screener/screener.js';
import { StrategyRunner } from './strategyRunner.js';

export interface StrategiesModule {
  screener: Screener;
  runner: StrategyRunner;
  close(): Promise<void>;
}

export interface StrategiesDeps {
  db: Db;
  now: () => number;
  /** Where the market announces written snapshots and finished compute cycles. */
  events: EventEmitter<ServerEvents>;
  sink: AlertSink;
  onError: (error: unknown) => void;
}

/** Loads the screener from the snapshots and lets it and the strategy runner follow the market's compute cycles. */
export async function createStrategies(deps: StrategiesDeps): Promise<StrategiesModule> {
  const screener = new Screener(deps.db);
  await screener.load();
  const runner = new StrategyRunner({ db: deps.db, screener, sink: deps.sink, now: deps.now, onError: deps.onError });
  const onSnapshot = (snapshot: ServerEvents['snapshot-written'][0]) => screener.put(snapshot);
  const onCycle = () => runner.cycleFinished();
  deps.events.on('snapshot-written', onSnapshot);
  deps.events.on('compute-cycle-finished', onCycle);
  return {
    screener,
    runner,
    async close() {
      deps.events.off('snapshot-written', onSnapshot);
      deps.events.off('compute-cycle-finished', onCycle);
      await runner.idle();
    },
  };
}
