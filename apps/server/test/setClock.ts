/**
 * The set clock of the tests that start the server as a process (the browser tests, the outage and scale-out tests):
 * it reads SET_CLOCK_START when made and runs on from there, whatever today is, so that the demo market shows the
 * same candles on every day the suite runs.
 */

/** A Wednesday at 10:30 in New York, with no holiday near it in any market. */
export const SET_CLOCK_START = '2026-06-10T14:30:00Z';

export interface SetClock {
  /** The server's environment for this clock: every process given it agrees with the others to the millisecond. */
  env: { CLOCK_START: string; CLOCK_SET_AT: string };
  /** Epoch milliseconds on this clock now. */
  now: () => number;
}

export function setClock(): SetClock {
  const setAt = Date.now();
  const offset = Date.parse(SET_CLOCK_START) - setAt;
  return { env: { CLOCK_START: SET_CLOCK_START, CLOCK_SET_AT: new Date(setAt).toISOString() }, now: () => Date.now() + offset };
}
