import type { Duration, JobName } from '@signaldesk/contract';

/** One unit of market work: bring a series up to date (fetch, store, compute) or recompute it from the store. */
export interface MarketTask {
  job: JobName;
  kind: 'update' | 'compute';
  symbol: string;
  duration: Duration;
  /** Someone is waiting for it (a run by hand): it goes ahead of the scheduled sweeps. */
  urgent?: boolean;
}

export type TaskOutcome = { ok: true } | { ok: false; error: string };

/**
 * Where market tasks wait their turn in the embedded single process. A scaled-out deployment queues them in
 * BullMQ instead (queues/marketWork.ts), where worker processes take them.
 */
export interface JobQueue {
  /** Queues a task (an identical waiting task is reused); resolves once it has run. */
  add(task: MarketTask): Promise<TaskOutcome>;
  depth(): number;
  /** The task being worked on, as symbol:duration. */
  running(): string | null;
  /** Resolves when nothing waits and nothing runs. */
  idle(): Promise<void>;
  /** Drops waiting tasks and waits for the running one. */
  close(): Promise<void>;
}

interface Waiting {
  task: MarketTask;
  done: Promise<TaskOutcome>;
  settle: (outcome: TaskOutcome) => void;
}

const taskKey = (task: MarketTask) => `${task.kind}:${task.symbol}:${task.duration}`;

/**
 * Pause before each scheduled task. A task holds the database for its whole write, so a sweep run back to
 * back would make every request queue behind it; the pause lets requests in between. A source with a rate
 * limit asks for a longer one.
 */
export const SWEEP_PAUSE_MS = 10;

/** One task at a time, in order: the machine is small and SQLite has one writer anyway. */
export function inProcessQueue(run: (task: MarketTask) => Promise<TaskOutcome>, pauseMs = SWEEP_PAUSE_MS): JobQueue {
  const waiting: Waiting[] = [];
  const byKey = new Map<string, Waiting>();
  let current: { task: MarketTask; done: Promise<void> } | null = null;
  let closed = false;
  let idleWaiters: (() => void)[] = [];
  const firstNotUrgent = () => {
    const index = waiting.findIndex((entry) => !entry.task.urgent);
    return index === -1 ? waiting.length : index;
  };

  // Set while the queue rests between scheduled tasks; an add() in that time must not cut the rest short.
  let resting = false;
  const rest = () => {
    resting = true;
    setTimeout(() => {
      resting = false;
      pump();
    }, pauseMs);
  };

  const pump = () => {
    if (current || closed || resting) return;
    const next = waiting.shift();
    if (!next) {
      for (const resolve of idleWaiters) resolve();
      idleWaiters = [];
      return;
    }
    byKey.delete(taskKey(next.task));
    const done = run(next.task)
      .catch((error: unknown): TaskOutcome => ({ ok: false, error: error instanceof Error ? error.message : String(error) }))
      .then((outcome) => {
        next.settle(outcome);
        current = null;
        // Let the finished task's callers, and requests waiting for the database, run before the next task.
        if (waiting[0]?.task.urgent) setImmediate(pump);
        else rest();
      });
    current = { task: next.task, done };
  };

  return {
    add(task) {
      if (closed) return Promise.resolve({ ok: false, error: 'the queue is closed' });
      const known = byKey.get(taskKey(task));
      if (known) {
        if (task.urgent && !known.task.urgent) {
          waiting.splice(waiting.indexOf(known), 1);
          known.task = { ...known.task, urgent: true };
          waiting.splice(firstNotUrgent(), 0, known);
        }
        return known.done;
      }
      let settle: (outcome: TaskOutcome) => void = () => undefined;
      const done = new Promise<TaskOutcome>((resolve) => {
        settle = resolve;
      });
      const entry = { task, done, settle };
      if (task.urgent) waiting.splice(firstNotUrgent(), 0, entry);
      else waiting.push(entry);
      byKey.set(taskKey(task), entry);
      pump();
      return done;
    },
    depth: () => waiting.length,
    running: () => (current ? `${current.task.symbol}:${current.task.duration}` : null),
    idle() {
      if (!current && waiting.length === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    async close() {
      closed = true;
      for (const entry of waiting.splice(0)) entry.settle({ ok: false, error: 'the queue is closed' });
      byKey.clear();
      await current?.done;
      for (const resolve of idleWaiters) resolve();
      idleWaiters = [];
    },
  };
}
