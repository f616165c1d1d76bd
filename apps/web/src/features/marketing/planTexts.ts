import { ENTITLEMENTS, type Language, PLAN_NAMES, PLANS } from '@signaldesk/contract';

/** The plans' names and what each unlocks, as the contract's one list says them. */
export function planTexts(language: Language) {
  return {
    name: Object.fromEntries(PLANS.map((plan) => [plan, PLAN_NAMES[plan][language]])),
    entitlement: Object.fromEntries(ENTITLEMENTS.map((entitlement) => [entitlement.id, entitlement.text[language]])),
  };
}
