/**
 * Answers computed from one data version, by the call's parameters; a new version drops them all.
 * Lists over the whole universe are asked far more often than the data changes.
 */
/** Distinct parameters kept per version; a caller sweeping through minimum caps cannot grow it further. */
const MAX_ANSWERS = 64;

export class AnswerCache<T> {
  private version = '';
  private readonly answers = new Map<string, T>();

  get(version: string, key: string, compute: () => T): T {
    if (version !== this.version || this.answers.size >= MAX_ANSWERS) {
      this.answers.clear();
      this.version = version;
    }
    let answer = this.answers.get(key);
    if (answer === undefined) {
      answer = compute();
      this.answers.set(key, answer);
    }
    return answer;
  }
}
