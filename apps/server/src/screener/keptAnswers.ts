import { PreparedAnswer } from '../http/preparedAnswer.js';
import type { QueryAnswer } from './runQuery.js';

/** Bounds of the answers kept: a limit-200 answer is about 0.5 MB of JSON and a tenth of that compressed. */
export interface KeptAnswerLimits {
  answers: number;
  bytes: number;
}

export const KEPT_ANSWER_LIMITS: KeptAnswerLimits = { answers: 200, bytes: 32 * 1024 * 1024 };

/**
 * Seek answers encoded once for every trader who asks for the same rows of unchanged screener data. An answer is
 * made of nothing but the rows a query picked, their count and the screener's values, none of it the asker's, so
 * it is kept under the rows and the count (whatever query, strategy or tag picked them) while the screener's data
 * version holds; a write to the screener makes a new version and lets every kept answer go. Within a version the
 * least lately asked go first once there are more than `limits` allow.
 */
export function keptAnswers<T>(limits: KeptAnswerLimits = KEPT_ANSWER_LIMITS) {
  const kept = new Map<string, PreparedAnswer<T>>();
  let keptVersion = Number.NaN;

  const trim = () => {
    let bytes = 0;
    for (const answer of kept.values()) bytes += answer.bytes;
    for (const [key, answer] of kept) {
      if (kept.size <= limits.answers && bytes <= limits.bytes) return;
      kept.delete(key);
      bytes -= answer.bytes;
    }
  };

  return {
    /** The answer for these rows at this version of the screener's data; `build` makes it when none is kept. */
    answer(version: number, picked: QueryAnswer, build: () => T): PreparedAnswer<T> {
      if (version !== keptVersion) {
        kept.clear();
        keptVersion = version;
      }
      const key = `${picked.total}|${picked.rows.join(',')}`;
      let answer = kept.get(key);
      if (answer) kept.delete(key);
      else answer = new PreparedAnswer(build());
      kept.set(key, answer);
      trim();
      return answer;
    },
    get size(): number {
      return kept.size;
    },
  };
}
