import type { AlertDuration } from '@signaldesk/contract';
import type { Candle } from '@signaldesk/market-data';
import type { Db } from '../db/database.js';
import type { LiveCharts } from '../realtime/liveCharts.js';
import { AlertBook, type Candidate, type RulesHold, seriesKey, watchedAlert } from './alertBook.js';
import { deliverFirings, type FiringDelivery, handOverLeftFirings, type PreparedFiring, prepareFiring, symbolName } from './alertDelivery.js';
import { alertView, keepFiring, watchedRows, watchedVersions } from './alertStore.js';
import type { PriceAlertsTable } from './alertTables.js';

/** Rows read per query when the whole set is read again: under SQLite's bound-variable limit. */
const ID_CHUNK = 500;
/** How soon another process's change to an alert is followed here; this process's own changes are at once. */
const REFRESH_MS = 30_000;
/** How often due webhook retries and unhanded firings are looked for: well under the shortest wait between attempts. */
const SWEEP_MS = 5_000;

export interface AlertWatchDeps extends FiringDelivery {
  db: Db;
  live: LiveCharts;
  /** A series' latest bars from the store, oldest first: what its alerts cross from when it starts being followed. */
  history: (symbol: string, duration: AlertDuration) => Promise<Candle[]>;
  rulesHold: RulesHold;
  onError: (error: unknown, context: string) => void;
}

export interface AlertWatch {
  readonly book: AlertBook;
  /** Reads the active alerts again and follows their series: at the start, and now and then for other processes' changes. */
  refresh(): Promise<void>;
  /** One alert was created, changed, paused, resumed or deleted here: watched as it now stands at once. */
  changed(id: string): Promise<void>;
  /**
   * Sends the webhook retries that are due and hands over the messages of firings a stopped process kept but did not
   * hand to the messenger; the running server's timer calls it, tests call it on their clock.
   */
  sweep(): Promise<void>;
  /** The running server's timers: the periodic refresh and the sweep. */
  startTimers(): void;
  /** Resolves once every firing found so far is kept and handed to the messenger and the webhook. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The live feed read against every active alert: each series with an alert is followed through the live charts (one
 * feed per series, shared with the chart watchers), each bar update is read by the alerts of that series, and a met
 * condition the trigger lets fire is kept once among all processes before it is delivered.
 */
export function createAlertWatch(deps: AlertWatchDeps): AlertWatch {
  const { db, live, now } = deps;
  const book = new AlertBook(deps.rulesHold);
  const following = new Map<string, Promise<(() => void) | null>>();
  const firing = new Set<Promise<void>>();
  let closed = false;
  const timers: NodeJS.Timeout[] = [];
  // One sweep at a time: a slow receiver's deadline may outlast the interval.
  let sweeping: Promise<void> | null = null;
  const sweep = () => {
    sweeping ??= Promise.all([deps.webhooks.sweep(), handOverLeftFirings(deps)])
      .then(() => undefined)
      .finally(() => {
        sweeping = null;
      });
    return sweeping;
  };

  const put = (row: PriceAlertsTable) => book.put(watchedAlert(alertView(row), row.userid, Number(row.armed_at), row.last_fired_bar === null ? null : Number(row.last_fired_bar)), now());

  async function seed(key: string): Promise<void> {
    const series = book.seriesOf(key);
    if (!series) return;
    const bars = await deps.history(series.symbol, series.duration);
    book.seed(key, bars.slice(-book.barsToSeed(key)), now());
  }

  function heard(key: string, mode: 'append' | 'replace', bar: Candle, before: Candle | null): void {
    let candidates: Candidate[];
    try {
      candidates = book.update(key, mode, bar, before, now());
    } catch (error) {
      deps.onError(error, `price alerts of ${key} could not be read`);
      return;
    }
    if (candidates.length === 0) return;
    const work = fireAll(candidates);
    firing.add(work);
    void work.finally(() => firing.delete(work));
  }

  /** Keeps one firing once among all processes; answers what it sends when this process kept it. */
  async function keep(candidate: Candidate, name: string): Promise<{ key: string; prepared: PreparedFiring } | null> {
    const { alert, key, moment, value } = candidate;
    try {
      const prepared = await prepareFiring(deps, candidate, name);
      const kept = await keepFiring(
        db,
        {
          key,
          alertId: alert.id,
          trigger: alert.state.trigger,
          armedAt: alert.state.armedAt,
          moment,
          record: { userid: alert.userid, symbol: alert.symbol, duration: alert.duration, value, bar: moment.barOpen, notice: JSON.stringify(prepared.notice) },
          webhook: prepared.webhook,
        },
        now(),
      );
      return kept ? { key, prepared } : null;
    } catch (error) {
      deps.onError(error, `price alert ${alert.id} could not be kept`);
      return null;
    }
  }

  /**
   * The firings one update of a series set off, together: each is kept on its own (once among all processes), and
   * those this process kept are delivered in one hand-over.
   */
  async function fireAll(candidates: Candidate[]): Promise<void> {
    for (const { alert } of candidates) alert.firing = true;
    let kept: ({ key: string; prepared: PreparedFiring } | null)[] = [];
    try {
      const name = await symbolName(db, candidates[0]!.alert.symbol);
      kept = await Promise.all(candidates.map((candidate) => keep(candidate, name)));
    } catch (error) {
      deps.onError(error, `price alerts of ${candidates[0]!.alert.symbol} could not be kept`);
    } finally {
      for (const { alert } of candidates) alert.firing = false;
    }
    // Kept or not, the alerts now stand as the store has them: spent, fired this bar, or fired by another process.
    const ids = candidates.map(({ alert }) => alert.id);
    await changedAll(ids).catch((error: unknown) => deps.onError(error, `price alerts ${ids.slice(0, 3).join(', ')}… could not be read again`));
    const sent = kept.filter((firing) => firing !== null);
    if (sent.length === 0) return;
    try {
      await deliverFirings(deps, sent);
    } catch (error) {
      deps.onError(error, `price alerts of ${candidates[0]!.alert.symbol} could not be delivered`);
    }
  }

  function follow(key: string): Promise<(() => void) | null> {
    const series = book.seriesOf(key);
    if (!series) return Promise.resolve(null);
    const { symbol, duration } = series;
    return (async () => {
      await seed(key);
      return live.follow(symbol, duration, (mode, _ohlcs, bar, before) => heard(key, mode, bar, before));
    })().catch((error: unknown) => {
      deps.onError(error, `the live feed of ${key} could not be followed for its price alerts`);
      following.delete(key);
      return null;
    });
  }

  /** Follows the series that gained alerts and lets go of those that lost their last one. */
  async function followInStep(): Promise<void> {
    if (closed) return;
    const wanted = new Set(book.seriesKeys());
    for (const key of wanted) if (!following.has(key)) following.set(key, follow(key));
    for (const [key, stop] of [...following]) {
      if (wanted.has(key)) continue;
      following.delete(key);
      (await stop)?.();
    }
    await Promise.all(following.values());
  }

  /** Alerts created, changed, paused, resumed, deleted or fired here: watched as they now stand. */
  async function changedAll(ids: readonly string[]): Promise<void> {
    const reseed = new Set<string>();
    for (let start = 0; start < ids.length; start += ID_CHUNK) {
      const chunk = ids.slice(start, start + ID_CHUNK);
      const rows = new Map((await watchedRows(db, now(), chunk)).map((row) => [row.id, row]));
      for (const id of chunk) {
        const before = book.alert(id);
        const row = rows.get(id);
        if (!row) book.remove(id);
        else put(row);
        const after = book.alert(id);
        const key = after && seriesKey(after.symbol, after.duration);
        // A move reading more bars than the followed series keeps is seeded again from its history.
        if (key && following.has(key) && after !== before && after.condition.kind === 'move') reseed.add(key);
      }
    }
    for (const key of reseed) await seed(key);
    await followInStep();
  }

  async function refresh(): Promise<void> {
    const versions = await watchedVersions(db, now());
    const stale: string[] = [];
    const present = new Set<string>();
    for (const version of versions) {
      present.add(version.id);
      const known = book.alert(version.id);
      if (!known || known.updatedAt !== Number(version.updated_at)) {
        stale.push(version.id);
        continue;
      }
      if (known.firing) continue;
      const last = version.last_fired_at === null ? null : { time: Number(version.last_fired_at), barOpen: Number(version.last_fired_bar ?? Number.NaN) };
      known.state = { ...known.state, armedAt: Number(version.armed_at), lastFired: last };
    }
    for (const id of [...book.ids()]) if (!present.has(id)) book.remove(id);
    for (let start = 0; start < stale.length; start += ID_CHUNK) {
      for (const row of await watchedRows(db, now(), stale.slice(start, start + ID_CHUNK))) put(row);
    }
    await followInStep();
  }

  return {
    book,
    sweep,
    refresh,
    changed: (id) => changedAll([id]),
    startTimers() {
      const every = (ms: number, work: () => Promise<void>, context: string) => {
        const timer = setInterval(() => void work().catch((error: unknown) => deps.onError(error, context)), ms);
        timer.unref();
        timers.push(timer);
      };
      every(REFRESH_MS, refresh, 'price alerts could not be read again');
      every(SWEEP_MS, sweep, 'webhook retries could not be sent');
    },
    async settled() {
      while (firing.size > 0) await Promise.allSettled([...firing]);
    },
    async close() {
      closed = true;
      for (const timer of timers) clearInterval(timer);
      await sweeping?.catch(() => undefined);
      for (const stop of following.values()) (await stop)?.();
      following.clear();
      while (firing.size > 0) await Promise.allSettled([...firing]);
    },
  };
}
