// A thread of the backtest pool. Like the analysis pool's threads it loads the TypeScript through tsx's API,
// as vitest's workers do not inherit the server's loader.
import { Piscina } from 'piscina';
import { tsImport } from 'tsx/esm/api';

const work = await tsImport('./backtestWork.ts', import.meta.url);

/** The columns are this thread's own copies: moved to the event loop, not copied a second time. */
export function prepare(task) {
  const prepared = work.prepare(task);
  const buffers = Object.values(prepared.columns).map((column) => column.buffer);
  return Piscina.move({ [Piscina.transferableSymbol]: buffers, [Piscina.valueSymbol]: prepared });
}

export const report = work.report;
export const signalBook = work.signalBook;
