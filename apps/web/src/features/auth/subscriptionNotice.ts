import { LIMITS } from '@signaldesk/contract';

export type SubscriptionNotice = { key: 'subscriptionExpired' } | { key: 'subscriptionExpiring'; days: number };

const DAY = 86_400;

/** The notice a subscription expiry calls for at a moment (epoch seconds), if any. */
export function subscriptionNotice(exp: number | null, nowSeconds: number): SubscriptionNotice | null {
  if (exp === null) return null;
  if (exp <= nowSeconds) return { key: 'subscriptionExpired' };
  const days = Math.ceil((exp - nowSeconds) / DAY);
  return days <= LIMITS.expiryWarningDays ? { key: 'subscriptionExpiring', days } : null;
}
