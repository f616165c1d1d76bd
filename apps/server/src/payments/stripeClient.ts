import Stripe from 'stripe';
import type { Config } from '../config.js';

export type StripeSettings = NonNullable<Config['stripe']>;

/** The library's client, pointed at Stripe or, through STRIPE_API_BASE, at a stand-in such as the tests' fake. */
export function stripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  return new Stripe(settings.secretKey, {
    // A failed call is the buyer's to retry (or Stripe's, for a webhook): one quick retry, then an honest error.
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}
