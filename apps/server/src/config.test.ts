import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('process roles', () => {
  it('runs the embedded single process by default', () => {
    expect(loadConfig({}).processRole).toBe('all');
  });

  it('refuses an api or worker process without Redis, naming what it needs', () => {
    expect(() => loadConfig({ PROCESS_ROLE: 'api' })).toThrow('PROCESS_ROLE=api needs REDIS_URL');
    expect(() => loadConfig({ PROCESS_ROLE: 'worker' })).toThrow('PROCESS_ROLE=worker needs REDIS_URL');
    expect(loadConfig({ PROCESS_ROLE: 'worker', REDIS_URL: 'redis://127.0.0.1:6379' }).processRole).toBe('worker');
  });

  it('refuses a role it does not know', () => {
    expect(() => loadConfig({ PROCESS_ROLE: 'scheduler' })).toThrow('PROCESS_ROLE');
  });
});

describe('Redis prefix', () => {
  it('starts every key with signaldesk: unless a deployment names its own', () => {
    expect(loadConfig({}).redisPrefix).toBe('signaldesk:');
    expect(loadConfig({ REDIS_PREFIX: 'desk-eu' }).redisPrefix).toBe('desk-eu:');
  });

  it('refuses a prefix with a separator or a pattern character', () => {
    expect(() => loadConfig({ REDIS_PREFIX: 'a:b' })).toThrow('REDIS_PREFIX');
    expect(() => loadConfig({ REDIS_PREFIX: 'desk*' })).toThrow('REDIS_PREFIX');
  });
});

describe('a set clock', () => {
  it('runs on the machine clock unless CLOCK_START names an instant', () => {
    expect(loadConfig({}).clock).toBeUndefined();
    expect(loadConfig({ CLOCK_START: '2026-06-10T14:30:00Z' }).clock).toEqual({ startMs: Date.UTC(2026, 5, 10, 14, 30) });
    expect(loadConfig({ CLOCK_START: '2026-06-10T22:30:00+08:00', CLOCK_SET_AT: '2026-12-06T16:00:00Z' }).clock).toEqual({
      startMs: Date.UTC(2026, 5, 10, 14, 30),
      setAtMs: Date.UTC(2026, 11, 6, 16),
    });
  });

  it('refuses an instant it cannot read, a moment of setting alone, and any set clock in production', () => {
    expect(() => loadConfig({ CLOCK_START: '10 June' })).toThrow('CLOCK_START');
    expect(() => loadConfig({ CLOCK_START: '2026-06-10' })).toThrow('CLOCK_START');
    expect(() => loadConfig({ CLOCK_SET_AT: '2026-12-06T16:00:00Z' })).toThrow('CLOCK_SET_AT');
    expect(() => loadConfig({ CLOCK_START: '2026-06-10T14:30:00Z', NODE_ENV: 'production' })).toThrow('CLOCK_START');
  });
});
