import type { AlertCondition, AlertDuration, AlertReading, GroupRules, PriceAlert } from '@signaldesk/contract';
import type { Candle } from '@signaldesk/market-data';
import { DURATION_SECONDS } from '../candles/durations.js';
import { type BarRange, type ConditionReadings, conditionMet, type PriceReading } from './conditions.js';
import { type TriggerMoment, type TriggerState, triggerDecision } from './triggers.js';

/** An active alert as the live feed reads it, with the reading it last saw. */
export interface WatchedAlert {
  id: string;
  userid: string;
  symbol: string;
  duration: AlertDuration;
  reading: AlertReading;
  condition: AlertCondition;
  message: string;
  webhookUrl: string | null;
  state: TriggerState;
  /** The alert's version: a change or a resume sets it again, with no reading to cross from. */
  updatedAt: number;
  /**
   * The reading before the next one on the alert's duration and reading; null until the series has given one. Price
   * levels read their series' last reading instead (see ReadingGroup); theirs stays as it was seeded.
   */
  previous: PriceReading | null;
  /** A firing of it is being kept: the ticks meanwhile do not ask again. */
  firing: boolean;
}

/** A met condition the trigger lets fire, before any process has kept it. */
export interface Candidate {
  alert: WatchedAlert;
  key: string;
  moment: TriggerMoment;
  value: number;
}

/**
 * The alerts of one reading of a series. Price levels are kept sorted: a reading asks only those between the last
 * price and this one, the only levels a move between them can cross, so a tick costs the levels it crosses and not
 * every level set on the symbol. They all cross from the series' last reading (`last`), which a level added later
 * is seeded with as well.
 */
interface ReadingGroup {
  levels: WatchedAlert[];
  others: WatchedAlert[];
  last: PriceReading | null;
}

const levelOf = (alert: WatchedAlert) => (alert.condition.kind === 'price' ? alert.condition.level : Number.NaN);

/** The first index of the sorted levels whose level is at least `level`. */
function firstAtLeast(levels: readonly WatchedAlert[], level: number): number {
  let low = 0;
  let high = levels.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (levelOf(levels[middle] as WatchedAlert) < level) low = middle + 1;
    else high = middle;
  }
  return low;
}

const newGroup = (): ReadingGroup => ({ levels: [], others: [], last: null });

/** The bars a series has given, as far as its alerts read them. */
interface WatchedSeries {
  symbol: string;
  duration: AlertDuration;
  alerts: Map<string, WatchedAlert>;
  /** The alerts of each reading, so a tick walks only those it concerns. */
  intrabar: ReadingGroup;
  close: ReadingGroup;
  /** Highs and lows of the latest bars, the forming one last, as many as its longest move reads (and one forming). */
  ranges: BarRange[];
  /** How many ranges it keeps, kept in step with its alerts rather than counted at every tick. */
  rangesWanted: number;
  /** The latest bar and the one that closed before it. */
  forming: Candle | null;
  closed: Candle | null;
}

export const seriesKey = (symbol: string, duration: string) => `${symbol}:${duration}`;

/** Bars the move alerts of a series read: the longest period, plus the bar forming beside it. */
function rangesWanted(series: WatchedSeries): number {
  let longest = 0;
  for (const alert of series.alerts.values()) if (alert.condition.kind === 'move') longest = Math.max(longest, alert.condition.bars);
  return longest === 0 ? 0 : longest + 1;
}

const rangeOf = (bar: Candle): BarRange => ({ high: bar.high, low: bar.low });

/** The reading an alert of this kind would have seen last, to cross from at its first own reading. */
function seedReading(series: WatchedSeries, reading: AlertReading, now: number): PriceReading | null {
  if (reading === 'intrabar') return series.forming ? { time: now, price: series.forming.close } : null;
  return series.closed ? { time: closeTime(series.closed, series.duration, now), price: series.closed.close } : null;
}

/** A closed bar is read at its end, or now if the source closed it early (a short session). */
const closeTime = (bar: Candle, duration: AlertDuration, now: number) => Math.min(now, bar.ts + DURATION_SECONDS[duration]);

/** Whether an alert's rules hold for a symbol on a duration: the screener's verdict (indicatorRules.ts). */
export type RulesHold = (symbol: string, duration: AlertDuration) => (rules: GroupRules) => boolean;

/**
 * Every active alert of this process, indexed by series: a bar update walks the alerts of its own series and reading
 * only, so a tick costs what its alerts cost, not what all alerts cost.
 */
export class AlertBook {
  private readonly series = new Map<string, WatchedSeries>();
  private readonly seriesOfAlert = new Map<string, string>();

  constructor(private readonly rulesHold: RulesHold) {}

  get size(): number {
    return this.seriesOfAlert.size;
  }

  /** The series with at least one alert, as `symbol:duration` keys. */
  seriesKeys(): string[] {
    return [...this.series.keys()];
  }

  seriesOf(key: string): { symbol: string; duration: AlertDuration } | undefined {
    return this.series.get(key);
  }

  /** How many of the series' latest bars seed it: the two last readings, or as many as its longest move reads. */
  barsToSeed(key: string): number {
    const series = this.series.get(key);
    return series ? Math.max(2, series.rangesWanted) : 0;
  }

  alert(id: string): WatchedAlert | undefined {
    const key = this.seriesOfAlert.get(id);
    return key === undefined ? undefined : this.series.get(key)?.alerts.get(id);
  }

  ids(): IterableIterator<string> {
    return this.seriesOfAlert.keys();
  }

  /** Adds an alert, or replaces it when it changed; one set again starts from the series' latest reading. */
  put(alert: Omit<WatchedAlert, 'previous' | 'firing'>, now: number): void {
    const known = this.alert(alert.id);
    if (known && known.updatedAt === alert.updatedAt && known.symbol === alert.symbol && known.duration === alert.duration) {
      known.state = { ...alert.state, lastFired: known.firing ? known.state.lastFired : alert.state.lastFired };
      return;
    }
    if (known) this.remove(alert.id);
    const key = seriesKey(alert.symbol, alert.duration);
    let series = this.series.get(key);
    if (!series) {
      series = {
        symbol: alert.symbol,
        duration: alert.duration,
        alerts: new Map(),
        intrabar: newGroup(),
        close: newGroup(),
        ranges: [],
        rangesWanted: 0,
        forming: null,
        closed: null,
      };
      this.series.set(key, series);
    }
    const watched: WatchedAlert = { ...alert, previous: seedReading(series, alert.reading, now), firing: false };
    series.alerts.set(alert.id, watched);
    const group = series[alert.reading];
    if (watched.condition.kind === 'price') group.levels.splice(firstAtLeast(group.levels, levelOf(watched)), 0, watched);
    else group.others.push(watched);
    series.rangesWanted = rangesWanted(series);
    this.seriesOfAlert.set(alert.id, key);
  }

  remove(id: string): void {
    const key = this.seriesOfAlert.get(id);
    if (key === undefined) return;
    this.seriesOfAlert.delete(id);
    const series = this.series.get(key);
    const alert = series?.alerts.get(id);
    if (!series || !alert) return;
    series.alerts.delete(id);
    const group = series[alert.reading];
    const list = alert.condition.kind === 'price' ? group.levels : group.others;
    const at = list.indexOf(alert);
    if (at >= 0) list.splice(at, 1);
    series.rangesWanted = rangesWanted(series);
    if (series.alerts.size === 0) this.series.delete(key);
  }

  /**
   * The series' latest bars from its history, oldest first, when it starts being followed: the alerts without a
   * reading yet cross from its last ones, as if they had watched all along.
   */
  seed(key: string, bars: readonly Candle[], now: number): void {
    const series = this.series.get(key);
    if (!series) return;
    series.forming = bars.at(-1) ?? null;
    series.closed = bars.at(-2) ?? null;
    const wanted = series.rangesWanted;
    series.ranges = wanted === 0 ? [] : bars.slice(-wanted).map(rangeOf);
    series.intrabar.last ??= seedReading(series, 'intrabar', now);
    series.close.last ??= seedReading(series, 'close', now);
    for (const alert of series.alerts.values()) alert.previous ??= seedReading(series, alert.reading, now);
  }

  /**
   * One bar update of a series: every alert of its readings is read (an intrabar reading at each update, a close
   * reading when the next bar appends), and those whose condition is met and whose trigger lets them fire are
   * answered. Synchronous and allocation-light: it runs inside the feed's tick.
   */
  update(key: string, mode: 'append' | 'replace', bar: Candle, before: Candle | null, now: number): Candidate[] {
    const series = this.series.get(key);
    if (!series) return [];
    const candidates: Candidate[] = [];
    const wanted = series.rangesWanted;
    const closedRanges = series.ranges;
    if (mode === 'append') {
      series.closed = before;
      // A new array: the close readings of this update still read the bars up to the one that closed.
      if (wanted > 0) series.ranges = [...series.ranges.slice(-(wanted - 1)), rangeOf(bar)];
    } else if (wanted > 0) {
      if (series.ranges.length === 0) series.ranges = [rangeOf(bar)];
      else series.ranges[series.ranges.length - 1] = rangeOf(bar);
    }
    series.forming = bar;
    let hold: ((rules: GroupRules) => boolean) | undefined;
    const rulesHold = (rules: GroupRules) => {
      hold ??= this.rulesHold(series.symbol, series.duration);
      return hold(rules);
    };
    const readings: ConditionReadings = { previous: null, current: { time: now, price: bar.close }, recentBars: series.ranges, rulesHold };
    this.read(series.intrabar, readings, { time: now, barOpen: bar.ts }, candidates);
    if (mode === 'append' && before !== null) {
      const time = closeTime(before, series.duration, now);
      const closeReadings: ConditionReadings = { previous: null, current: { time, price: before.close }, recentBars: closedRanges, rulesHold };
      this.read(series.close, closeReadings, { time, barOpen: before.ts }, candidates);
    }
    return candidates;
  }

  private read(group: ReadingGroup, readings: ConditionReadings, moment: TriggerMoment, candidates: Candidate[]): void {
    const { current } = readings;
    const last = group.last;
    group.last = current;
    if (last !== null) {
      readings.previous = last;
      const top = Math.max(last.price, current.price);
      for (let n = firstAtLeast(group.levels, Math.min(last.price, current.price)); n < group.levels.length; n++) {
        const alert = group.levels[n] as WatchedAlert;
        if (levelOf(alert) > top) break;
        this.judge(alert, readings, moment, candidates);
      }
    }
    for (const alert of group.others) {
      readings.previous = alert.previous;
      alert.previous = current;
      this.judge(alert, readings, moment, candidates);
    }
  }

  private judge(alert: WatchedAlert, readings: ConditionReadings, moment: TriggerMoment, candidates: Candidate[]): void {
    if (alert.firing || !conditionMet(alert.condition, readings)) return;
    const decision = triggerDecision(alert.state, moment);
    if (decision.fire) candidates.push({ alert, key: decision.key, moment, value: readings.current.price });
  }
}

/** An alert as the book keeps it, from the store's view of it. */
export function watchedAlert(alert: PriceAlert, userid: string, armedAt: number, lastFiredBar: number | null): Omit<WatchedAlert, 'previous' | 'firing'> {
  return {
    id: alert.id,
    userid,
    symbol: alert.symbol,
    duration: alert.duration,
    reading: alert.reading,
    condition: alert.condition,
    message: alert.message,
    webhookUrl: alert.webhookUrl,
    updatedAt: alert.updatedAt,
    state: {
      id: alert.id,
      trigger: alert.trigger,
      active: alert.active,
      expiresAt: alert.expiresAt,
      armedAt,
      lastFired: alert.lastFiredAt === null ? null : { time: alert.lastFiredAt, barOpen: lastFiredBar ?? Number.NaN },
    },
  };
}
