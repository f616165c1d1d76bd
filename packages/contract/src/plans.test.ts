import { describe, expect, it } from 'vitest';
import { PRICES } from './constants.js';
import { calls } from './index.js';
import type { Call } from './call.js';
import { BACKTEST_ROLE_LIMITS, MEMBER_BACKTEST_LIMITS, VIP_BACKTEST_LIMITS } from './calls/backtests.js';
import { PAYMENT_PLAN_IDS, PAYMENT_PLANS } from './payments.js';
import { ENTITLEMENTS, entitlementsAddedBy, PLAN_NAMES, PLAN_ROLES, PLANS } from './plans.js';
import { TICKET_TIERS, TRIAL_TICKET_TYPE } from './tickets.js';

const callsByPath = new Map(
  Object.values(calls).flatMap((group) => Object.values(group as Record<string, Call>).map((call) => [call.path, call] as const)),
);

describe('the plans’ entitlements', () => {
  it('have unique ids and a text in both languages', () => {
    expect(new Set(ENTITLEMENTS.map((e) => e.id)).size).toBe(ENTITLEMENTS.length);
    for (const entitlement of ENTITLEMENTS) {
      expect(entitlement.text.en.length, entitlement.id).toBeGreaterThan(10);
      expect(entitlement.text.zh, entitlement.id).toMatch(/[\u4e00-\u9fff]/);
      expect(entitlement.calls.length + entitlement.enforcedIn.length, entitlement.id).toBeGreaterThan(0);
    }
  });

  it('give every plan something of its own, and every plan a name in both languages', () => {
    for (const plan of PLANS) {
      expect(entitlementsAddedBy(plan).length, plan).toBeGreaterThan(0);
      expect(PLAN_NAMES[plan].zh).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('name calls of the contract that ask for the plan’s role', () => {
    for (const entitlement of ENTITLEMENTS) {
      for (const path of entitlement.calls) {
        const call = callsByPath.get(path);
        expect(call, `${entitlement.id}: ${path}`).toBeDefined();
        // Promax shares vip with Plus; its calls check the Promax ticket on top of a member's role.
        const role = entitlement.plan === 'promax' ? 'member' : PLAN_ROLES[entitlement.plan];
        expect(call?.role, `${entitlement.id}: ${path}`).toBe(role);
      }
    }
  });

  it('give Plus bigger backtests than Standard in every limit', () => {
    const standard = BACKTEST_ROLE_LIMITS[PLAN_ROLES.standard];
    const plus = BACKTEST_ROLE_LIMITS[PLAN_ROLES.plus];
    expect([standard, plus]).toEqual([MEMBER_BACKTEST_LIMITS, VIP_BACKTEST_LIMITS]);
    for (const limit of ['runsAtOnce', 'symbolsPerRun', 'sweepRuns'] as const) expect(VIP_BACKTEST_LIMITS[limit]).toBeGreaterThan(MEMBER_BACKTEST_LIMITS[limit]);
  });

  it('are what the tickets sold and the trial open', () => {
    expect(PAYMENT_PLAN_IDS.map((id) => TICKET_TIERS[PAYMENT_PLANS[id].ticketType].plan)).toEqual(['standard', 'standard', 'plus', 'promax']);
    for (const tier of Object.values(TICKET_TIERS)) expect(tier.role).toBe(PLAN_ROLES[tier.plan]);
    expect(TICKET_TIERS[TRIAL_TICKET_TYPE].plan).toBe('standard');
    expect(PRICES.trialDays).toBe(TICKET_TIERS[TRIAL_TICKET_TYPE].validityDays);
  });
});
