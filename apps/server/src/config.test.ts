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
