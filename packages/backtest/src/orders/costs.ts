import type { MarketCosts } from '@signaldesk/contract';

/** What one fill costs: commission (with its minimum), stamp duty of the side, fees and slippage. */
export function feeOf(c: MarketCosts, buying: boolean, quantity: number, price: number): number {
  const value = quantity * price;
  const commission = Math.max(c.minimumCommission, quantity * c.commissionPerShare + (value * c.commissionBps) / 10_000);
  const rest = (value * ((buying ? c.stampDutyBuyBps : c.stampDutySellBps) + c.feeBps + c.slippageBps)) / 10_000;
  return commission + rest;
}

/** The most shares that `money` buys at `price` with the fill's costs on top, rounded down to the lot (0: any fraction). */
export function quantityFor(c: MarketCosts, buying: boolean, money: number, price: number, lot: number): number {
  const proportional = (c.commissionBps + (buying ? c.stampDutyBuyBps : c.stampDutySellBps) + c.feeBps + c.slippageBps) / 10_000;
  let quantity = money / (price * (1 + proportional) + c.commissionPerShare);
  if (quantity * c.commissionPerShare + (quantity * price * c.commissionBps) / 10_000 < c.minimumCommission) {
    const others = (proportional * 10_000 - c.commissionBps) / 10_000;
    quantity = (money - c.minimumCommission) / (price * (1 + others));
  }
  if (lot === 0) return quantity > 0 ? quantity : 0;
  quantity = Math.floor(quantity / lot + 1e-9) * lot;
  // The tolerance above may round up to a lot a hair too dear: give it back.
  while (quantity > 0 && quantity * price + feeOf(c, buying, quantity, price) > money + 1e-9) quantity -= lot;
  return quantity > 0 ? quantity : 0;
}
