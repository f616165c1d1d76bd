import type { PaperAccount } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { accountFor } from './tradingAccount.js';

const account = (id: string, currency: PaperAccount['currency'], markets: PaperAccount['markets']): PaperAccount => ({
  id,
  name: id,
  currency,
  markets,
  startingBalance: 100_000,
  run: 1,
  cash: 100_000,
  reserved: 0,
  margin: 0,
  buyingPower: 100_000,
  equity: 100_000,
  createdAt: 1_781_100_000,
  runStartedAt: 1_781_100_000,
});

const ACCOUNTS = [account('usd', 'USD', ['US', 'USD']), account('hkd', 'HKD', ['HK']), account('usd2', 'USD', ['US', 'USD'])];

describe('the account an order goes to', () => {
  it('is the chosen one when it trades the market, else the first that does', () => {
    expect(accountFor(ACCOUNTS, 'US', 'usd2')?.id).toBe('usd2');
    expect(accountFor(ACCOUNTS, 'USD', 'hkd')?.id).toBe('usd');
    expect(accountFor(ACCOUNTS, 'HK', 'usd')?.id).toBe('hkd');
    expect(accountFor(ACCOUNTS, 'CN', 'usd')).toBeNull();
  });

  it('is the chosen one of any market on the paper screen, the first when none was chosen or it is gone', () => {
    expect(accountFor(ACCOUNTS, null, 'hkd')?.id).toBe('hkd');
    expect(accountFor(ACCOUNTS, null, null)?.id).toBe('usd');
    expect(accountFor(ACCOUNTS, null, 'deleted')?.id).toBe('usd');
    expect(accountFor([], null, 'usd')).toBeNull();
  });
});
