import { type IndicatorRule, isEnumRule, MARKETS, orderOf, ruleEntries, STRATEGY_GROUPS, type StrategyGroup, type StrategyQuery } from '@signaldesk/contract';
import { columnAt, orderRows } from './runQuery.js';
import { rowsByValue } from './rowsByValue.js';
import type { ScreenerTable } from './screenerTable.js';

/** A query reduced to what its result set depends on; built once per distinct query. */
interface CompiledQuery {
  region: number;
  text: string;
  conditions: { key: string; path: readonly string[]; rule: IndicatorRule }[];
  orderKey: string;
  order: ReturnType<typeof orderOf>;
  limit: number;
  /** The table's write counters the answer depends on. */
  reads: (keyof ScreenerTable['writes'])[];
}

/** A column's rows holding a value, sorted by it, with a bitset of every first STEP·k of them. */
interface SortedColumn {
  rows: Int32Array;
  values: Float64Array;
  prefixes: Uint32Array[];
}

/** Distinct ranges on one column answered by a scan before the column is sorted for the rest. */
const SCANS_BEFORE_SORTING = 4;
const STEP = 128;

export type CompiledQueries = Map<string, CompiledQuery>;

const WORD = 32;
const FACTS: readonly string[] = ['facts'];

function compile(query: StrategyQuery): CompiledQuery {
  const order = orderOf(query);
  const groups = [...ruleEntries(query).map(([path]) => path[0]!), order.path[0]!].filter((head) => (STRATEGY_GROUPS as readonly string[]).includes(head));
  const reads = new Set<keyof ScreenerTable['writes']>(['facts', ...(groups as StrategyGroup[])]);
  // Heat ranks the daily close × volume; a strategy reading no duration alerts on the day's bar.
  if (groups.length === 0 || ruleEntries(query).some(([path]) => path[0] === 'heat') || order.path[0] === 'heat') reads.add('day');
  return {
    reads: [...reads],
    region: query.region === 'ALL' ? -1 : MARKETS.indexOf(query.region),
    text: query.symbol ?? '',
    conditions: ruleEntries(query)
      .filter(([, rule]) => isEnumRule(rule) || rule.min !== undefined || rule.max !== undefined)
      .map(([path, rule]) => {
        const test = isEnumRule(rule) ? { in: [...rule.in].sort((a, b) => a - b) } : { min: rule.min ?? null, max: rule.max ?? null };
        return { key: `${path.join('.')}:${JSON.stringify(test)}`, path, rule };
      }),
    orderKey: `${order.path.join('.')}:${order.type}`,
    order,
    limit: query.limit,
  };
}

/**
 * Result sets of many queries over one state of the table, as `runQuery` answers them: every distinct rule (a region, a symbol text, a range or a list of values on a column)
 * becomes one bitset over the rows, shared by every query that holds it, and a query's matches are the
 * AND of its bitsets. The order comes from one sort of the whole table per ordered column, shared too:
 * a query matching many more rows than its limit walks that order until it has enough, one matching
 * fewer, or not many more, sorts its rows' places in it. Build one per cycle, passing the last one: what
 * it holds built from columns not written since is used again.
 */
export class ResultSets {
  private readonly words: number;
  /** Every row of the table, copied into `matches` to begin each query. */
  private readonly everyRow: Uint32Array;
  /** Working space every query of the cycle reuses, so that a query allocates only its answer. */
  private readonly matches: Uint32Array;
  /** Places in an order, marked; left empty between queries. */
  private readonly places: Uint32Array;
  private readonly endRows = new Int32Array(2 * STEP);
  /** Everything below is keyed with the version of the columns it was built from (see `versionOf`). */
  private readonly bitsets = new Map<string, Uint32Array>();
  /** Range rules met so far per column; past a few, the column is sorted once for all the others. */
  private readonly rangesOn = new Map<string, number>();
  private readonly sortedColumns = new Map<string, SortedColumn>();
  /** Per ordered column: every row in the query order, and each row's place in it. */
  private readonly orders = new Map<string, { ordered: Int32Array; rank: Int32Array }>();
  /** The rule path each piece above was built from, to tell whether a later cycle may still use it. */
  private readonly builtFrom = new Map<string, readonly string[]>();

  constructor(
    private readonly table: ScreenerTable,
    /** Compiled queries by their text, kept from one cycle's ResultSets to the next. */
    private readonly compiled: CompiledQueries = new Map(),
    previous?: ResultSets,
  ) {
    this.words = Math.ceil(table.size / WORD);
    this.everyRow = new Uint32Array(this.words).fill(0xffffffff);
    const tail = table.size % WORD;
    if (tail > 0) this.everyRow[this.words - 1] = (2 ** tail - 1) >>> 0;
    this.matches = new Uint32Array(this.words);
    this.places = new Uint32Array(this.words);
    if (previous?.table === table) {
      // Pieces of columns written since are let go; the rest carry on, used this cycle or not.
      for (const [key, path] of previous.builtFrom) if (key.endsWith(`@${this.versionOf(path)}`)) this.builtFrom.set(key, path);
      carry(previous.bitsets, this.bitsets, this.builtFrom);
      carry(previous.sortedColumns, this.sortedColumns, this.builtFrom);
      carry(previous.orders, this.orders, this.builtFrom);
    }
  }

  /** Rows in the query's result set, in the query's order, as runQuery answers them. */
  rowsOf(query: StrategyQuery, text = JSON.stringify(query)): Int32Array {
    const compiled = this.compiledOf(query, text);
    const matches = this.matches;
    matches.set(this.everyRow);
    const facts = this.versionOf(FACTS);
    if (compiled.region >= 0) and(matches, this.bitset(`region:${compiled.region}@${facts}`, FACTS, () => this.regionBits(compiled.region)));
    if (compiled.text !== '') and(matches, this.bitset(`text:${compiled.text}@${facts}`, FACTS, () => this.textBits(compiled.text)));
    for (const condition of compiled.conditions) {
      const version = this.versionOf(condition.path);
      const key = `${condition.key}@${version}`;
      const kept = this.bitsets.get(key);
      if (kept) and(matches, kept);
      else if (!this.andFromSorted(matches, condition.path, condition.rule, version)) and(matches, this.bitset(key, condition.path, () => this.ruleBits(condition.path, condition.rule)));
    }
    const count = countBits(matches);
    const { ordered, rank } = this.orderOf(compiled);
    // Walking the whole order finds the limit's matches after about limit × size / count rows; when that is
    // more than the matches themselves, they are sorted by their place in the order instead.
    if (count <= compiled.limit || count * count <= compiled.limit * this.table.size) {
      // Their places in the whole table's order are marked, then read back in that order: a sort without comparisons.
      const { places } = this;
      for (let word = 0; word < matches.length; word++) {
        let bits = matches[word]!;
        while (bits !== 0) {
          const low = bits & -bits;
          const place = rank[word * WORD + (31 - Math.clz32(low))]!;
          places[place >>> 5]! |= 1 << (place & 31);
          bits ^= low;
        }
      }
      const rows = new Int32Array(Math.min(count, compiled.limit));
      let taken = 0;
      for (let word = 0; taken < rows.length; word++) {
        let bits = places[word]!;
        while (bits !== 0 && taken < rows.length) {
          const low = bits & -bits;
          rows[taken++] = ordered[word * WORD + (31 - Math.clz32(low))]!;
          bits ^= low;
        }
      }
      places.fill(0);
      return rows;
    }
    const rows = new Int32Array(compiled.limit);
    let taken = 0;
    for (let i = 0; taken < compiled.limit; i++) {
      const row = ordered[i]!;
      if ((matches[row >>> 5]! >>> (row & 31)) & 1) rows[taken++] = row;
    }
    return rows;
  }

  /**
   * The table's writes the query's answer depends on, and the bar times of the duration a strategy
   * holding it alerts on (the shortest it reads, else the day): while this stays the same, so do both.
   */
  writesSeen(query: StrategyQuery, text = JSON.stringify(query)): string {
    return this.compiledOf(query, text)
      .reads.map((read) => this.table.writes[read])
      .join(':');
  }

  private compiledOf(query: StrategyQuery, text: string): CompiledQuery {
    let compiled = this.compiled.get(text);
    if (!compiled) {
      compiled = compile(query);
      this.compiled.set(text, compiled);
    }
    return compiled;
  }

  /**
   * The table's size and the write counters of what a column is computed from: a piece built from a
   * column is reused in a later cycle while its version stays the same. Ties are ordered by symbol, and
   * every row's region and symbol are facts.
   */
  private versionOf(path: readonly string[]): string {
    const { writes, size } = this.table;
    const head = path[0] as string;
    if ((STRATEGY_GROUPS as readonly string[]).includes(head)) return `${size}:${writes[head as StrategyGroup]}:${writes.facts}`;
    if (head === 'heat') return `${size}:${writes.day}:${writes.facts}`;
    return `${size}:${writes.facts}`;
  }

  /** The piece under the key, built from the rule path's columns when there is none. */
  private reused<T>(pieces: Map<string, T>, key: string, path: readonly string[], build: () => T): T {
    let piece = pieces.get(key);
    if (piece === undefined) {
      piece = build();
      pieces.set(key, piece);
      this.builtFrom.set(key, path);
    }
    return piece;
  }

  private bitset(key: string, path: readonly string[], build: () => Uint32Array): Uint32Array {
    return this.reused(this.bitsets, key, path, build);
  }

  private orderOf(compiled: CompiledQuery): { ordered: Int32Array; rank: Int32Array } {
    const { path } = compiled.order;
    return this.reused(this.orders, `${compiled.orderKey}@${this.versionOf(path)}`, path, () => this.orderAll(compiled));
  }

  private regionBits(region: number): Uint32Array {
    const bits = new Uint32Array(this.words);
    const regions = this.table.region;
    for (let row = 0; row < this.table.size; row++) if (regions[row] === region) bits[row >>> 5]! |= 1 << (row & 31);
    return bits;
  }

  private textBits(text: string): Uint32Array {
    const bits = new Uint32Array(this.words);
    const { symbols } = this.table;
    for (let row = 0; row < this.table.size; row++) if (symbols[row]!.includes(text)) bits[row >>> 5]! |= 1 << (row & 31);
    return bits;
  }

  /** Filled a word at a time: the column is read in order and each word written once. */
  private ruleBits(path: readonly string[], rule: IndicatorRule): Uint32Array {
    const bits = new Uint32Array(this.words);
    const column = columnAt(this.table, path);
    const size = this.table.size;
    if (isEnumRule(rule)) {
      const allowed = Float64Array.from(rule.in);
      for (let word = 0, row = 0; row < size; word++) {
        let value = 0;
        for (let bit = 0; bit < WORD && row < size; bit++, row++) {
          const cell = column[row]!;
          for (let i = 0; i < allowed.length; i++) {
            if (allowed[i] === cell) {
              value |= 1 << bit;
              break;
            }
          }
        }
        bits[word] = value;
      }
      return bits;
    }
    const min = rule.min ?? Number.NEGATIVE_INFINITY;
    const max = rule.max ?? Number.POSITIVE_INFINITY;
    for (let word = 0, row = 0; row < size; word++) {
      let value = 0;
      for (let bit = 0; bit < WORD && row < size; bit++, row++) {
        const cell = column[row]!;
        // NaN fails both comparisons, as in runQuery.
        if (cell >= min && cell <= max) value |= 1 << bit;
      }
      bits[word] = value;
    }
    return bits;
  }

  /**
   * A range on a column many strategies bound differently, past the first few scanned: the column's rows
   * sorted by value once, with a bitset of every first STEP·k of them, narrow the matches with two bitsets
   * and at most 2·STEP rows one by one, where a scan would read every row. No bitset of the range is kept:
   * another strategy seldom holds the same one. Answers false, doing nothing, for a rule still to be scanned.
   */
  private andFromSorted(matches: Uint32Array, path: readonly string[], rule: IndicatorRule, version: string): boolean {
    if (isEnumRule(rule)) return false;
    const key = `${path.join('.')}@${version}`;
    const ranges = (this.rangesOn.get(key) ?? 0) + 1;
    this.rangesOn.set(key, ranges);
    if (ranges <= SCANS_BEFORE_SORTING && !this.sortedColumns.has(key)) return false;
    const { rows, values, prefixes } = this.sortedColumns.get(key) ?? this.reused(this.sortedColumns, key, path, () => this.sortColumn(columnAt(this.table, path)));
    const from = firstAtLeast(values, rule.min ?? Number.NEGATIVE_INFINITY);
    const to = firstAbove(values, rule.max ?? Number.POSITIVE_INFINITY);
    const first = Math.ceil(from / STEP);
    const last = Math.floor(to / STEP);
    const whole = first < last;
    // The rows at the range's ends, outside the whole STEPs, that match so far: put back after the AND.
    const { endRows } = this;
    let ends = 0;
    if (whole) {
      ends = matching(matches, rows, from, first * STEP, endRows, ends);
      ends = matching(matches, rows, last * STEP, to, endRows, ends);
      const below = prefixes[first]!;
      const within = prefixes[last]!;
      for (let i = 0; i < matches.length; i++) matches[i]! &= within[i]! & ~below[i]!;
    } else {
      ends = matching(matches, rows, from, to, endRows, ends);
      matches.fill(0);
    }
    for (let i = 0; i < ends; i++) matches[endRows[i]! >>> 5]! |= 1 << (endRows[i]! & 31);
    return true;
  }

  private sortColumn(column: Float64Array): SortedColumn {
    const rows = rowsByValue(column, this.table.size);
    const values = new Float64Array(rows.length);
    const prefixes: Uint32Array[] = [new Uint32Array(this.words)];
    const growing = new Uint32Array(this.words);
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      values[i] = column[row]!;
      growing[row >>> 5]! |= 1 << (row & 31);
      if ((i + 1) % STEP === 0) prefixes.push(growing.slice());
    }
    return { rows, values, prefixes };
  }

  private orderAll(compiled: CompiledQuery): { ordered: Int32Array; rank: Int32Array } {
    const all = Array.from({ length: this.table.size }, (_, row) => row);
    const ordered = Int32Array.from(orderRows(this.table, all, compiled.order));
    const rank = new Int32Array(ordered.length);
    for (let i = 0; i < ordered.length; i++) rank[ordered[i]!] = i;
    return { ordered, rank };
  }
}

function firstAtLeast(values: Float64Array, bound: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle]! < bound) low = middle + 1;
    else high = middle;
  }
  return low;
}

function firstAbove(values: Float64Array, bound: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle]! <= bound) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Appends the sorted rows from `from` to `to` that are set in `matches` to `into` after its first `taken`; answers how many it holds then. */
function matching(matches: Uint32Array, rows: Int32Array, from: number, to: number, into: Int32Array, taken: number): number {
  let held = taken;
  for (let at = from; at < to; at++) {
    const row = rows[at]!;
    if ((matches[row >>> 5]! >>> (row & 31)) & 1) into[held++] = row;
  }
  return held;
}

function carry<T>(from: Map<string, T>, into: Map<string, T>, current: Map<string, unknown>): void {
  for (const [key, piece] of from) if (current.has(key)) into.set(key, piece);
}

function and(into: Uint32Array, bits: Uint32Array): void {
  for (let i = 0; i < into.length; i++) into[i]! &= bits[i]!;
}

function countBits(bits: Uint32Array): number {
  let count = 0;
  for (let i = 0; i < bits.length; i++) {
    let v = bits[i]!;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    count += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return count;
}
