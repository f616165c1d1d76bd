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
