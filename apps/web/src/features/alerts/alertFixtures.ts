import type { PriceAlert } from '@signaldesk/contract';

/** A price alert as the server answers it, for the alerts' unit tests: AAPL crossing 180 on the hourly chart, active, never fired. */
export const priceAlert = (fields: Partial<PriceAlert> = {}): PriceAlert => ({
  id: 'a1',
  symbol: 'AAPL',
  duration: '1h',
  reading: 'close',
  condition: { kind: 'price', crossing: 'crosses', level: 180 },
  trigger: { mode: 'once' },
  expiresAt: null,
  message: '',
  webhookUrl: null,
  active: true,
  lastFiredAt: null,
  createdAt: 1,
  updatedAt: 1,
  ...fields,
});
