export { type BracketSpec, bracket, cancelOrder, expireDayOrders, type FillRound, fillsOn, newOrder, openChildren, type OrderSpec } from './book.js';
export { feeOf, quantityFor } from './costs.js';
export { fillPrice, firstToFill, trailAfter, trailingStopOf, triggerIn } from './fill.js';
export { flatState, holdingAfter, marketAllows, onTick, setDailyLimits, symbolRules, tickSizeOf } from './rules.js';
export * from './types.js';
export { ORDER_PROBLEMS, type OrderAccount, type OrderProblem, validateOrder } from './validate.js';
