import { costsOf, type CostsInput, NO_SHORT_REGIONS, type Region } from '@signaldesk/contract';
import { limitPrice, lotSizeOf } from '../engine/markets.js';
import type { SymbolRules, SymbolState } from './types.js';

/** A symbol's rules from its market, with the lot and tick given where they differ from the market's. */
export function symbolRules(symbol: string, market: Region, costs?: CostsInput, given: { lot?: number; tick?: number } = {}): SymbolRules {
  return {
    market,
    lot: given.lot ?? lotSizeOf(symbol, market),
    tick: given.tick ?? 0,
    shortAllowed: !NO_SHORT_REGIONS.includes(market),
    nextDaySale: market === 'CN',
    costs: costsOf(costs, market),
  };
}

/** Hong Kong's spread table: the step of prices up to each bound (the bound included). */
const HK_SPREADS: readonly (readonly [number, number])[] = [
  [0.25, 0.001],
  [0.5, 0.005],
  [10, 0.01],
  [20, 0.02],
  [100, 0.05],
  [200, 0.1],
  [500, 0.2],
  [1000, 0.5],
  [2000, 1],
  [5000, 2],
];

/**
 * The price step of a market at a price: a fen for A-shares, HKEX's spread table in Hong Kong, a cent in the US
 * (a hundredth of a cent under $1); 0 (any price) for crypto, gold and forex, whose step is the pair's, given
 * per symbol.
 */
export function tickSizeOf(market: Region, price: number): number {
  if (market === 'CN') return 0.01;
  if (market === 'US') return price < 1 ? 0.0001 : 0.01;
  if (market === 'HK') {
    for (const [bound, step] of HK_SPREADS) if (price <= bound) return step;
    return 5;
  }
  return 0;
}

/** True when a price is a whole number of the symbol's ticks. */
export function onTick(rules: SymbolRules, price: number): boolean {
  const tick = rules.tick > 0 ? rules.tick : tickSizeOf(rules.market, price);
  if (tick === 0) return true;
  const steps = price / tick;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
}

export const flatState = (): SymbolState => ({
  held: 0,
  boughtToday: 0,
  boughtOn: Number.NEGATIVE_INFINITY,
  limitUp: Number.NaN,
  limitDown: Number.NaN,
});

/**
 * Today's daily limits, from the previous trading day's close and the symbol's limit (priceLimitOf); none when
 * either is missing.
 */
export function setDailyLimits(state: SymbolState, previousClose: number, limit: number): void {
  const none = limit === 0 || Number.isNaN(previousClose);
  state.limitUp = none ? Number.NaN : limitPrice(previousClose, limit);
  state.limitDown = none ? Number.NaN : limitPrice(previousClose, -limit);
}

/**
 * True when the market lets this fill happen on trading day `day`: shares bought today are not sold today
 * under T+1, nothing is sold short where the market forbids it, and no buy fills at or above limit-up nor a
 * sale at or below limit-down (a locked market has no seller, or no buyer, there).
 */
export function marketAllows(rules: SymbolRules, state: SymbolState, buying: boolean, quantity: number, price: number, day: number): boolean {
  if (!buying) {
    if (rules.nextDaySale && state.held > 0 && day <= state.boughtOn && quantity > state.held - state.boughtToday + 1e-9) return false;
    if (!rules.shortAllowed && quantity > state.held + 1e-9) return false;
  }
  if (Number.isNaN(state.limitUp)) return true;
  if (buying) return price < state.limitUp - 1e-9;
  return price > state.limitDown + 1e-9;
}

/** Records a fill in the symbol's holding. */
export function holdingAfter(state: SymbolState, buying: boolean, quantity: number, day: number): void {
  state.held += buying ? quantity : -quantity;
  if (!buying) return;
  if (state.boughtOn !== day) state.boughtToday = 0;
  state.boughtToday += quantity;
  state.boughtOn = day;
}
