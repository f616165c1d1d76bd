import type pg from 'pg';

/** How often the watch asks PostgreSQL whether it is there. */
const PROBE_EVERY_MS = 1_000;
/**
 * How long a probe may go unanswered before PostgreSQL counts as gone. A partition that drops packets without closing
 * anything leaves every query waiting for the kernel to give up (minutes); this is what a call waits instead. Three
 * seconds is far above a round trip on a loaded machine, and with the probe's own second it keeps a call within 5 s.
 */
export const SILENCE_MS = 3_000;

/** What a call on PostgreSQL fails with while the watch finds it gone: a lost connection, answered 503. */
function postgresGone(): Error {
  return Object.assign(new Error(`PostgreSQL has not answered for ${SILENCE_MS / 1000} s`), { code: 'ETIMEDOUT' });
}

/** Closes a client's socket at once: its query under way fails, and the pool drops it when it is released. */
function drop(client: pg.ClientBase, error: Error): void {
  (client as pg.Client).connection.stream.destroy(error);
}

export interface PostgresWatch {
  /** A client from `connect`, refused at once while PostgreSQL is gone and dropped if it falls silent while out. */
  acquire(connect: () => Promise<pg.PoolClient>): Promise<pg.PoolClient>;
  close(): Promise<void>;
}

/**
 * Asks PostgreSQL `SELECT 1` every second on a connection of its own. When a probe is left unanswered for SILENCE_MS
 * (a silent partition) or its connection fails (PostgreSQL down, a cut network), PostgreSQL counts as gone: the
 * clients out of the pool are dropped and the waits for one given up, so the calls using them answer 503 now rather
 * than when the kernel gives up, and no call takes a client until a probe is answered again. Neither the pool's
 * acquire wait nor the kernel's keep-alive would: a silent connection is open, and answers nothing.
 */
export function watchPostgres(newClient: () => pg.Client, events: { gone(error: Error): void; back(): void }): PostgresWatch {
  const lent = new Set<pg.PoolClient>();
  const waiting = new Set<(error: Error) => void>();
  let reachable = true;
  let probe: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const gone = (error: Error) => {
    if (probe) drop(probe, error);
    probe = null;
    if (!reachable) return;
    reachable = false;
    for (const client of lent) drop(client, error);
    for (const giveUp of waiting) giveUp(error);
    events.gone(error);
  };

  const connected = async (): Promise<pg.Client> => {
    const client = newClient();
    client.on('error', () => undefined);
    probe = client;
    await client.connect();
    return client;
  };

  const probed = async (): Promise<void> => {
    const kept = probe;
    if (kept) {
      try {
        await kept.query('SELECT 1');
        return;
      } catch (error) {
        // A probe the watch dropped for silence stays failed. One that PostgreSQL ended (pg_terminate_backend, an
        // idle timeout) says nothing of PostgreSQL itself: the question is asked again on a new connection, so the
        // server does not refuse its callers for a second while PostgreSQL serves.
        if (probe !== kept) throw error;
        probe = null;
        kept.end().catch(() => undefined);
      }
    }
    await (await connected()).query('SELECT 1');
  };

  const ask = async (): Promise<void> => {
    const started = Date.now();
    const answer = await new Promise<Error | null>((settle) => {
      // Decided after this turn's I/O: an answer already read is not taken for silence after a busy event loop.
      const silence = setTimeout(() => setImmediate(() => settle(postgresGone())), SILENCE_MS);
      probed().then(
        () => {
          clearTimeout(silence);
          settle(null);
        },
        (error: unknown) => {
          clearTimeout(silence);
          settle(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
    if (answer) gone(answer);
    else if (!reachable) {
      reachable = true;
      events.back();
    }
    if (!closed) timer = setTimeout(() => void ask(), Math.max(0, PROBE_EVERY_MS - (Date.now() - started))).unref();
  };

  timer = setTimeout(() => void ask(), PROBE_EVERY_MS).unref();
  return {
    async acquire(connect) {
      if (!reachable) throw postgresGone();
      let giveUp: (error: Error) => void = () => undefined;
      const given = new Promise<never>((_, reject) => {
        giveUp = reject;
      });
      given.catch(() => undefined);
      waiting.add(giveUp);
      const connecting = connect();
      try {
        const client = await Promise.race([connecting, given]);
        lent.add(client);
        const release = client.release.bind(client);
        client.release = (error?: Error | boolean) => {
          lent.delete(client);
          return release(error);
        };
        return client;
      } catch (error) {
        // A client that comes after the wait was given up goes straight back, dropped.
        connecting.then((late) => late.release(true), () => undefined);
        throw error;
      } finally {
        waiting.delete(giveUp);
      }
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await probe?.end().catch(() => undefined);
    },
  };
}
