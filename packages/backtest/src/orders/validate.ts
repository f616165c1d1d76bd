import type { BracketSpec, OrderSpec } from './book.js';
import { feeOf } from './costs.js';
import { onTick } from './rules.js';
import type { SymbolRules } from './types.js';

/** Why an order is refused: keys of the contract's message texts. */
export const ORDER_PROBLEMS = [
  'orderQuantityInvalid',
  'orderLotSize',
  'orderPriceInvalid',
  'orderTickSize',
  'orderBracketInvalid',
  'orderShortNotAllowed',
  'orderBuyingPower',
] as const;
export type OrderProblem = (typeof ORDER_PROBLEMS)[number];

/** What the account holds of the symbol and may spend. */
export interface OrderAccount {
  /** Shares held: positive long, negative short. */
  held: number;
  /** Cash that pays for a buy, or that a short sale sets aside as margin. */
  buyingPower: number;
  /** The last price, at which an order without a price of its own is costed. */
  lastPrice: number;
}

const positive = (value: number | undefined): value is number => value !== undefined && Number.isFinite(value) && value > 0;

/** The price an order is costed at: its limit, else its stop, else the last price. */
const priceOf = (spec: OrderSpec, account: OrderAccount): number => spec.limit ?? spec.stop ?? account.lastPrice;

/** The first problem of an order (and of its bracket, when it has one), or null when the market and the account take it. */
export function validateOrder(spec: OrderSpec, rules: SymbolRules, account: OrderAccount, exits?: BracketSpec): OrderProblem | null {
  const byQuantity = spec.quantity !== undefined;
  if (byQuantity === (spec.amount !== undefined) || !positive(byQuantity ? spec.quantity : spec.amount)) return 'orderQuantityInvalid';
  if (byQuantity && rules.lot > 0) {
    const lots = spec.quantity! / rules.lot;
    // A-shares' odd lot left after a split or a bonus issue is sold in one go.
    const oddLotSale = rules.market === 'CN' && spec.side === 'sell' && spec.quantity === account.held;
    if (Math.abs(lots - Math.round(lots)) > 1e-9 && !oddLotSale) return 'orderLotSize';
  }
  const problem = priceProblem(spec, rules) ?? (exits ? bracketProblem(spec, rules, account, exits) : null);
  if (problem) return problem;
  const price = priceOf(spec, account);
  const quantity = byQuantity ? spec.quantity! : spec.amount! / price;
  const buying = spec.side === 'buy';
  const short = buying ? 0 : quantity - Math.max(account.held, 0);
  if (short > 1e-9 && !rules.shortAllowed) return 'orderShortNotAllowed';
  const cost = buying ? (byQuantity ? quantity * price + feeOf(rules.costs, true, quantity, price) : spec.amount!) : short > 1e-9 ? short * price + feeOf(rules.costs, false, short, price) : 0;
  if (cost > account.buyingPower + 1e-9) return 'orderBuyingPower';
  return null;
}

function priceProblem(spec: OrderSpec, rules: SymbolRules): OrderProblem | null {
  const needs = {
    market: [],
    limit: [spec.limit],
    stop: [spec.stop],
    stopLimit: [spec.limit, spec.stop],
    trailingStop: [spec.lastPrice],
  }[spec.type];
  if (!needs.every(positive)) return 'orderPriceInvalid';
  if (spec.type === 'trailingStop') {
    const byPercent = spec.trailPercent !== undefined;
    if (byPercent === (spec.trailAmount !== undefined)) return 'orderPriceInvalid';
    if (byPercent ? !positive(spec.trailPercent) || spec.trailPercent >= 100 : !positive(spec.trailAmount)) return 'orderPriceInvalid';
    if (!byPercent && !onTick(rules, spec.trailAmount!)) return 'orderTickSize';
  }
  for (const price of needs) if (spec.type !== 'trailingStop' && !onTick(rules, price!)) return 'orderTickSize';
  return null;
}

/** A take-profit on the winning side of the entry and a stop-loss on the losing side, on the tick; percentages above 0. */
function bracketProblem(spec: OrderSpec, rules: SymbolRules, account: OrderAccount, exits: BracketSpec): OrderProblem | null {
  const entry = priceOf(spec, account);
  const long = spec.side === 'buy';
  for (const percent of [exits.takeProfitPercent, exits.stopLossPercent, exits.trailPercent]) {
    if (percent !== undefined && (!positive(percent) || percent >= 100)) return 'orderBracketInvalid';
  }
  if (exits.trailAmount !== undefined && !positive(exits.trailAmount)) return 'orderBracketInvalid';
  const { takeProfit, stopLoss } = exits;
  if (takeProfit !== undefined && (!positive(takeProfit) || (long ? takeProfit <= entry : takeProfit >= entry))) return 'orderBracketInvalid';
  if (stopLoss !== undefined && (!positive(stopLoss) || (long ? stopLoss >= entry : stopLoss <= entry))) return 'orderBracketInvalid';
  for (const price of [takeProfit, stopLoss]) if (price !== undefined && !onTick(rules, price)) return 'orderTickSize';
  return null;
}
