/** The part of the app's logger a connection's failures need. */
export interface WarnLogger {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** A connection that is down fails again on every retry; after its first line the log hears of it once a minute. */
const REPEAT_MS = 60_000;

export interface ConnectionLog {
  failed(error: unknown): void;
  recovered(): void;
}

/** Logs a connection's failures without flooding: the first at once, then one line a minute with how many it held back. */
export function connectionLog(logger: WarnLogger, name: string, nowMs: () => number = Date.now): ConnectionLog {
  let down = false;
  let loggedAt = 0;
  let heldBack = 0;
  return {
    failed(error) {
      const now = nowMs();
      if (down && now - loggedAt < REPEAT_MS) {
        heldBack += 1;
        return;
      }
      logger.warn({ err: error, connection: name, heldBack }, `${name} is unreachable`);
      down = true;
      loggedAt = now;
      heldBack = 0;
    },
    recovered() {
      if (!down) return;
      logger.info({ connection: name, heldBack }, `${name} is reachable again`);
      down = false;
      heldBack = 0;
    },
  };
}
