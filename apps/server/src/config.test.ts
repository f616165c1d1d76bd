import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ONE_PIXEL_PNG } from '../test/supportPicture.js';
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

describe('support contacts', () => {
  const folder = mkdtempSync(join(tmpdir(), 'signaldesk-support-'));
  const png = join(folder, 'wechat.png');
  writeFileSync(png, ONE_PIXEL_PNG);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('sets none unless named, so no page shows a contact nobody set', () => {
    expect(loadConfig({}).support).toEqual({ email: undefined, wechat: undefined, wechatQr: undefined });
    expect(loadConfig({ SUPPORT_EMAIL: '', SUPPORT_WECHAT: '', SUPPORT_WECHAT_QR: '' }).support).toEqual({
      email: undefined,
      wechat: undefined,
      wechatQr: undefined,
    });
  });

  it('reads the address, the WeChat ID and the QR picture, told by its bytes', () => {
    const config = loadConfig({ SUPPORT_EMAIL: ' help@desk.example ', SUPPORT_WECHAT: 'desk_help-1', SUPPORT_WECHAT_QR: png });
    expect(config.support).toMatchObject({ email: 'help@desk.example', wechat: 'desk_help-1', wechatQr: { type: 'image/png' } });
    expect(config.support.wechatQr?.bytes.equals(ONE_PIXEL_PNG)).toBe(true);
  });

  it('stops the start on an address, an ID or a picture it cannot use, naming the setting', () => {
    expect(() => loadConfig({ SUPPORT_EMAIL: 'support at desk' })).toThrow('SUPPORT_EMAIL: "support at desk" is not an e-mail address');
    expect(() => loadConfig({ SUPPORT_WECHAT: 'desk help' })).toThrow('SUPPORT_WECHAT: "desk help" is not a WeChat ID');
    expect(() => loadConfig({ SUPPORT_WECHAT_QR: join(folder, 'missing.png') })).toThrow(/SUPPORT_WECHAT_QR: ".*missing\.png" cannot be read \(ENOENT\)/);
    const svg = join(folder, 'code.svg');
    writeFileSync(svg, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(() => loadConfig({ SUPPORT_WECHAT_QR: svg })).toThrow('is not a PNG, JPEG, GIF or WebP picture');
    const huge = join(folder, 'huge.png');
    writeFileSync(huge, Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(1024 * 1024)]));
    expect(() => loadConfig({ SUPPORT_WECHAT_QR: huge })).toThrow('is larger than 1 MiB');
  });

  it('gives the push services support’s address, else the site’s https address, else the administrator’s, else none', () => {
    const https = { PUBLIC_URL: 'https://desk.example/' };
    expect(loadConfig({ SUPPORT_EMAIL: 'help@desk.example', ADMIN_EMAIL: 'Boss@desk.example', ...https }).pushContact).toBe('mailto:help@desk.example');
    expect(loadConfig({ ADMIN_EMAIL: 'Boss@desk.example', ...https }).pushContact).toBe('https://desk.example');
    expect(loadConfig({ ADMIN_EMAIL: 'Boss@desk.example', PUBLIC_URL: 'http://desk.example' }).pushContact).toBe('mailto:boss@desk.example');
    expect(loadConfig({ PUBLIC_URL: 'http://desk.example' }).pushContact).toBeUndefined();
  });
});
