import { MESSENGER_LIMITS } from '@signaldesk/contract';
import { type Job, Queue, UnrecoverableError, type Worker } from 'bullmq';
import type { Services } from '../app/services.js';
import { type QueueConnections, queueWorker, survivingOutages, whenBack } from '../queues/workQueues.js';
import { type DeliveryPath, PermanentFailure } from './deliveryQueue.js';
import { openDeliveryRecords, pendingDeliveries, recordAttempt } from './deliveryRecords.js';
import type { DeliveryTarget, Send } from './deliverySenders.js';

/**
 * A queued delivery: its record's id, and what its send is made of as the fan-out read it (the message, the user's
 * address and colours, the channel's mode and language), so the first attempt reads only the record. A retry, or a
 * delivery queued again from its record, is rebuilt from the database as it is then.
 */
export interface DeliveryJob extends DeliveryTarget {
  deliveryId: string;
}

/** Sends one worker makes at once: each mostly waits on Telegram, SMTP or a push service. */
const SENDS_AT_ONCE = 16;
/** Finished jobs kept for the fire screen's counts and latest failures; the delivery records keep the rest. */
const KEEP_DELIVERED = 1_000;
const KEEP_FAILED = 200;
/**
 * Pending records a starting worker hands back to the queue at most, each at its next attempt's time: the adds lost
 * while Redis was down, and what an embedded process left waiting before the deployment was scaled out.
 */
const REQUEUE_AT_START = 10_000;

export interface DeliveryJobsOptions {
  services: Pick<Services, 'db' | 'now' | 'events'>;
  connections: QueueConnections;
  retryMs: number;
  rebuild: (target: DeliveryTarget) => Promise<Send>;
  onFailed: (error: unknown, delivery: DeliveryTarget) => void;
  onError: (error: unknown, context: string) => void;
}

/**
 * Deliveries of a scaled-out deployment as BullMQ jobs on the 'deliveries' queue: every process adds them, worker
 * processes send them. The job's id is the delivery record's, so adding one twice adds nothing; its attempts and
 * exponential backoff are the retries; each outcome is written on the record as the embedded queue writes it.
 */
export function deliveryJobs(options: DeliveryJobsOptions): DeliveryPath & { queue: Queue<DeliveryJob> } {
  const { services, connections, retryMs } = options;
  const queue = survivingOutages(new Queue<DeliveryJob>('deliveries', { connection: connections.producer, prefix: connections.prefix }));
  let worker: Worker<DeliveryJob> | undefined;
  const adding = new Set<Promise<void>>();
  /** The deliveries enqueued in this turn of the event loop: a fan-out's round, recorded and queued together. */
  let round: DeliveryTarget[] | null = null;

  const jobOf = (job: DeliveryJob, delayMs = 0) => ({
    name: 'deliver',
    data: job,
    opts: {
      jobId: job.deliveryId,
      delay: delayMs,
      attempts: MESSENGER_LIMITS.deliveryAttempts,
      backoff: { type: 'exponential' as const, delay: retryMs },
      removeOnComplete: { count: KEEP_DELIVERED },
      removeOnFail: { count: KEEP_FAILED },
    },
  });

  async function queueRound(targets: DeliveryTarget[]): Promise<void> {
    const ids = await openDeliveryRecords(services, targets);
    // One add for the round; the records stay pending and due if it fails, and the next worker to start queues them.
    await queue.addBulk(targets.map((target, i) => jobOf({ deliveryId: ids[i]!, ...target })));
  }

  async function requeuePending(): Promise<void> {
    const now = services.now();
    const records = await pendingDeliveries(services, REQUEUE_AT_START);
    await queue.addBulk(
      records.map((record) =>
        jobOf(
          { deliveryId: record.id, messageId: record.message_id, userid: record.userid, channel: record.channel },
          Math.max(0, (Number(record.next_attempt_at ?? now) - now) * 1000),
        ),
      ),
    );
  }

  async function deliver(job: Job<DeliveryJob>): Promise<void> {
    const { deliveryId, parts, ...ids } = job.data;
    const record = await services.db.selectFrom('messenger_deliveries').select(['outcome', 'attempts']).where('id', '=', deliveryId).executeTakeFirst();
    // Delivered or failed already: a job added again for it has nothing to do.
    if (record?.outcome !== 'pending') return;
    // Counted on the record, not the job: a job added again after a lost add goes on from the attempts made.
    const attempt = record.attempts + 1;
    const target: DeliveryTarget = attempt === 1 && parts ? { ...ids, parts } : ids;
    try {
      await (await options.rebuild(target))();
    } catch (error) {
      const last = attempt >= MESSENGER_LIMITS.deliveryAttempts || error instanceof PermanentFailure;
      const retryInMs = retryMs * 2 ** (attempt - 1);
      await recordAttempt(services, deliveryId, last ? { outcome: 'failed', attempts: attempt, error } : { outcome: 'pending', attempts: attempt, error, retryInMs });
      if (!last) throw error;
      options.onFailed(error, target);
      throw new UnrecoverableError(error instanceof Error ? error.message : String(error));
    }
    await recordAttempt(services, deliveryId, { outcome: 'delivered', attempts: attempt });
  }

  return {
    queue,
    enqueue(target) {
      if (!round) {
        const targets: DeliveryTarget[] = [];
        round = targets;
        const work = new Promise<void>((resolve) => setImmediate(resolve))
          .then(() => {
            round = null;
            return queueRound(targets);
          })
          .catch((error: unknown) => options.onError(error, `${targets.length} alert deliveries could not be queued`));
        adding.add(work);
        void work.finally(() => adding.delete(work));
      }
      round.push(target);
    },
    async start() {
      if (connections.role !== 'worker') return;
      worker = queueWorker(connections, 'deliveries', deliver, {
        concurrency: SENDS_AT_ONCE,
        onError: (error) => options.onError(error, 'delivery worker failed'),
      });
      const requeue = () => requeuePending().catch((error: unknown) => options.onError(error, 'pending deliveries could not be queued again'));
      // Deliveries whose add failed while Redis was down wait in the database, pending: queued once Redis is back.
      whenBack(connections.producer, () => void requeue());
      await requeue();
    },
    async settled() {
      while (adding.size > 0) await Promise.allSettled([...adding]);
    },
    async close() {
      await this.settled();
      // A worker finishes the sends in hand; a job waiting for its next attempt stays in Redis for the next worker.
      await worker?.close();
      await queue.close();
    },
  };
}
