import type { CsvProblem } from './candlesFromCsv.js';
import { isOutsideHighLow } from './candlesFromCsv.js';
import { NO_VOLUME_NOTE } from './csvHeader.js';
import type { ImportSummary, RefusalChoices } from './importCli.js';

export interface ImportVerdict {
  /** 0 when every file stored every row (or refused rows were accepted), 1 when a file stored nothing or rows were refused. */
  exitCode: 0 | 1;
  /** What went wrong, a line each, and how to go on: for stderr, beside the report. */
  notes: string[];
}

const refusedRows = (summary: ImportSummary): CsvProblem[] => summary.problems.filter((p) => p.reason !== NO_VOLUME_NOTE);
const rows = (count: number) => (count === 1 ? '1 row' : `${count} rows`);

/**
 * The exit status a script can trust, with a summary: a file that stored nothing fails whatever the choices, since a
 * header read wrong would otherwise pass as an empty import; refused rows fail unless accepted.
 */
export function importVerdict(summaries: readonly ImportSummary[], choices: RefusalChoices): ImportVerdict {
  const notes: string[] = [];
  let failed = false;
  let refused = 0;
  let outside = 0;
  for (const summary of summaries) {
    const refusals = refusedRows(summary);
    if (summary.candles === 0) {
      failed = true;
      const why = refusals[0] ?? summary.problems[0];
      notes.push(`${summary.file}: nothing stored${why ? `; line ${why.line}: ${why.reason}` : ''}`);
      continue;
    }
    if (summary.widened > 0) notes.push(`${summary.file}: ${rows(summary.widened)} kept with the high or low moved out to the open or close`);
    if (refusals.length === 0) continue;
    refused += refusals.length;
    outside += refusals.filter((p) => isOutsideHighLow(p.reason)).length;
    const first = refusals[0]!;
    notes.push(`${summary.file}: ${rows(refusals.length)} refused, ${summary.candles} stored; first, line ${first.line}: ${first.reason}`);
  }
  if (outside > 0 && !choices.widenHighLow) {
    notes.push(`${rows(outside)} refused for an open or close outside the high–low, common in Yahoo futures and forex: --widen-high-low keeps them`);
  }
  if (refused > 0 && !choices.acceptRefused) notes.push(`exit status 1: ${rows(refused)} refused; --accept-refused takes the stored rows as the import and exits 0`);
  if (failed) notes.push('exit status 1: a file stored nothing');
  return { exitCode: failed || (refused > 0 && !choices.acceptRefused) ? 1 : 0, notes };
}
