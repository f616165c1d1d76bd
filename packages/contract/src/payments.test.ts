import { describe, expect, it } from 'vitest';
import { PRICES, percentSaved } from './constants.js';
import { amountInMinorUnits, PAYMENT_PLAN_IDS, PAYMENT_PLANS } from './payments.js';
import { TICKET_TIERS } from './tickets.js';

describe('the plans sold by card', () => {
  it('each issue the ticket of their tier', () => {
    expect(Object.fromEntries(PAYMENT_PLAN_IDS.map((plan) => [plan, TICKET_TIERS[PAYMENT_PLANS[plan].ticketType].tier]))).toEqual({
      standardMonthly: 'monthly',
      standardYearly: 'standardYearly',
      plusYearly: 'plusYearly',
      promaxYearly: 'promaxYearly',
    });
  });

  it('are the prices the marketing pages quote, sent to Stripe in hundredths', () => {
    expect(PRICES.monthlyUsd).toBe(PAYMENT_PLANS.standardMonthly.prices.usd);
    expect(PRICES.yearlyUsd).toBe(PAYMENT_PLANS.standardYearly.prices.usd);
    expect(amountInMinorUnits('standardMonthly', 'usd')).toBe(15_000);
    expect(amountInMinorUnits('promaxYearly', 'cny')).toBe(1_440_000);
  });

  it('save what the prices give by the year, rounded down to a whole percent', () => {
    expect(PRICES.yearlyDiscountPercent).toBe(percentSaved(PRICES.yearlyUsd, PRICES.monthlyUsd * 12));
    // 1000 USD instead of 12 × 150 = 1800 USD saves 44.4 %.
    expect(PRICES.yearlyDiscountPercent).toBe(44);
    expect(percentSaved(PAYMENT_PLANS.standardYearly.prices.cny, PAYMENT_PLANS.standardMonthly.prices.cny * 12)).toBe(PRICES.yearlyDiscountPercent);
    expect(percentSaved(55, 100)).toBe(45);
    expect(percentSaved(100, 100)).toBe(0);
  });

  it('name every plan in both languages', () => {
    for (const plan of PAYMENT_PLAN_IDS) {
      expect(PAYMENT_PLANS[plan].name.en).toMatch(/^SignalDesk /);
      expect(PAYMENT_PLANS[plan].name.zh).toMatch(/^SignalDesk .*[\u4e00-\u9fff]/);
    }
  });
});
