import type { EquityCurve, Trade } from '../../src/metrics/types.js';

export const DAY = 86_400;
/** 2024-01-02 00:00 UTC. */
export const T0 = Date.UTC(2024, 0, 2) / 1000;

/** A curve from equity values one calendar day apart, nothing invested unless given. */
export function curveOf(equity: number[], options: { step?: number; start?: number; invested?: number[] } = {}): EquityCurve {
  const step = options.step ?? DAY;
  const start = options.start ?? T0;
  return {
    time: Float64Array.from(equity, (_, i) => start + i * step),
    equity: Float64Array.from(equity),
    invested: Float64Array.from(options.invested ?? equity.map(() => 0)),
  };
}

/** Equity that starts at `start` and compounds the given per-bar returns. */
export function compounding(returns: number[], start = 100): number[] {
  const out = [start];
  for (const r of returns) out.push(out[out.length - 1]! * (1 + r));
  return out;
}

export function trade(fields: Partial<Trade>): Trade {
  return {
    symbol: 'AAPL',
    direction: 'long',
    entryTime: T0,
    entryPrice: 100,
    exitTime: T0 + DAY,
    exitPrice: 100,
    exitReason: 'rule',
    quantity: 10,
    costs: 0,
    profit: 0,
    return: 0,
    barsHeld: 1,
    ...fields,
  };
}

/** Every value of a report is a finite number, a string or null: nothing that JSON turns silently into null. */
export function jsonSafe(value: object): boolean {
  return Object.values(value).every((v) => v === null || typeof v === 'string' || Number.isFinite(v) || (typeof v === 'object' && jsonSafe(v)));
}
