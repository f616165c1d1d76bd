import type { Candle } from './series';

export interface CsvProblem {
  /** 1-based line number in the file. */
  line: number;
  message: string;
}

export interface CsvResult {
  /** Good rows, oldest first. */
  candles: Candle[];
  /** Rows that were skipped, each with its line and the reason. */
  problems: CsvProblem[];
}

/** Relative rounding tolerated between high or low and the open or close. */
const ROUNDING = 1e-9;

const COLUMNS = ['date', 'open', 'high', 'low', 'close', 'volume'] as const;

/**
 * Reads a CSV with a header naming date, open, high, low, close and volume in
 * any order and case (other columns are ignored). Dates are ISO (a date, or a
 * date and time with an optional offset, UTC when none) or epoch seconds or
 * milliseconds. Blank lines are ignored; a bad row is skipped and reported by
 * line, never repaired. A file written newest first is turned around.
 */
export function parseCsv(text: string): CsvResult {
  const lines = text.split(/\r?\n/);
  const headerAt = lines.findIndex((l) => l.trim() !== '');
  const problems: CsvProblem[] = [];
  if (headerAt < 0) return { candles: [], problems: [{ line: 1, message: 'the file is empty' }] };
  const header = splitRow(lines[headerAt]!).map((h) => h.trim().toLowerCase());
  const position = COLUMNS.map((name) => header.indexOf(name));
  const missing = COLUMNS.filter((_, i) => position[i]! < 0);
  if (missing.length > 0) {
    return { candles: [], problems: [{ line: headerAt + 1, message: `header lacks column(s): ${missing.join(', ')}` }] };
  }
  const rows: Array<{ line: number; candle: Candle }> = [];
  for (let i = headerAt + 1; i < lines.length; i++) {
    if (lines[i]!.trim() === '') continue;
    const parsed = parseRow(splitRow(lines[i]!), position);
    if (typeof parsed === 'string') problems.push({ line: i + 1, message: parsed });
    else rows.push({ line: i + 1, candle: parsed });
  }
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (first && last && first.candle.ts > last.candle.ts) rows.reverse();
  const candles: Candle[] = [];
  for (const { line, candle } of rows) {
    const prev = candles[candles.length - 1];
    if (prev && candle.ts <= prev.ts) {
      problems.push({ line, message: `date ${isoDate(candle.ts)} does not come after the previous row's ${isoDate(prev.ts)}` });
      continue;
    }
    candles.push(candle);
  }
  problems.sort((a, b) => a.line - b.line);
  return { candles, problems };
}

function parseRow(cells: string[], position: number[]): Candle | string {
  const cell = (k: number) => (cells[position[k]!] ?? '').trim();
  const ts = parseDate(cell(0));
  if (ts === undefined) return `date "${cell(0)}" is neither an ISO date nor epoch seconds or milliseconds`;
  const values: number[] = [];
  for (let k = 1; k < COLUMNS.length; k++) {
    const raw = cell(k);
    const v = raw === '' ? Number.NaN : Number(raw);
    if (!Number.isFinite(v)) return `${COLUMNS[k]} "${raw}" is not a number`;
    values.push(v);
  }
  const [open, high, low, close, volume] = values as [number, number, number, number, number];
  if (open <= 0 || high <= 0 || low <= 0 || close <= 0) return 'prices must be above zero';
  if (volume < 0) return `volume ${volume} is negative`;
  // Adjusted prices carry rounding noise in the last digits; only real gaps are errors.
  const slack = ROUNDING * high;
  if (high < Math.max(open, close, low) - slack) return `high ${high} is below the open, close or low`;
  if (low > Math.min(open, close) + slack) return `low ${low} is above the open or close`;
  return { ts, open, high, low, close, volume };
}

/** Splits one CSV row, honouring double-quoted cells with "" as a quote. */
function splitRow(line: string): string[] {
  if (!line.includes('"')) return line.split(',');
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;
/** Epoch values below this are seconds (it is in the year 5138 as seconds, 1973 as milliseconds). */
const SECONDS_LIMIT = 1e11;

/** Epoch seconds of an ISO date or an epoch number, or undefined. */
export function parseDate(text: string): number | undefined {
  if (/^\d+(\.\d+)?$/.test(text)) {
    const n = Number(text);
    return n < SECONDS_LIMIT ? n : n / 1000;
  }
  const m = ISO.exec(text);
  if (!m) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '', zone = 'Z'] = m;
  const month = Number(mo) - 1;
  const ms = Date.UTC(Number(y), month, Number(d), Number(h), Number(mi), Number(s), Number(`0.${frac || '0'}`) * 1000);
  const check = new Date(ms);
  if (check.getUTCMonth() !== month || check.getUTCDate() !== Number(d)) return undefined;
  const offset = zone.toUpperCase() === 'Z' ? 0 : offsetMinutes(zone);
  return ms / 1000 - offset * 60;
}

function offsetMinutes(zone: string): number {
  const digits = zone.replace(':', '');
  const sign = digits[0] === '-' ? -1 : 1;
  return sign * (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5)));
}

function isoDate(ts: number): string {
  return new Date(ts * 1000).toISOString().replace('.000Z', 'Z');
}
