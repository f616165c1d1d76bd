// A thread of the backtest pool. Like the analysis pool's threads it loads the TypeScript through tsx's API,
// as vitest's workers do not inherit the server's loader.
import { tsImport } from 'tsx/esm/api';

const work = await tsImport('./backtestWork.ts', import.meta.url);

export const prepare = work.prepare;
export const report = work.report;
export const signalBook = work.signalBook;
