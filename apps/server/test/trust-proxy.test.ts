import { LIMITS } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { describeEachDatabase, freshEmail, type TestServer, useServer } from './harness.js';

const APPLY = '/api/user/apply/email/access';
const VERIFY = '/api/auth/email/captcha/verify';

let forwarded = 0;
/** A call from `peer` claiming, each time, to forward a different client. */
const fromBehind = (s: TestServer, peer: string, url: string, payload: object) => {
  forwarded += 1;
  return s.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: peer,
    headers: { 'x-forwarded-for': `198.51.${(forwarded >> 8) & 255}.${forwarded & 255}` },
  });
};

describeEachDatabase('X-Forwarded-For without TRUST_PROXY', (kind) => {
  const server = useServer(kind);

  it('is ignored even from 127.0.0.1: rotating it does not escape the per-IP send limit', async () => {
    const s = server();
    for (let i = 0; i < LIMITS.emailSendsPerIpPerHour; i++) {
      expect((await fromBehind(s, '127.0.0.1', APPLY, { email: freshEmail('xff') })).statusCode).toBe(200);
    }
    const refused = await fromBehind(s, '127.0.0.1', APPLY, { email: freshEmail('xff') });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().key).toBe('tooManyRequests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('is ignored from a private-network peer: rotating it does not escape the per-IP limit on code checks', async () => {
    const s = server();
    const check = () => fromBehind(s, '10.1.2.3', VERIFY, { email: freshEmail('xff'), captcha: '1234' });
    for (let i = 0; i < LIMITS.codeChecksPerIp; i++) expect((await check()).statusCode).toBe(422);
    const refused = await check();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describeEachDatabase('X-Forwarded-For with TRUST_PROXY=127.0.0.1', (kind) => {
  const server = useServer(kind, { env: { TRUST_PROXY: '127.0.0.1' } });

  it('is believed from the listed proxy: each forwarded client has its own limit', async () => {
    const s = server();
    for (let i = 0; i < LIMITS.emailSendsPerIpPerHour + 5; i++) {
      expect((await fromBehind(s, '127.0.0.1', APPLY, { email: freshEmail('proxied') })).statusCode).toBe(200);
    }
  });

  it('is still ignored from any other peer', async () => {
    const s = server();
    const peer = '203.0.113.77';
    for (let i = 0; i < LIMITS.emailSendsPerIpPerHour; i++) {
      expect((await fromBehind(s, peer, APPLY, { email: freshEmail('direct') })).statusCode).toBe(200);
    }
    expect((await fromBehind(s, peer, APPLY, { email: freshEmail('direct') })).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY setting', () => {
  it('takes a comma list of addresses and networks, and trusts nobody by default', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.8.0.0/16,::1, fd00::/8' }).trustProxy).toEqual(['10.0.0.2', '10.8.0.0/16', '::1', 'fd00::/8']);
  });

  it('stops the start with its name on a value that is not an address or network', () => {
    for (const value of ['nonsense', '10.0.0.0/33', '10.0.0.1,proxy.local', 'loopback', '::1/129']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });
});
