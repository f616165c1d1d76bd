import { describe, expect, it } from 'vitest';
import { tokenExpiry } from './tokenExpiry.js';

const jwt = (payload: object) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;

describe('tokenExpiry', () => {
  it('reads exp from a JWT payload', () => {
    expect(tokenExpiry(jwt({ sub: 'u', exp: 1_900_000_000 }))).toBe(1_900_000_000);
  });

  it('reads base64url payloads with - and _', () => {
    expect(tokenExpiry(jwt({ n: '>>>???', exp: 5 }))).toBe(5);
  });

  it('answers null for anything that is not a JWT with exp', () => {
    expect(tokenExpiry('opaque')).toBeNull();
    expect(tokenExpiry('a.!!!.b')).toBeNull();
    expect(tokenExpiry(jwt({ sub: 'u' }))).toBeNull();
  });
});
