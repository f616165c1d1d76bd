import {
  type Duration,
  GROUP_DURATION,
  GROUPS_SHORTEST_FIRST,
  orderOf,
  STRATEGY_LIMITS,
  type StrategyGroup,
  type StrategyQuery,
  strategyQuerySchema,
} from '@signaldesk/contract';
import { CompiledQuery, PostgresAdapter } from 'kysely';
import type { Db } from '../db/database.js';
import type { AlertSink, StrategyAlert } from '../messenger/strategyAlert.js';
import { type CompiledQueries, ResultSets } from '../screener/resultSets.js';
import type { Screener } from '../screener/screener.js';
import { decodeMemberChanges, decodeMemberSet, encodeMemberChanges, encodeMemberSet, type MemberChanges } from './memberSet.js';
import { allStrategies, type OwnedStrategy } from './strategyStore.js';
import type { StrategyMemberChangesTable, StrategyMembersTable } from './strategyTables.js';

export interface RunnerDeps {
  db: Db;
  screener: Screener;
  sink: AlertSink;
  now: () => number;
  onError: (error: unknown) => void;
}

export interface CycleReport {
  strategies: number;
  alerts: number;
  /** Entries the runaway guard held back this cycle. */
  capped: number;
}

interface Member {
  lastTs: number | null;
  inside: boolean;
}

/** A strategy's members ascending by symbol, in parallel arrays: its row is encoded in one pass, no sort. */
interface Members {
  symbols: string[];
  lastTs: (number | null)[];
  inside: boolean[];
}

/** One strategy's members as the database holds them, at one version of the strategy. */
interface Membership {
  version: string;
  members: Members;
  /** Screener rows of the symbols inside; null until derived from `members`. */
  inside: Int32Array | null;
  /** Length of the strategy_members row, and of the changes written over it since. */
  setLength: number;
  changesLength: number;
  /** The seq of the next change written. */
  nextSeq: number;
}

/** What a cycle writes for the strategies whose members changed. */
interface MemberWrites {
  /** Sets written whole, their changes dropped. */
  sets: StrategyMembersTable[];
  changes: StrategyMemberChangesTable[];
}

/** What an alert of a query reads besides its result set; worked out once per distinct query text. */
interface AlertPlan {
  group: StrategyGroup;
  duration: Duration;
  payloadFields: string[];
}

const HOUR = 3_600;
/** Every symbol, largest first: the seek list without a query, and where a test alert goes when the strategy holds none. */
export const EVERY_SYMBOL = strategyQuerySchema.parse({});
/** Rows per insert, well under SQLite's limit on bound values. */
const WRITE_BATCH = 500;
/** Payload fields every alert carries besides the strategy's own. */
const PAYLOAD_BASE = ['candle.close', 'candle.updown'];

/** The values an alert carries, by catalogue id: what the strategy read on the symbol's row when it matched. */
function payloadOf(fields: readonly string[], columns: readonly (ArrayLike<number> | undefined)[], row: number): StrategyAlert['payload'] {
  const payload: StrategyAlert['payload'] = {};
  for (let i = 0; i < fields.length; i++) {
    const value = columns[i]?.[row];
    payload[fields[i]!] = value === undefined || Number.isNaN(value) ? null : value;
  }
  return payload;
}

/** An alert belongs to the shortest duration the strategy reads; a strategy reading no group watches the day. */
export function alertGroup(query: StrategyQuery): StrategyGroup {
  const ordered = orderOf(query).path[0];
  return GROUPS_SHORTEST_FIRST.find((group) => ordered === group || Object.keys(query[group] ?? {}).length > 0) ?? 'day';
}

/**
 * Runs every saved strategy after a compute cycle. A symbol entering a strategy's result set raises one
 * alert per bar of the strategy's duration; staying inside raises nothing, and a runaway guard caps
 * each strategy's alerts per clock hour. Who is inside and the last bar alerted live in the database.
 */
export class StrategyRunner {
  private running: Promise<void> | null = null;
  /** Who is inside each strategy's result set, as the database holds it, per strategy version. */
  private readonly members = new Map<string, Membership>();
  /** Per strategy, its version and the table's writes it had seen when its bookkeeping was last written. */
  private evaluatedAt = new Map<string, string>();
  /** Strategies compiled to their bitset rules, by query text. */
  private readonly compiled: CompiledQueries = new Map();
  private readonly plans = new Map<string, AlertPlan>();
  private readonly marks = new RowMarks();
  /** The last cycle's result sets: bitsets and sorts of columns not written since are used again. */
  private lastSets: ResultSets | undefined;
  private again = false;

  constructor(private readonly deps: RunnerDeps) {}

  /** Hears a finished compute cycle; cycles finishing while a run is under way fold into one more run. */
  cycleFinished(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.runWhileAsked().finally(() => {
      this.running = null;
    });
  }

  private async runWhileAsked(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.runCycle();
      } catch (error) {
        this.deps.onError(error);
      }
    } while (this.again);
  }

  /** Resolves when no run is under way. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async runCycle(): Promise<CycleReport> {
    const { db, screener, now } = this.deps;
    // The cycle finished in this process, whose writes the screener has heard already; the sync only
    // brings in what other processes wrote.
    // These reads do not depend on one another: on PostgreSQL they are under way together.
    const hour = Math.floor(now() / HOUR) * HOUR;
    const [, strategies, hourRows] = await Promise.all([
      screener.sync(),
      allStrategies(db),
      db.selectFrom('strategy_alert_hours').select(['sid', 'alerts']).where('hour', '=', hour).execute(),
    ]);
    if (strategies.length === 0) return { strategies: 0, alerts: 0, capped: 0 };
    const texts = new Map(strategies.map((strategy) => [strategy.sid, JSON.stringify(strategy.query)]));
    const versions = new Map(strategies.map((strategy) => [strategy.sid, `${strategy.updatedAt}:${texts.get(strategy.sid)}`]));
    await this.readMembers(versions);
    const used = new Map(hourRows.map((row) => [row.sid, Number(row.alerts)]));
    const resultSets = new ResultSets(screener.table, this.compiled, this.lastSets);
    this.lastSets = resultSets;
    const alerts: StrategyAlert[] = [];
    const changed = new Map<string, { plan: AlertPlan; changes: Map<string, Member> }>();
    const hours: { sid: string; hour: number; alerts: number }[] = [];
    let capped = 0;
    const seen = new Map<string, string>();
    const insideNow = new Map<string, Int32Array>();
    for (const strategy of strategies) {
      const text = texts.get(strategy.sid)!;
      const writesSeen = `${versions.get(strategy.sid)}|${resultSets.writesSeen(strategy.query, text)}`;
      seen.set(strategy.sid, writesSeen);
      // Nothing it reads was written since its last evaluation: the same rows, so nothing enters or leaves.
      if (this.evaluatedAt.get(strategy.sid) === writesSeen) continue;
      const allowance = STRATEGY_LIMITS.alertsPerStrategyPerHour - (used.get(strategy.sid) ?? 0);
      const rows = resultSets.rowsOf(strategy.query, text);
      const plan = this.planOf(strategy.query, text);
      const outcome = this.evaluate(strategy, plan, rows, this.members.get(strategy.sid)!, allowance);
      insideNow.set(strategy.sid, outcome.inside);
      for (const alert of outcome.alerts) alerts.push(alert);
      if (outcome.changes.size > 0) changed.set(strategy.sid, { plan, changes: outcome.changes });
      capped += outcome.capped;
      if (outcome.alerts.length > 0) hours.push({ sid: strategy.sid, hour, alerts: (used.get(strategy.sid) ?? 0) + outcome.alerts.length });
    }
    // Delivered before the bookkeeping is written: a failed delivery is tried again on the next cycle,
    // and the messenger keys each alert, so a write lost after delivery cannot show it twice.
    if (alerts.length > 0) await this.deps.sink.deliver(alerts);
    const written: MemberWrites = { sets: [], changes: [] };
    for (const [sid, { plan, changes }] of changed) {
      const membership = this.members.get(sid)!;
      const { members, delta } = this.applied(plan, membership.members, changes);
      membership.members = members;
      writeChanges(written, sid, membership, delta);
    }
    try {
      await this.write(written, hours, hour);
    } catch (error) {
      // Those copies are now ahead of the database, the record: they are read from it again next cycle.
      for (const sid of changed.keys()) this.members.delete(sid);
      throw error;
    }
    for (const [sid, inside] of insideNow) this.members.get(sid)!.inside = inside;
    for (const sid of this.members.keys()) if (!versions.has(sid)) this.members.delete(sid);
    this.evaluatedAt = seen;
    const current = new Set(texts.values());
    for (const text of this.compiled.keys()) if (!current.has(text)) this.compiled.delete(text);
    for (const text of this.plans.keys()) if (!current.has(text)) this.plans.delete(text);
    return { strategies: strategies.length, alerts: alerts.length, capped };
  }

  /** Records the current result set as already seen: a strategy alerts only on what enters after it is saved. */
  async baseline(strategy: OwnedStrategy): Promise<void> {
    const group = alertGroup(strategy.query);
    const { table } = this.deps.screener;
    await this.deps.screener.sync(true);
    const inside: [string, number][] = [];
    for (const row of this.deps.screener.query(strategy.query).rows) {
      const ts = table.tsOf(group, row);
      if (ts !== null) inside.push([table.symbols[row]!, ts]);
    }
    inside.sort(([a], [b]) => bySymbol(a, b));
    const members = { symbols: inside.map(([symbol]) => symbol), lastTs: inside.map(([, ts]) => ts), inside: inside.map(() => true) };
    this.members.delete(strategy.sid);
    this.evaluatedAt.delete(strategy.sid);
    await this.write({ sets: [{ sid: strategy.sid, members: encodeMembers(members) }], changes: [] }, [], null);
  }

  /**
   * The alert the strategy would raise for the first symbol it holds now, or for the largest symbol when it holds
   * none, marked as a test: what the trader checks their channels with, whatever the market does today.
   */
  async testAlert(strategy: OwnedStrategy): Promise<StrategyAlert | null> {
    const { screener } = this.deps;
    await screener.sync();
    const { table } = screener;
    const { group, duration, payloadFields } = this.planOf(strategy.query, JSON.stringify(strategy.query));
    const held = screener.query(strategy.query).rows;
    const row = held.find((at) => table.tsOf(group, at) !== null) ?? screener.query(EVERY_SYMBOL).rows[0];
    if (row === undefined) return null;
    const payloadColumns = payloadFields.map((id) => table.column(group, id));
    return {
      userid: strategy.userid,
      strategyId: strategy.sid,
      strategyName: strategy.name,
      symbol: table.symbols[row]!,
      name: table.facts[row]!.name,
      duration,
      ts: this.deps.now(),
      payload: { ...payloadOf(payloadFields, payloadColumns, row), test: 1 },
    };
  }

  private planOf(query: StrategyQuery, text: string): AlertPlan {
    let plan = this.plans.get(text);
    if (!plan) {
      const group = alertGroup(query);
      plan = { group, duration: GROUP_DURATION[group], payloadFields: [...new Set([...PAYLOAD_BASE, ...Object.keys(query[group] ?? {})])] };
      this.plans.set(text, plan);
    }
    return plan;
  }

  /**
   * Diffs the result set against who was inside, both as screener rows marked in a table-wide array:
   * only symbols entering or leaving are looked up, and a strategy none entered or left writes nothing.
   */
  private evaluate(strategy: OwnedStrategy, plan: AlertPlan, rows: Int32Array, membership: Membership, allowance: number) {
    const { table } = this.deps.screener;
    const { group, duration, payloadFields } = plan;
    const payloadColumns = payloadFields.map((id) => table.column(group, id));
    const { members } = membership;
    const before = membership.inside ?? this.insideRows(members);
    const alerts: StrategyAlert[] = [];
    const changes = new Map<string, Member>();
    const bars = table.groups[group].ts;
    let capped = 0;
    let count = 0;
    const inside = new Int32Array(rows.length);
    const { marks } = this;
    marks.clear(table.size);
    for (let i = 0; i < before.length; i++) marks.mark(before[i]!);
    // In the query's order: the runaway guard lets the first entries of that order through.
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      const ts = bars[row]!;
      if (Number.isNaN(ts)) continue;
      inside[count++] = row;
      if (marks.has(row)) continue;
      const symbol = table.symbols[row]!;
      const at = indexOf(members, symbol);
      if (at >= 0 && members.inside[at]) continue;
      let lastTs = at >= 0 ? members.lastTs[at]! : null;
      if (lastTs !== ts) {
        if (alerts.length < allowance) {
          const { userid, sid: strategyId, name: strategyName } = strategy;
          alerts.push({ userid, strategyId, strategyName, symbol, name: table.facts[row]!.name, duration, ts, payload: payloadOf(payloadFields, payloadColumns, row) });
          lastTs = ts;
        } else {
          capped++;
        }
      }
      changes.set(symbol, { lastTs, inside: true });
    }
    const now = inside.subarray(0, count);
    marks.clear(table.size);
    for (let i = 0; i < count; i++) marks.mark(now[i]!);
    for (let i = 0; i < before.length; i++) {
      const row = before[i]!;
      if (marks.has(row)) continue;
      const symbol = table.symbols[row]!;
      const at = indexOf(members, symbol);
      changes.set(symbol, { lastTs: at >= 0 ? members.lastTs[at]! : null, inside: false });
    }
    // Members inside whose symbol the screener does not list (left the universe) cannot match again.
    if (membership.inside === null) {
      for (let at = 0; at < members.symbols.length; at++) {
        const symbol = members.symbols[at]!;
        if (members.inside[at] && table.rowOf(symbol) === undefined) changes.set(symbol, { lastTs: members.lastTs[at]!, inside: false });
      }
    }
    return { alerts, changes, capped, inside: now };
  }

  /**
   * The strategy's members with the changes merged in, still ascending, and the entries put or dropped on the way.
   * A symbol outside whose last alert is not on its present bar is dropped: entering again it alerts either way,
   * so the row holds little beyond who is inside.
   */
  private applied(plan: AlertPlan, members: Members, changes: Map<string, Member>): { members: Members; delta: MemberChanges } {
    const { table } = this.deps.screener;
    const bars = table.groups[plan.group].ts;
    const changed = [...changes.keys()].sort(bySymbol);
    const next: Members = { symbols: [], lastTs: [], inside: [] };
    const delta: MemberChanges = { put: [], drop: [] };
    const count = members.symbols.length;
    let at = 0;
    let change = 0;
    while (at < count || change < changed.length) {
      let symbol: string;
      let lastTs: number | null;
      let inside: boolean;
      let held = true;
      let put = false;
      if (change < changed.length && (at === count || members.symbols[at]! >= changed[change]!)) {
        symbol = changed[change++]!;
        held = members.symbols[at] === symbol;
        if (held) at++;
        ({ lastTs, inside } = changes.get(symbol)!);
        put = !held || members.lastTs[at - 1] !== lastTs || members.inside[at - 1] !== inside;
      } else {
        symbol = members.symbols[at]!;
        lastTs = members.lastTs[at]!;
        inside = members.inside[at]!;
        at++;
      }
      if (!inside) {
        const row = table.rowOf(symbol);
        const bar = row === undefined ? Number.NaN : bars[row]!;
        if (lastTs === null || (!Number.isNaN(bar) && bar !== lastTs)) {
          if (held) delta.drop.push(symbol);
          continue;
        }
      }
      if (put) delta.put.push([symbol, lastTs, inside]);
      next.symbols.push(symbol);
      next.lastTs.push(lastTs);
      next.inside.push(inside);
    }
    return { members: next, delta };
  }

  private insideRows(members: Members): Int32Array {
    const rows: number[] = [];
    for (let at = 0; at < members.symbols.length; at++) {
      const row = this.deps.screener.table.rowOf(members.symbols[at]!);
      if (members.inside[at] && row !== undefined) rows.push(row);
    }
    return Int32Array.from(rows);
  }

  /**
   * Reads who sat in each strategy's result set for the strategies not yet known at their current
   * version (all of them at start). The rows this runner writes come from its copy, so the database is
   * read again only when a strategy is saved, here or by another process, or a write failed.
   */
  private async readMembers(versions: Map<string, string>): Promise<void> {
    const stale = [...versions].filter(([sid, version]) => this.members.get(sid)?.version !== version).map(([sid]) => sid);
    if (stale.length === 0) return;
    const { db } = this.deps;
    const sets = new Map<string, string>();
    const changes = new Map<string, StrategyMemberChangesTable[]>();
    const read = async (sids: string[] | null) => {
      let setQuery = db.selectFrom('strategy_members').select(['sid', 'members']);
      let changeQuery = db.selectFrom('strategy_member_changes').select(['sid', 'seq', 'changes']).orderBy('sid').orderBy('seq');
      if (sids) {
        setQuery = setQuery.where('sid', 'in', sids);
        changeQuery = changeQuery.where('sid', 'in', sids);
      }
      for (const row of await setQuery.execute()) sets.set(row.sid, row.members);
      for (const row of await changeQuery.execute()) {
        const list = changes.get(row.sid) ?? [];
        list.push(row);
        changes.set(row.sid, list);
      }
    };
    if (stale.length === versions.size) await read(null);
    else for (let i = 0; i < stale.length; i += WRITE_BATCH) await read(stale.slice(i, i + WRITE_BATCH));
    for (const sid of stale) {
      const set = sets.get(sid) ?? null;
      const since = changes.get(sid) ?? [];
      this.members.set(sid, {
        version: versions.get(sid)!,
        members: decodeMembers(set, since),
        inside: null,
        setLength: set?.length ?? 0,
        changesLength: since.reduce((length, row) => length + row.changes.length, 0),
        nextSeq: since.length === 0 ? 0 : Number(since[since.length - 1]!.seq) + 1,
      });
    }
  }

  private async write(writes: MemberWrites, hours: { sid: string; hour: number; alerts: number }[], hour: number | null): Promise<void> {
    await this.deps.db.transaction().execute(async (trx) => {
      const postgres = trx.getExecutor().adapter instanceof PostgresAdapter;
      // PostgreSQL takes each table's rows in one statement; SQLite in batches under its limit on bound values.
      const batch = <T>(rows: readonly T[], write: (rows: readonly T[]) => CompiledQuery[]) => {
        const size = postgres ? rows.length : WRITE_BATCH;
        const statements: CompiledQuery[] = [];
        for (let i = 0; i < rows.length; i += size) statements.push(...write(rows.slice(i, i + size)));
        return statements;
      };
      const statements = [
        ...batch(writes.sets, (sets) => [
          rowsWritten(postgres, MEMBERS_UPSERT, [['text', sets.map((set) => set.sid)], ['text', sets.map((set) => set.members)]], MEMBERS_UPSERT_TAIL),
          changesDelete(postgres, sets.map((set) => set.sid)),
        ]),
        ...batch(writes.changes, (changes) => [
          rowsWritten(postgres, CHANGES_INSERT, [['text', changes.map((row) => row.sid)], ['integer', changes.map((row) => row.seq)], ['text', changes.map((row) => row.changes)]], ''),
        ]),
        ...batch(hours, (rows) => [
          rowsWritten(postgres, HOURS_UPSERT, [['text', rows.map((row) => row.sid)], ['bigint', rows.map((row) => row.hour)], ['integer', rows.map((row) => row.alerts)]], HOURS_UPSERT_TAIL),
        ]),
      ];
      for (const statement of statements) await trx.executeQuery(statement);
      if (hour !== null) await trx.deleteFrom('strategy_alert_hours').where('hour', '<', hour).execute();
    });
  }
}

const MEMBERS_UPSERT = 'INSERT INTO strategy_members (sid, members)';
const MEMBERS_UPSERT_TAIL = ' ON CONFLICT (sid) DO UPDATE SET members = excluded.members';

const CHANGES_INSERT = 'INSERT INTO strategy_member_changes (sid, seq, changes)';
const HOURS_UPSERT = 'INSERT INTO strategy_alert_hours (sid, hour, alerts)';
const HOURS_UPSERT_TAIL = ' ON CONFLICT (sid, hour) DO UPDATE SET alerts = excluded.alerts';

/**
 * Statements written by hand: the query builder's parsing of some 700 rows took longer than the database's
 * write. PostgreSQL takes the rows as one array per column, typed, in one statement.
 */
function rowsWritten(postgres: boolean, head: string, columns: [type: string, values: (string | number)[]][], tail: string): CompiledQuery {
  if (postgres) {
    const arrays = columns.map(([type], i) => `$${i + 1}::${type}[]`).join(', ');
    return CompiledQuery.raw(`${head} SELECT * FROM unnest(${arrays})${tail}`, columns.map(([, values]) => values));
  }
  const count = columns[0]![1].length;
  const values: (string | number)[] = [];
  for (let row = 0; row < count; row++) for (const [, column] of columns) values.push(column[row]!);
  const row = `(${columns.map(() => '?').join(', ')})`;
  return CompiledQuery.raw(`${head} VALUES ${Array.from({ length: count }, () => row).join(', ')}${tail}`, values);
}

/** The sids' changes, folded into the sets just written. */
function changesDelete(postgres: boolean, sids: string[]): CompiledQuery {
  if (postgres) return CompiledQuery.raw('DELETE FROM strategy_member_changes WHERE sid = ANY($1::text[])', [sids]);
  return CompiledQuery.raw(`DELETE FROM strategy_member_changes WHERE sid IN (${sids.map(() => '?').join(', ')})`, sids);
}

/**
 * A strategy's changes written as a row of their own while all its changes since its set was written whole stay
 * shorter than that set; past that the set is written whole again, so reading it back never reads more than
 * twice its length, and a cycle writes what changed rather than every set that changed.
 */
function writeChanges(writes: MemberWrites, sid: string, membership: Membership, delta: MemberChanges): void {
  if (delta.put.length === 0 && delta.drop.length === 0) return;
  const changes = encodeMemberChanges(delta);
  if (membership.changesLength + changes.length <= membership.setLength) {
    writes.changes.push({ sid, seq: membership.nextSeq++, changes });
    membership.changesLength += changes.length;
    return;
  }
  const members = encodeMembers(membership.members);
  writes.sets.push({ sid, members });
  membership.setLength = members.length;
  membership.changesLength = 0;
  membership.nextSeq = 0;
}

function encodeMembers(members: Members): string {
  const inside: string[] = [];
  const alerted: [string, number][] = [];
  for (let at = 0; at < members.symbols.length; at++) {
    const symbol = members.symbols[at]!;
    if (members.inside[at]) inside.push(symbol);
    const lastTs = members.lastTs[at]!;
    if (lastTs !== null) alerted.push([symbol, lastTs]);
  }
  return encodeMemberSet({ inside, alerted });
}

/**
 * The set with its changes since put over it in order. Sorted again on reading: the row's order need not be
 * JavaScript's, whatever wrote it.
 */
function decodeMembers(text: string | null, since: readonly StrategyMemberChangesTable[]): Members {
  const merged = new Map<string, Member>();
  if (text !== null) {
    const set = decodeMemberSet(text);
    for (const [symbol, lastTs] of set.alerted) merged.set(symbol, { lastTs, inside: false });
    for (const symbol of set.inside) merged.set(symbol, { lastTs: merged.get(symbol)?.lastTs ?? null, inside: true });
  }
  for (const row of since) {
    const { put, drop } = decodeMemberChanges(row.changes);
    for (const symbol of drop) merged.delete(symbol);
    for (const [symbol, lastTs, inside] of put) merged.set(symbol, { lastTs, inside });
  }
  const symbols = [...merged.keys()].sort(bySymbol);
  return { symbols, lastTs: symbols.map((symbol) => merged.get(symbol)!.lastTs), inside: symbols.map((symbol) => merged.get(symbol)!.inside) };
}

function bySymbol(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Where the symbol sits among the members, or -1. */
function indexOf(members: Members, symbol: string): number {
  const { symbols } = members;
  let low = 0;
  let high = symbols.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (symbols[middle]! < symbol) low = middle + 1;
    else high = middle;
  }
  return low < symbols.length && symbols[low] === symbol ? low : -1;
}

/**
 * A set of screener rows that empties in constant time: a row is in it while it holds the current
 * stamp, so a strategy's diff never clears or sorts an array of the table's size.
 */
class RowMarks {
  private stamps = new Uint32Array(0);
  private stamp = 0;

  clear(size: number): void {
    if (this.stamps.length < size) {
      this.stamps = new Uint32Array(size * 2);
      this.stamp = 0;
    }
    if (this.stamp === 0xffffffff) {
      this.stamps.fill(0);
      this.stamp = 0;
    }
    this.stamp++;
  }

  mark(row: number): void {
    this.stamps[row] = this.stamp;
  }

  has(row: number): boolean {
    return this.stamps[row] === this.stamp;
  }
}
