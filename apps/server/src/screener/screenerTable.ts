import { currencyPerUsd, MARKETS, type Market, SEEK_FIELDS, STRATEGY_GROUPS, type StrategyGroup } from '@signaldesk/contract';

/** What the screener knows of a symbol besides its indicators. */
export interface SymbolFacts {
  symbol: string;
  name: string;
  cnname: string;
  region: Market;
  type: number;
  /** Hundreds of millions of the market's own currency; 0 for ETFs and indices. */
  cap: number;
  /** YYYYMMDD; NaN when unknown. */
  ipo: number;
}

/** One duration's latest bar time and one column per catalogue field, NaN where no value. */
interface GroupColumns {
  ts: Float64Array;
  columns: Float64Array[];
}

const FIELD_COUNT = SEEK_FIELDS.length;
const fieldPosition = new Map<string, number>(SEEK_FIELDS.map((id, i) => [id, i]));

function grown(from: Float64Array, capacity: number): Float64Array {
  const to = new Float64Array(capacity).fill(Number.NaN);
  to.set(from);
  return to;
}

/**
 * The snapshots table turned sideways: a Float64Array per field per duration, indexed by a symbol's
 * row, so a rule is one tight loop over one array instead of a parse of every snapshot's JSON.
 */
export class ScreenerTable {
  size = 0;
  private capacity: number;
  readonly symbols: string[] = [];
  readonly facts: SymbolFacts[] = [];
  private readonly rows = new Map<string, number>();
  region: Uint8Array;
  cap: Float64Array;
  /**
   * The cap again in millions of US dollars, as the universe states it: an order across regions compares one
   * currency, not HKD against USD. Rounded to whole millions so the conversion's float noise cannot split a tie.
   */
  capUsd: Float64Array;
  ipo: Float64Array;
  private heatColumn: Float64Array;
  private heatStale = true;
  /**
   * Counts the writes to each duration's columns and to the symbols' facts (region, cap, listing date),
   * so a reader can tell a query's answer cannot have changed since it last looked.
   */
  readonly writes = { day: 0, week: 0, hour: 0, facts: 0 };
  readonly groups: Record<StrategyGroup, GroupColumns>;

  constructor(capacity = 1_024) {
    this.capacity = capacity;
    this.region = new Uint8Array(capacity);
    this.cap = new Float64Array(capacity).fill(Number.NaN);
    this.capUsd = new Float64Array(capacity).fill(Number.NaN);
    this.ipo = new Float64Array(capacity).fill(Number.NaN);
    this.heatColumn = new Float64Array(capacity).fill(Number.NaN);
    const group = (): GroupColumns => ({
      ts: new Float64Array(capacity).fill(Number.NaN),
      columns: Array.from({ length: FIELD_COUNT }, () => new Float64Array(capacity).fill(Number.NaN)),
    });
    this.groups = { day: group(), week: group(), hour: group() };
  }

  /** Moves with every write: whatever was built from the table holds while it is the same. */
  version(): number {
    const { day, week, hour, facts } = this.writes;
    return day + week + hour + facts;
  }

  rowOf(symbol: string): number | undefined {
    return this.rows.get(symbol);
  }

  /** Adds a symbol or refreshes its facts; answers its row. */
  upsertSymbol(facts: SymbolFacts): number {
    let row = this.rows.get(facts.symbol);
    if (row === undefined) {
      if (this.size === this.capacity) this.grow();
      row = this.size++;
      this.rows.set(facts.symbol, row);
      this.symbols[row] = facts.symbol;
    }
    this.facts[row] = facts;
    this.region[row] = MARKETS.indexOf(facts.region);
    this.cap[row] = facts.cap;
    this.capUsd[row] = Math.round((facts.cap * 100) / currencyPerUsd(facts.region));
    this.writes.facts++;
    this.ipo[row] = facts.ipo;
    return row;
  }

  setIpo(symbol: string, ipo: number): void {
    const row = this.rows.get(symbol);
    if (row === undefined) return;
    this.ipo[row] = ipo;
    this.writes.facts++;
    this.facts[row] = { ...this.facts[row]!, ipo };
  }

  /** Writes one snapshot; a symbol outside the universe (an option contract's chart) is not screened. */
  put(symbol: string, group: StrategyGroup, ts: number, values: readonly (number | null)[]): boolean {
    const row = this.rows.get(symbol);
    if (row === undefined) return false;
    const target = this.groups[group];
    target.ts[row] = ts;
    for (let i = 0; i < FIELD_COUNT; i++) target.columns[i]![row] = values[i] ?? Number.NaN;
    if (group === 'day') this.heatStale = true;
    this.writes[group]++;
    return true;
  }

  column(group: StrategyGroup, id: string): Float64Array | undefined {
    const position = fieldPosition.get(id);
    return position === undefined ? undefined : this.groups[group].columns[position];
  }

  /** Heat: where today's traded value (close × volume) ranks in the symbol's region, 0 least to 100 most. */
  heat(): Float64Array {
    if (this.heatStale) this.rankHeat();
    return this.heatColumn;
  }

  private rankHeat(): void {
    const close = this.column('day', 'candle.close')!;
    const volume = this.column('day', 'candle.volume')!;
    const byRegion = new Map<number, { row: number; value: number }[]>();
    this.heatColumn.fill(Number.NaN);
    for (let row = 0; row < this.size; row++) {
      const value = close[row]! * volume[row]!;
      if (Number.isNaN(value)) continue;
      const list = byRegion.get(this.region[row]!) ?? [];
      list.push({ row, value });
      byRegion.set(this.region[row]!, list);
    }
    for (const list of byRegion.values()) {
      list.sort((a, b) => a.value - b.value);
      const top = Math.max(list.length - 1, 1);
      let below = 0;
      list.forEach((entry, i) => {
        if (i > 0 && entry.value > list[i - 1]!.value) below = i;
        this.heatColumn[entry.row] = list.length === 1 ? 100 : Math.round((100 * below) / top);
      });
    }
    this.heatStale = false;
  }

  /** One duration's values of a row in catalogue order, null where missing; null when never computed. */
  valuesOf(group: StrategyGroup, row: number): (number | null)[] | null {
    const target = this.groups[group];
    if (Number.isNaN(target.ts[row]!)) return null;
    const values: (number | null)[] = new Array(FIELD_COUNT);
    for (let i = 0; i < FIELD_COUNT; i++) {
      const value = target.columns[i]![row]!;
      values[i] = Number.isNaN(value) ? null : value;
    }
    return values;
  }

  tsOf(group: StrategyGroup, row: number): number | null {
    const ts = this.groups[group].ts[row]!;
    return Number.isNaN(ts) ? null : ts;
  }

  private grow(): void {
    const capacity = this.capacity * 2;
    const region = new Uint8Array(capacity);
    region.set(this.region);
    this.region = region;
    this.cap = grown(this.cap, capacity);
    this.capUsd = grown(this.capUsd, capacity);
    this.ipo = grown(this.ipo, capacity);
    this.heatColumn = grown(this.heatColumn, capacity);
    for (const group of STRATEGY_GROUPS) {
      const target = this.groups[group];
      target.ts = grown(target.ts, capacity);
      target.columns = target.columns.map((column) => grown(column, capacity));
    }
    this.capacity = capacity;
  }
}
