import { MESSENGER_LIMITS } from '@signaldesk/contract';
import type { Services } from '../app/services.js';
import type { DeliveryTarget, Send } from './deliverySenders.js';
import { openDeliveryRecord, pendingDeliveries, recordAttempt } from './deliveryRecords.js';

/** A failure no retry can mend (the address is gone); the delivery is recorded as failed at once. */
export class PermanentFailure extends Error {}

/**
 * Where a process's deliveries go: the embedded process's own queue, or BullMQ's in a scaled-out deployment.
 * The send is made only where it is attempted at once; a queued job rebuilds it from the stored message.
 */
export interface DeliveryPath {
  enqueue(target: DeliveryTarget, send: () => Send): void;
  /** Takes up the deliveries a stopped process left pending. */
  start(): Promise<void>;
  /** Resolves once every delivery started here has ended or was handed on. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export interface DeliveryQueueOptions {
  services: Pick<Services, 'db' | 'now' | 'events'>;
  /** First wait before a retry; each later one is four times longer. */
  retryMs: number;
  /** Hears each delivery that ended failed, and any failure to keep its record. */
  onFailed: (error: unknown, delivery: DeliveryTarget) => void;
  /** The send of a delivery taken up again from its record. */
  rebuild: (target: DeliveryTarget) => Promise<Send>;
}

/** Every pending delivery is taken up at start: those left are a stop's worth, not a backlog. */
const ALL_PENDING = Number.MAX_SAFE_INTEGER;

/**
 * The embedded process's deliveries: each is sent with bounded retries and backoff. Every delivery has a record
 * from before its first attempt: delivered, failed with the last error, or pending with its next attempt's time.
 * A stop leaves a waiting delivery pending, and the next start takes it up again at that time.
 */
export class DeliveryQueue implements DeliveryPath {
  private readonly running = new Set<Promise<void>>();
  /** Waits before an attempt; closing ends them at once. */
  private readonly waits = new Map<NodeJS.Timeout, () => void>();
  private closed = false;

  constructor(private readonly options: DeliveryQueueOptions) {}

  enqueue(target: DeliveryTarget, send: () => Send): void {
    this.track(target, this.first(target, send()));
  }

  /** Takes up the deliveries a stopped process left pending: those due now at once, the others at their time. */
  async start(): Promise<void> {
    const { services } = this.options;
    const now = services.now();
    for (const record of await pendingDeliveries(services, ALL_PENDING)) {
      const target: DeliveryTarget = { messageId: record.message_id, userid: record.userid, channel: record.channel };
      const waitMs = Math.max(0, (Number(record.next_attempt_at ?? now) - now) * 1000);
      this.track(target, this.resumeOne(record.id, target, record.attempts + 1, waitMs));
    }
  }

  /** Resolves once every delivery started so far has been delivered, recorded as failed, or left for a later start. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Stops waiting: a delivery whose next attempt is due later stays pending with that time, for the next start. */
  async close(): Promise<void> {
    this.closed = true;
    for (const [timer, wake] of this.waits) {
      clearTimeout(timer);
      wake();
    }
    this.waits.clear();
    await this.settled();
  }

  private track(delivery: DeliveryTarget, work: Promise<void>): void {
    const done = work.catch((error: unknown) => this.options.onFailed(error, delivery));
    this.running.add(done);
    void done.finally(() => this.running.delete(done));
  }

  private async first(target: DeliveryTarget, send: Send): Promise<void> {
    const id = await openDeliveryRecord(this.options.services, target);
    await this.attempt(id, send, target, 1);
  }

  private async resumeOne(id: string, target: DeliveryTarget, attempt: number, waitMs: number): Promise<void> {
    if (!(await this.wait(waitMs))) return;
    await this.attempt(id, await this.options.rebuild(target), target, attempt);
  }

  private async attempt(id: string, send: Send, target: DeliveryTarget, first: number): Promise<void> {
    const { services, retryMs } = this.options;
    for (let attempt = first; ; attempt++) {
      try {
        await send();
        await recordAttempt(services, id, { outcome: 'delivered', attempts: attempt });
        return;
      } catch (error) {
        const retryInMs = retryMs * 4 ** (attempt - 1);
        const last = attempt >= MESSENGER_LIMITS.deliveryAttempts || error instanceof PermanentFailure;
        await recordAttempt(services, id, last ? { outcome: 'failed', attempts: attempt, error } : { outcome: 'pending', attempts: attempt, error, retryInMs });
        if (last) return this.options.onFailed(error, target);
        if (!(await this.wait(retryInMs))) return;
      }
    }
  }

  /** False when the queue closed before the wait ended. */
  private wait(ms: number): Promise<boolean> {
    if (this.closed) return Promise.resolve(false);
    if (ms === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waits.delete(timer);
        resolve(true);
      }, ms);
      this.waits.set(timer, () => resolve(false));
    });
  }
}
