import { randomUUID } from 'node:crypto';
import { type DeliveryChannel, MESSENGER_LIMITS } from '@signaldesk/contract';
import type { Db } from '../db/database.js';

/** A failure no retry can mend (the address is gone); the delivery is recorded as failed at once. */
export class PermanentFailure extends Error {}

export interface Delivery {
  messageId: string;
  userid: string;
  channel: DeliveryChannel;
  send: () => Promise<void>;
}

export interface DeliveryQueueOptions {
  db: Db;
  now: () => number;
  /** First wait before a retry; each later one is four times longer. */
  retryMs: number;
  /** Hears each delivery that ended failed, and any failure to keep its record. */
  onFailed: (error: unknown, delivery: Delivery) => void;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Sends each delivery with bounded retries and backoff. Every delivery has a record from before its first
 * attempt: delivered, failed with the last error, or pending while it waits for its next try.
 */
export class DeliveryQueue {
  private readonly running = new Set<Promise<void>>();
  /** Waits between attempts; closing ends them at once. */
  private readonly waits = new Map<NodeJS.Timeout, () => void>();
  private closed = false;

  constructor(private readonly options: DeliveryQueueOptions) {}

  enqueue(delivery: Delivery): void {
    this.track(delivery, this.start(delivery));
  }

  /** Resolves once every delivery started so far has been delivered or recorded as failed. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Stops waiting: a delivery whose next attempt is due later is recorded as failed now, not left behind. */
  async close(): Promise<void> {
    this.closed = true;
    for (const [timer, wake] of this.waits) {
      clearTimeout(timer);
      wake();
    }
    this.waits.clear();
    await this.settled();
  }

  private track(delivery: Delivery, work: Promise<void>): void {
    const done = work.catch((error: unknown) => this.options.onFailed(error, delivery));
    this.running.add(done);
    void done.finally(() => this.running.delete(done));
  }

  private async start(delivery: Delivery): Promise<void> {
    const { db, now } = this.options;
    const id = randomUUID();
    await db
      .insertInto('messenger_deliveries')
      .values({
        id,
        message_id: delivery.messageId,
        userid: delivery.userid,
        channel: delivery.channel,
        attempts: 0,
        outcome: 'pending',
        last_error: null,
        created_at: now(),
        updated_at: now(),
      })
      .execute();
    await this.attempt(id, delivery, 1);
  }

  private async attempt(id: string, delivery: Delivery, attempt: number): Promise<void> {
    const { db, now, retryMs } = this.options;
    try {
      await delivery.send();
      await db.updateTable('messenger_deliveries').set({ attempts: attempt, outcome: 'delivered', last_error: null, updated_at: now() }).where('id', '=', id).execute();
      return;
    } catch (error) {
      const last = attempt >= MESSENGER_LIMITS.deliveryAttempts || error instanceof PermanentFailure || this.closed;
      await db
        .updateTable('messenger_deliveries')
        .set({ attempts: attempt, outcome: last ? 'failed' : 'pending', last_error: errorText(error), updated_at: now() })
        .where('id', '=', id)
        .execute();
      if (last) {
        this.options.onFailed(error, delivery);
        return;
      }
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.waits.delete(timer);
        resolve();
      }, retryMs * 4 ** (attempt - 1));
      this.waits.set(timer, resolve);
    });
    if (this.closed) {
      await db
        .updateTable('messenger_deliveries')
        .set({ outcome: 'failed', last_error: 'the server stopped before the next attempt', updated_at: now() })
        .where('id', '=', id)
        .execute();
      return;
    }
    await this.attempt(id, delivery, attempt + 1);
  }
}
