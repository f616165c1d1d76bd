import { describe, expect, it } from 'vitest';
import { subscriptionNotice } from './subscriptionNotice.js';

const now = 1_750_000_000;
const day = 86_400;

describe('subscriptionNotice', () => {
  it('says nothing without a subscription or with more than 7 days left', () => {
    expect(subscriptionNotice(null, now)).toBeNull();
    expect(subscriptionNotice(now + 7 * day + 1, now)).toBeNull();
  });

  it('counts the days left within the 7-day window, rounding up', () => {
    expect(subscriptionNotice(now + 7 * day, now)).toEqual({ key: 'subscriptionExpiring', days: 7 });
    expect(subscriptionNotice(now + 1, now)).toEqual({ key: 'subscriptionExpiring', days: 1 });
    expect(subscriptionNotice(now + 2 * day + 5, now)).toEqual({ key: 'subscriptionExpiring', days: 3 });
  });

  it('says expired at and after the expiry', () => {
    expect(subscriptionNotice(now, now)).toEqual({ key: 'subscriptionExpired' });
    expect(subscriptionNotice(now - day, now)).toEqual({ key: 'subscriptionExpired' });
  });
});
