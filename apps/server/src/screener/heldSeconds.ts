/**
 * Which second each row this process holds was written at (a snapshot's computed_at, a meta's updated_at), and how
 * many rows hold each second: a second whose count in the database is the same is taken as held, and not read back.
 */
export class HeldSeconds {
  private readonly at = new Map<string, number>();
  private readonly perSecond = new Map<number, number>();

  /** Records the row's second; NaN (a writer that did not tell it) forgets it, so its second is read again. */
  hold(key: string, second: number): void {
    const before = this.at.get(key);
    if (before !== undefined) {
      const left = this.perSecond.get(before)! - 1;
      if (left === 0) this.perSecond.delete(before);
      else this.perSecond.set(before, left);
    }
    if (Number.isNaN(second)) {
      this.at.delete(key);
      return;
    }
    this.at.set(key, second);
    this.perSecond.set(second, (this.perSecond.get(second) ?? 0) + 1);
  }

  /** The seconds among `written` (rows per second in the database) whose count this process does not hold. */
  unsure(written: ReadonlyMap<number, number>, skip: ReadonlySet<number>): number[] {
    const seconds: number[] = [];
    for (const [second, count] of written) if (!skip.has(second) && this.perSecond.get(second) !== count) seconds.push(second);
    return seconds;
  }
}
