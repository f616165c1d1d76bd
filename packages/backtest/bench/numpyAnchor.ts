import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** The trades of one anchor run: symbol row, entry bar and exit bar (-1 while open), in row then time order. */
export interface AnchorTrades {
  row: number[];
  entry: number[];
  exit: number[];
  /** Exit open over entry open less one, for the closed trades in the same order. */
  closedReturns: number[];
}

export interface AnchorRun {
  cpuMsPerRun: number;
  trades: AnchorTrades;
  /** The equity at each close, for a single symbol only. */
  equity: number[] | null;
}

/** Bars (symbol row, bar) where the two averages are equal but for rounding. */
export interface AnchorTies {
  row: number[];
  bar: number[];
}

/** One symbol's candles as the anchor reads them, all symbols on one clock. */
export interface AnchorCandles {
  open: Float64Array;
  close: Float64Array;
}

/**
 * numpyAnchor.py in a Python process of its own, started once and asked one JSON line at a time, so that neither
 * Python's start nor numpy's import is timed; it times its runs itself, in its own processor time.
 */
export class NumpyAnchor {
  private readonly folder = mkdtempSync(join(tmpdir(), 'numpy-anchor-'));

  private constructor(
    private readonly input: NodeJS.WritableStream,
    private readonly lines: AsyncIterator<string>,
    readonly versions: { python: string; numpy: string },
  ) {}

  /** The running anchor, or why it cannot run here. */
  static async start(): Promise<NumpyAnchor | string> {
    const script = join(dirname(fileURLToPath(import.meta.url)), 'numpyAnchor.py');
    const child = spawn('python3', [script], { stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, OMP_NUM_THREADS: '1', OPENBLAS_NUM_THREADS: '1' } });
    const started: { error: Error | null } = { error: null };
    child.once('error', (error) => {
      started.error = error;
    });
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    const first = await lines.next();
    if (first.done) return started.error ? `python3 cannot be started (${started.error.message})` : 'python3 ended before it answered';
    const hello = JSON.parse(first.value) as { skipped?: string; python: string; numpy: string };
    if (hello.skipped) return hello.skipped;
    return new NumpyAnchor(child.stdin, lines, { python: hello.python, numpy: hello.numpy });
  }

  private async ask<T>(question: object): Promise<T> {
    this.input.write(`${JSON.stringify(question)}\n`);
    const answer = await this.lines.next();
    if (answer.done) throw new Error('the numpy anchor stopped answering');
    return JSON.parse(answer.value) as T;
  }

  /**
   * Hands the anchor the candles of its next runs, as float64 files, one row a symbol; answers the bars where its
   * SMA 50 and SMA 200 are equal but for rounding.
   */
  async load(symbols: readonly AnchorCandles[]): Promise<AnchorTies> {
    const bars = symbols[0]?.close.length ?? 0;
    const matrix = (pick: (s: AnchorCandles) => Float64Array) => {
      const all = new Float64Array(symbols.length * bars);
      for (const [row, s] of symbols.entries()) all.set(pick(s), row * bars);
      return new Uint8Array(all.buffer);
    };
    writeFileSync(join(this.folder, 'open.f64'), matrix((s) => s.open));
    writeFileSync(join(this.folder, 'close.f64'), matrix((s) => s.close));
    writeFileSync(join(this.folder, 'shape.json'), JSON.stringify({ symbols: symbols.length, bars }));
    const { ties } = await this.ask<{ ties: AnchorTies }>({ load: this.folder });
    return ties;
  }

  /** How the engine read the tie bars, in the order load gave them: SMA 50 above SMA 200 or not. */
  async readTiesAs(above: readonly boolean[]): Promise<void> {
    await this.ask({ tiesAbove: above });
  }

  /** `runs` backtests of the loaded candles from `cash`, and the last one's trades and equity. */
  run(runs: number, cash: number): Promise<AnchorRun> {
    return this.ask({ run: runs, cash });
  }

  stop(): void {
    this.input.end();
    rmSync(this.folder, { recursive: true, force: true });
  }
}
