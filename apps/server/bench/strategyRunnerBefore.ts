/**
 * The strategy runner as it was before result sets were built from shared bitsets and membership was kept
 * in memory: one runQuery per strategy (filter and sort of every match) and every membership row read from the
 * database each cycle.
 * Kept only as the benchmark's reference, run side by side with StrategyRunner on a copy of the data.
 */
import { GROUP_DURATION, STRATEGY_LIMITS } from '@signaldesk/contract';
import type { StrategyAlert } from '../src/messenger/strategyAlert.js';
import { allStrategies, type OwnedStrategy } from '../src/strategies/strategyStore.js';
import { alertGroup, type CycleReport, type RunnerDeps } from '../src/strategies/strategyRunner.js';

/** The membership table as it was then: one row per strategy and symbol, kept under its own name for the comparison. */
interface StrategyMembersTable {
  sid: string;
  symbol: string;
  duration: string;
  last_ts: number | null;
  inside: number;
}

interface Member {
  lastTs: number | null;
  inside: boolean;
}

const HOUR = 3_600;
const WRITE_BATCH = 500;
const PAYLOAD_BASE = ['candle.close', 'candle.updown'];

export class StrategyRunnerBefore {
  constructor(private readonly deps: RunnerDeps) {}

  private get db() {
    return this.deps.db.withTables<{ strategy_member_rows: StrategyMembersTable }>();
  }

  async runCycle(): Promise<CycleReport> {
    const { db, screener, now } = this.deps;
    // The cycle finished in this process, whose writes the screener has heard already; the sync only
    // brings in what other processes wrote.
    await screener.sync();
    const strategies = await allStrategies(db);
    if (strategies.length === 0) return { strategies: 0, alerts: 0, capped: 0 };
    await this.db.schema
      .createTable('strategy_member_rows')
      .ifNotExists()
      .addColumn('sid', 'text', (c) => c.notNull())
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addColumn('duration', 'text', (c) => c.notNull())
      .addColumn('last_ts', 'bigint')
      .addColumn('inside', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('strategy_member_rows_pk', ['sid', 'symbol', 'duration'])
      .execute();
    const members = await this.readMembers();
    const hour = Math.floor(now() / HOUR) * HOUR;
    const used = new Map(
      (await db.selectFrom('strategy_alert_hours').select(['sid', 'alerts']).where('hour', '=', hour).execute()).map((row) => [row.sid, Number(row.alerts)]),
    );
    const alerts: StrategyAlert[] = [];
    const writes: StrategyMembersTable[] = [];
    const hours: { sid: string; hour: number; alerts: number }[] = [];
    let capped = 0;
    for (const strategy of strategies) {
      const allowance = STRATEGY_LIMITS.alertsPerStrategyPerHour - (used.get(strategy.sid) ?? 0);
      const outcome = this.evaluate(strategy, members.get(strategy.sid) ?? new Map(), allowance);
      alerts.push(...outcome.alerts);
      writes.push(...outcome.writes);
      capped += outcome.capped;
      if (outcome.alerts.length > 0) hours.push({ sid: strategy.sid, hour, alerts: (used.get(strategy.sid) ?? 0) + outcome.alerts.length });
    }
    // Delivered before the bookkeeping is written: a failed delivery is tried again on the next cycle,
    // and the messenger keys each alert, so a write lost after delivery cannot show it twice.
    if (alerts.length > 0) await this.deps.sink.deliver(alerts);
    await this.write(writes, hours, hour);
    return { strategies: strategies.length, alerts: alerts.length, capped };
  }

  private evaluate(strategy: OwnedStrategy, own: Map<string, Member>, allowance: number) {
    const { table } = this.deps.screener;
    const group = alertGroup(strategy.query);
    const duration = GROUP_DURATION[group];
    const payloadFields = [...new Set([...PAYLOAD_BASE, ...Object.keys(strategy.query[group] ?? {})])];
    const alerts: StrategyAlert[] = [];
    const writes: StrategyMembersTable[] = [];
    const inside = new Set<string>();
    let capped = 0;
    for (const row of this.deps.screener.query(strategy.query).rows) {
      const ts = table.tsOf(group, row);
      if (ts === null) continue;
      const symbol = table.symbols[row]!;
      inside.add(symbol);
      const member = own.get(symbol);
      if (member?.inside) continue;
      let lastTs = member?.lastTs ?? null;
      if (lastTs !== ts) {
        if (alerts.length < allowance) {
          const payload: StrategyAlert['payload'] = {};
          for (const id of payloadFields) {
            const value = table.column(group, id)?.[row];
            payload[id] = value === undefined || Number.isNaN(value) ? null : value;
          }
          const { userid, sid: strategyId, name: strategyName } = strategy;
          alerts.push({ userid, strategyId, strategyName, symbol, name: table.facts[row]!.name, duration, ts, payload });
          lastTs = ts;
        } else {
          capped++;
        }
      }
      writes.push({ sid: strategy.sid, symbol, duration, last_ts: lastTs, inside: 1 });
    }
    for (const [symbol, member] of own) {
      if (member.inside && !inside.has(symbol)) writes.push({ sid: strategy.sid, symbol, duration, last_ts: member.lastTs, inside: 0 });
    }
    return { alerts, writes, capped };
  }

  /** Who sat in each strategy's result set at the last run, on the duration the strategy alerts on now. */
  private async readMembers(): Promise<Map<string, Map<string, Member>>> {
    const rows = await this.db.selectFrom('strategy_member_rows').selectAll().execute();
    const members = new Map<string, Map<string, Member>>();
    for (const row of rows) {
      const own = members.get(row.sid) ?? new Map<string, Member>();
      own.set(row.symbol, { lastTs: row.last_ts === null ? null : Number(row.last_ts), inside: Number(row.inside) === 1 });
      members.set(row.sid, own);
    }
    return members;
  }

  private async write(writes: StrategyMembersTable[], hours: { sid: string; hour: number; alerts: number }[], hour: number | null): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (let i = 0; i < writes.length; i += WRITE_BATCH) {
        await trx
          .insertInto('strategy_member_rows')
          .values(writes.slice(i, i + WRITE_BATCH))
          .onConflict((oc) =>
            oc.columns(['sid', 'symbol', 'duration']).doUpdateSet((eb) => ({ last_ts: eb.ref('excluded.last_ts'), inside: eb.ref('excluded.inside') })),
          )
          .execute();
      }
      for (let i = 0; i < hours.length; i += WRITE_BATCH) {
        await trx
          .insertInto('strategy_alert_hours')
          .values(hours.slice(i, i + WRITE_BATCH))
          .onConflict((oc) => oc.columns(['sid', 'hour']).doUpdateSet((eb) => ({ alerts: eb.ref('excluded.alerts') })))
          .execute();
      }
      if (hour !== null) await trx.deleteFrom('strategy_alert_hours').where('hour', '<', hour).execute();
    });
  }
}
