import { ASSESS_PAGE_SIZE, type Assessment, type AssessReason, type Market, VERDICTS, type Verdict } from '@signaldesk/contract';
import { CATALOGUE } from '@signaldesk/indicators';
import type { Db } from '../db/database.js';
import { withTags } from '../stocks/symbolList.js';
import { ASSESSED_FIELDS, type AssessedField, assess, type Readings } from './verdict.js';

/** Where each assessed field sits in a stored snapshot's value array. */
const POSITIONS = ASSESSED_FIELDS.map((id) => {
  const at = CATALOGUE.findIndex((field) => field.id === id);
  if (at < 0) throw new Error(`the catalogue has no field ${id}`);
  return [id, at] as const;
});

/** Symbols read per query when snapshots changed; SQLite and PostgreSQL both take this many parameters. */
const CHUNK = 500;

interface Assessed {
  computedAt: number;
  ts: number;
  verdict: Verdict;
  score: number;
  reasons: AssessReason[];
}

export interface AssessQuery {
  region: Market;
  /** Only these symbols (a label's); undefined for all. */
  only?: readonly string[] | undefined;
  verdict?: Verdict | undefined;
  order: 'score' | 'symbol' | 'cap' | 'updown' | 'high' | 'low';
  direction: 'asc' | 'desc';
  page: number;
}

function readingsOf(json: string): Readings {
  const values = JSON.parse(json) as (number | null)[];
  const readings = {} as Readings;
  for (const [id, at] of POSITIONS) readings[id as AssessedField] = values[at] ?? null;
  return readings;
}

const reasonValue = (assessed: Assessed, factor: 'high' | 'low') => assessed.reasons.find((r) => r.factor === factor)?.value ?? null;

/**
 * Assessments of the daily snapshots, kept in memory per symbol and recomputed only when a snapshot was
 * computed again: a list call reads the symbols and the snapshot times, and parses values only for what changed.
 */
export class AssessList {
  private readonly cache = new Map<string, Assessed>();

  constructor(private readonly db: Db) {}

  private async refresh(stale: string[]): Promise<void> {
    for (let start = 0; start < stale.length; start += CHUNK) {
      const rows = await this.db
        .selectFrom('snapshots')
        .select(['symbol', 'ts', 'computed_at', 'field_values'])
        .where('duration', '=', '1d')
        .where('symbol', 'in', stale.slice(start, start + CHUNK))
        .execute();
      for (const row of rows) {
        this.cache.set(row.symbol, { computedAt: Number(row.computed_at), ts: Number(row.ts), ...assess(readingsOf(row.field_values)) });
      }
    }
  }

  async list(query: AssessQuery) {
    const verdicts = Object.fromEntries(VERDICTS.map((v) => [v, 0])) as Record<Verdict, number>;
    if (query.only?.length === 0) return { list: [], total: 0, page: query.page, pending: 0, verdicts };
    let base = this.db.selectFrom('symbols').leftJoin('snapshots', (join) =>
      join.onRef('snapshots.symbol', '=', 'symbols.symbol').on('snapshots.duration', '=', '1d'),
    );
    if (query.region !== 'ALL') base = base.where('symbols.region', '=', query.region);
    if (query.only) base = base.where('symbols.symbol', 'in', [...query.only]);
    const rows = await base.selectAll('symbols').select('snapshots.computed_at').execute();

    const stale = rows
      .filter((row) => row.computed_at !== null && this.cache.get(row.symbol)?.computedAt !== Number(row.computed_at))
      .map((row) => row.symbol);
    if (stale.length > 0) await this.refresh(stale);

    let pending = 0;
    const assessed: { row: (typeof rows)[number]; assessed: Assessed }[] = [];
    for (const row of rows) {
      const found = row.computed_at === null ? undefined : this.cache.get(row.symbol);
      if (!found) {
        pending += 1;
        continue;
      }
      verdicts[found.verdict] += 1;
      if (!query.verdict || found.verdict === query.verdict) assessed.push({ row, assessed: found });
    }

    const sign = query.direction === 'asc' ? 1 : -1;
    const key = (entry: (typeof assessed)[number]): number | string | null => {
      switch (query.order) {
        case 'score':
          return entry.assessed.score;
        case 'symbol':
          return entry.row.symbol;
        case 'cap':
          return Number(entry.row.cap);
        case 'updown':
          return entry.row.updown === null ? null : Number(entry.row.updown);
        case 'high':
        case 'low':
          return reasonValue(entry.assessed, query.order);
      }
    };
    // Missing values sort last either way; ties go to the larger cap, then the symbol.
    const sorted = assessed
      .map((entry) => ({ entry, key: key(entry) }))
      .sort((a, b) => {
        if (a.key !== b.key) {
          if (a.key === null) return 1;
          if (b.key === null) return -1;
          return (a.key < b.key ? -1 : 1) * sign;
        }
        return Number(b.entry.row.cap) - Number(a.entry.row.cap) || a.entry.row.symbol.localeCompare(b.entry.row.symbol);
      });

    const start = (query.page - 1) * ASSESS_PAGE_SIZE;
    const page = sorted.slice(start, start + ASSESS_PAGE_SIZE).map(({ entry }) => entry);
    const stocks = await withTags(
      this.db,
      page.map((entry) => entry.row),
    );
    const list: Assessment[] = page.map((entry, i) => ({
      stock: stocks[i] as Assessment['stock'],
      verdict: entry.assessed.verdict,
      score: entry.assessed.score,
      reasons: entry.assessed.reasons,
      ts: entry.assessed.ts,
    }));
    return { list, total: sorted.length, page: query.page, pending, verdicts };
  }
}
