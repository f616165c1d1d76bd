/** Chart durations, shortest first. `intraday` is the current session's minute bars. */
export const DURATIONS = ['1m', '5m', '15m', '30m', '1h', '4h', '1d', '1wk', 'intraday'] as const;
export type Duration = (typeof DURATIONS)[number];

/** Whether a text (an address segment, a saved setting) names one of the durations. */
export const isDuration = (value: string): value is Duration => (DURATIONS as readonly string[]).includes(value);
