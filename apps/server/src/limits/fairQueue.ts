/**
 * Runs work at most `slots` pieces at a time, owners taking turns: each free slot goes to the next owner in turn,
 * who then moves to the back. One owner's long queue therefore delays another's work by at most one piece per
 * owner waiting, however long it is.
 */
export class FairQueue {
  /** Waiting work by owner; the map's order is the order of turns. */
  private readonly waiting = new Map<string, (() => void)[]>();
  private running = 0;

  constructor(private readonly slots: number) {}

  run<T>(owner: string, work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.running += 1;
        Promise.resolve()
          .then(work)
          .then(resolve, reject)
          .finally(() => {
            this.running -= 1;
            this.startNext();
          });
      };
      const queue = this.waiting.get(owner);
      if (queue) queue.push(start);
      else this.waiting.set(owner, [start]);
      this.startNext();
    });
  }

  private startNext(): void {
    while (this.running < this.slots) {
      const turn = this.waiting.entries().next();
      if (turn.done) return;
      const [owner, queue] = turn.value;
      this.waiting.delete(owner);
      const start = queue.shift()!;
      if (queue.length > 0) this.waiting.set(owner, queue);
      start();
    }
  }
}
